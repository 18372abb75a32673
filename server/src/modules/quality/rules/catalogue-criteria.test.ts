import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SpecGraph, SpecItem } from '../../spec/graph.js';
import { specificityRules } from './specificity-rules.js';

/**
 * The capability catalogue's criteria (reviewed data the composer adapts to each brief) pass the
 * gate's own testability rule: a suggested criterion the product writes must not be one its gate
 * calls untestable ("then it goes to their approver", "then location metadata is stripped").
 */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../generation/composer/catalogue/capabilities');
type Entry = { id: string; criteria?: { given: string; when: string; then: string }[] };
const entries = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Entry);
const fill = (s: string) => s.replaceAll('{actor}', 'a member').replaceAll('{object}', 'booking').replaceAll('{objects}', 'bookings');

describe('the capability catalogue’s criteria', () => {
  it('all end with something a user or tester sees, receives or finds stored', () => {
    const items: SpecItem[] = entries.flatMap(
      (e) =>
        (e.criteria ?? []).map((c, n) => ({
          id: `${e.id}#${n + 1}`,
          kind: 'criterion',
          status: 'active',
          title: `${e.id} ${n + 1}`,
          statement: `Given ${fill(c.given)}, when ${fill(c.when)}, then ${fill(c.then)}.`,
          fields: { then: fill(c.then) },
          links: [],
        })) as unknown as SpecItem[],
    );
    expect(items.length).toBeGreaterThan(100);
    const rule = specificityRules.find((r) => r.id === 'untestable-criterion')!;
    const graph = { items } as unknown as SpecGraph;
    const found = rule.run({ graph, brief: {} as never, documents: [] }).findings.map((f) => f.message);
    expect(found).toEqual([]);
  });
});
