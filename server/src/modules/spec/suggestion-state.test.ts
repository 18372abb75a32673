import { describe, expect, it } from 'vitest';
import { buildSpecGraph, normaliseBrief } from '../generation/composer/index.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import { planUpdate } from '../changes/update-plan.js';
import { briefFacts } from '../generation/composer/reader/index.js';
import type { SpecGraph, SpecItem } from './graph.js';
import { reconcileGraph } from './reconcile.js';
import { criterionStatement, keptDecision, originalOf } from './suggestion-state.js';

const brief = normaliseBrief(sampleInput, '2026-01-05');
const at = '2026-02-01T10:00:00.000Z';

/** The sample graph with AC-2.1 confirmed and AC-3.2 rewritten, as the service leaves them. */
function decided(): SpecGraph {
  const graph = buildSpecGraph(brief);
  return {
    ...graph,
    items: graph.items.map((i): SpecItem => {
      if (i.id === 'AC-2.1') return { ...i, fields: { ...i.fields, confirmed: true, confirmedBy: 'u1', confirmedAt: at } };
      if (i.id !== 'AC-3.2') return i;
      const text = { given: 'search is down', when: 'someone searches', then: 'they are told to retry' };
      return { ...i, statement: criterionStatement(text.given, text.when, text.then), fields: { ...i.fields, ...originalOf(i), ...text, confirmed: true, confirmedBy: 'u1', confirmedAt: at, edited: true } };
    }),
  };
}
const byId = (g: SpecGraph) => new Map(g.items.map((i) => [i.id, i]));

describe('a person’s decision on a suggestion through reconciliation', () => {
  it('survives a regeneration from the same brief, and an update of that brief changes nothing', () => {
    const stored = decided();
    const { graph } = reconcileGraph(stored, buildSpecGraph(brief), null);
    const items = byId(graph);
    expect(items.get('AC-2.1')!.fields).toMatchObject({ confirmed: true, confirmedBy: 'u1', confirmedAt: at });
    expect(items.get('AC-3.2')).toMatchObject({ statement: 'Given search is down, when someone searches, then they are told to retry.', fields: { edited: true, given: 'search is down' } });
    expect(items.get('AC-2.2')!.fields.confirmed).toBeUndefined();
    const facts = briefFacts(brief);
    const plan = planUpdate({ brief, facts, basis: facts, graph: stored, documents: [] });
    expect(plan.summary).toEqual({ added: [], retired: [], changed: [] });
  });

  it('keeps an edit when the pattern’s words change, but not a plain confirmation of the old words', () => {
    const stored = byId(decided());
    const fresh = (id: string, statement: string): SpecItem => ({ ...stored.get(id)!, statement, fields: { ...stored.get(id)!.fields, confirmed: null } });
    const plain = { ...fresh('AC-2.1', 'Given new words, when x, then y.'), fields: { given: 'new words' } };
    expect(keptDecision(plain, stored.get('AC-2.1'))).toBeNull();
    const rewritten = keptDecision({ ...fresh('AC-3.2', 'Given other words, when x, then y.'), fields: { given: 'other words', when: 'x', then: 'y' } }, stored.get('AC-3.2'))!;
    expect(rewritten.statement).toBe('Given search is down, when someone searches, then they are told to retry.');
    // Undo would bring back what the pattern says now.
    expect(rewritten.fields).toMatchObject({ confirmed: true, edited: true, given: 'search is down', suggestedStatement: 'Given other words, when x, then y.', suggestedGiven: 'other words' });
    // Once the brief says it (not the pattern), nothing of the decision is kept.
    expect(keptDecision({ ...fresh('AC-3.2', 'Given a, when b, then c.'), source: 'brief:featureDetails#2' }, stored.get('AC-3.2'))).toBeNull();
  });
});
