import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { itemFieldSchemas, specItemSchema } from '@specforge/contracts/spec-item';
import { describe, expect, it } from 'vitest';
import { buildSpecGraph, normaliseBrief } from '../generation/composer/index.js';
import { apiaryBrief } from '../generation/composer/testing/apiary-brief.js';
import type { SpecGraph } from './graph.js';

/**
 * The graph a brief composes must pass the schemas the store checks on write (spec.store.ts):
 * otherwise generating the PRD fails with an internal error. Every golden brief's graph, and one
 * whose integration has no known purpose or link (both null).
 */
const goldens = path.join(import.meta.dirname, '../generation/composer/planner/testing/golden');

function problems(graph: SpecGraph): string[] {
  return graph.items.flatMap((item) => {
    const parsed = specItemSchema.safeParse(item);
    if (!parsed.success) return [`${item.id}: ${parsed.error.issues[0]!.message}`];
    const facts = itemFieldSchemas[item.kind].safeParse(item.fields);
    return facts.success ? [] : [`${item.id} ${facts.error.issues[0]!.path.join('.')}: ${facts.error.issues[0]!.message}`];
  });
}

describe('composed graphs pass the stored-item schemas', () => {
  const files = readdirSync(goldens).filter((f) => f.endsWith('.graph.json'));
  it.each(files)('%s', (file) => {
    expect(problems(JSON.parse(readFileSync(path.join(goldens, file), 'utf8')) as SpecGraph)).toEqual([]);
  });

  it('an integration whose purpose and link are unknown', () => {
    const graph = buildSpecGraph(normaliseBrief(apiaryBrief, '2026-06-01'));
    expect(graph.items.some((i) => i.kind === 'integration' && i.fields.purpose === null)).toBe(true);
    expect(problems(graph)).toEqual([]);
  });
});
