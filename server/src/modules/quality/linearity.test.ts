import { describe, expect, it } from 'vitest';
import { composeAll, normaliseBrief } from '../generation/composer/index.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import { analyze, rules } from './analyzer.js';
import type { AnalysisInput } from './rule.js';

/**
 * Every rule's work grows linearly with the spec. Work is counted, not timed (a busy machine makes
 * timings flaky): the elements the array methods walk, and every set, map, regex and string
 * look-up, while a rule runs. A rule that compares every pair of requirements does four times the
 * work on twice the spec; a linear one twice.
 */

// A spec of n distinct features (each its own thing, as in a real spec), with a few technical constraints.
const syllables = ['ka', 'ro', 'mi', 'tel', 'vo', 'sun', 'pa', 'dri', 'lo', 'gen'];
const noun = (i: number) => `${syllables[i % 10]}${syllables[Math.floor(i / 10) % 10]}${syllables[Math.floor(i / 100) % 10]}ets`;
const verbs = ['create', 'share', 'approve', 'export', 'archive', 'schedule', 'assign', 'review', 'import', 'tag'];
// One in four names a feature's records; the others something no item mentions (a search that finds nothing reads every candidate).
const constraints = (n: number) => Array.from({ length: n }, (_, k) => (k % 4 === 0 ? `Every ${noun(k)} record is kept for ${k + 2} years in a sealed vault.` : `Ledger ${noun(k + 500)}zq stays in the ${noun(k + 700)}zq region.`)).join('\n');

function spec(n: number): AnalysisInput {
  const keyFeatures = Array.from({ length: n }, (_, i) => `${verbs[i % verbs.length]} ${noun(i)}`);
  const brief = normaliseBrief({ ...sampleInput, keyFeatures, technicalConstraints: constraints(8) }, '2026-01-05');
  const docs = composeAll(brief);
  return { brief, graph: docs.prd.graph, documents: Object.entries(docs).map(([type, d]) => ({ type, title: d.title, content: d.markdown })) };
}

type Method = (this: unknown, ...args: unknown[]) => unknown;

/** Runs `fn` with the built-in look-ups counted; returns how many there were. */
function countWork(fn: () => void): number {
  let work = 0;
  const patched: [object, string, Method][] = [];
  const patch = (proto: object, name: string, cost: (self: unknown) => number) => {
    const original = (proto as Record<string, Method>)[name]!;
    patched.push([proto, name, original]);
    (proto as Record<string, Method>)[name] = function (this: unknown, ...args: unknown[]) {
      work += cost(this);
      return original.apply(this, args);
    };
  };
  // The array methods that take a callback cost what they walk: one per element.
  const walked = (self: unknown) => (self as unknown[]).length;
  for (const name of ['filter', 'map', 'flatMap', 'some', 'every', 'find', 'findIndex', 'forEach', 'includes', 'indexOf', 'reduce', 'join']) patch(Array.prototype, name, walked);
  for (const name of ['has', 'add']) patch(Set.prototype, name, () => 1);
  for (const name of ['get', 'has', 'set']) patch(Map.prototype, name, () => 1);
  for (const name of ['exec', 'test']) patch(RegExp.prototype, name, () => 1);
  for (const name of ['includes', 'indexOf', 'split', 'replace', 'toLowerCase']) patch(String.prototype, name, () => 1);
  try {
    fn();
  } finally {
    for (const [proto, name, original] of patched.reverse()) (proto as Record<string, Method>)[name] = original;
  }
  return work;
}

describe('the analyzer works in time linear in the spec', () => {
  const small = spec(40);
  const large = spec(80);

  it('the larger spec is twice the smaller one', () => {
    const count = (s: AnalysisInput, kind: string) => s.graph.items.filter((i) => i.kind === kind).length;
    expect(count(large, 'requirement')).toBe(2 * count(small, 'requirement'));
    expect(count(large, 'criterion') / count(small, 'criterion')).toBeLessThan(2.1);
  });

  it('each rule does at most 2.5 times the work on twice the spec', () => {
    const ratios: string[] = [];
    const over: string[] = [];
    for (const rule of rules) {
      const a = countWork(() => rule.run(small));
      const b = countWork(() => rule.run(large));
      const ratio = b / Math.max(a, 1);
      ratios.push(`${rule.id} ${a}→${b}`);
      // A handful of look-ups can double with rounding; a quadratic rule does hundreds more.
      if (ratio > 2.5 && b > 200) over.push(`${rule.id}: ${a} → ${b} (×${ratio.toFixed(2)})`);
    }
    expect(over, ratios.join('; ')).toEqual([]);
  });

  it('so does the whole analysis, verdicts and sorting included', () => {
    const a = countWork(() => analyze(small));
    const b = countWork(() => analyze(large));
    expect(b / a).toBeLessThan(2.5);
    expect(b / a).toBeGreaterThan(1.5);
  });

  it('constraint-unaddressed does work for constraints plus items, not constraints times items', () => {
    // Constraints are read from the brief: 40 or 80 of them, against the smaller or the larger graph.
    const rule = rules.find((r) => r.id === 'constraint-unaddressed')!;
    const work = (s: AnalysisInput, n: number) => countWork(() => rule.run({ ...s, brief: { ...s.brief, technicalConstraints: constraints(n) } }));
    const [w11, w21, w12, w22] = [work(small, 40), work(small, 80), work(large, 40), work(large, 80)];
    // What 40 more constraints cost must not depend on how large the graph is (it does when each is read against every item).
    const onSmall = w21 - w11;
    const onLarge = w22 - w12;
    expect(onLarge / onSmall, `${w11} → ${w21} on the smaller graph, ${w12} → ${w22} on the larger`).toBeLessThan(1.15);
  });
});
