import { describe, expect, it } from 'vitest';
import { entrySources } from '../../../spec/brief-diff.js';
import { briefFacts, buildSpecGraph, featureDetailLine, normaliseBrief } from '../index.js';
import { sampleInput } from '../sample-brief.js';
import type { SpecItem } from '../../../spec/graph.js';

/** The sample brief with interview answers about two of its key features. */
function briefWith(featureDetails: unknown, more: Record<string, unknown> = {}) {
  return normaliseBrief({ ...sampleInput, ...more, featureDetails }, '2026-01-01');
}

const criteriaOf = (items: SpecItem[], fr: SpecItem) => fr.links.filter((l) => l.kind === 'verified_by').map((l) => items.find((i) => i.id === l.to)!);

describe('feature interview answers in the spec graph', () => {
  const details = [
    {
      feature: 'shared shopping list ',
      actor: 'Health-conscious couples',
      trigger: 'When one partner ticks an item in the shop',
      outcome: 'the other partner sees it ticked within five seconds',
      rule: 'Only members of the household can edit the list.',
      failure: 'the tick is kept on the phone and synced when the signal returns',
    },
    { feature: 'Nutrition insights dashboard', actor: '', trigger: '', outcome: '', rule: '', failure: 'a banner says the numbers are from yesterday' },
  ];

  it('gives the requirement the detail’s actor and the user’s own words as criteria, citing the answer by its key', () => {
    const brief = briefWith(details);
    const graph = buildSpecGraph(brief);
    const [first] = entrySources('featureDetails', brief.featureDetails.map(featureDetailLine));
    expect(first).toMatch(/^brief:featureDetails@[0-9a-f]{8}$/);
    const fr = graph.items.find((i) => i.kind === 'requirement' && i.title === 'Shared shopping list')!;
    const couples = graph.items.find((i) => i.kind === 'persona' && i.title === 'Health-conscious couples')!;
    expect(fr.links.filter((l) => l.kind === 'serves').map((l) => l.to)).toEqual([couples.id]);
    expect(fr.statement).toMatch(/^Health-conscious couples /);
    const acs = criteriaOf(graph.items, fr);
    expect(acs.slice(0, 3).map((a) => a.statement)).toEqual([
      'Given one partner ticks an item in the shop, when a health-conscious couple chooses to use the shared shopping list, then the other partner sees it ticked within five seconds.',
      'Given the rule "only members of the household can edit the list" stated for this requirement, when a health-conscious couple acts outside it, then the product does not allow it and tells them why.',
      "Given one partner ticks an item in the shop, when a health-conscious couple's attempt to use the shared shopping list fails, then the tick is kept on the phone and synced when the signal returns.",
    ]);
    expect(acs.slice(0, 3).map((a) => a.source)).toEqual([first, first, first]);
    // The generated happy path and invalid-input lines are replaced, not repeated.
    expect(acs.some((a) => a.source === 'derived' && /straight away|missing or invalid/.test(a.statement))).toBe(false);
  });

  it('keeps the guessed actor where a detail names none, and keys each answer by its own words, not its place', () => {
    const plain = buildSpecGraph(briefWith([]));
    const brief = briefWith(details);
    const graph = buildSpecGraph(brief);
    const second = entrySources('featureDetails', brief.featureDetails.map(featureDetailLine))[1]!;
    // Without the first answer, the second keeps its key: its criteria do not move.
    const alone = briefWith([details[1]]);
    expect(entrySources('featureDetails', alone.featureDetails.map(featureDetailLine))[0]).toBe(second);
    const title = 'Nutrition insights dashboard';
    const before = plain.items.find((i) => i.kind === 'requirement' && i.title === title)!;
    const fr = graph.items.find((i) => i.kind === 'requirement' && i.title === title)!;
    expect(fr.links.filter((l) => l.kind === 'serves')).toEqual(before.links.filter((l) => l.kind === 'serves'));
    const failure = criteriaOf(graph.items, fr).find((a) => a.source === second)!;
    expect(failure.statement).toContain('then a banner says the numbers are from yesterday.');
    // Features nobody answered for read exactly as before.
    const other = (g: typeof graph) => g.items.filter((i) => i.kind === 'criterion' && i.id.startsWith('AC-1.')).map((i) => i.statement);
    expect(other(graph)).toEqual(other(plain));
  });

  it('reads only answers about the brief’s own features and personas, and tracks them as brief facts', () => {
    const brief = briefWith(
      [
        { feature: 'Teleport groceries', outcome: 'they arrive' },
        { feature: 'Weekly meal planner', actor: 'Somebody else', outcome: 'a plan for the week' },
        { feature: 'weekly meal planner', outcome: 'a second answer is ignored' },
        { feature: 'Recipe search with dietary filters', actor: ' busy PARENT ', trigger: '  ', outcome: '' },
        { feature: 'Reminders to defrost and prep' },
      ],
      { userPersonas: ['Busy parent — two or more kids at home', 'Health-conscious couples'] },
    );
    expect(brief.featureDetails).toEqual([
      { feature: 'Weekly meal planner', actor: '', trigger: '', outcome: 'a plan for the week', rule: '', failure: '' },
      // "Busy parent" is the name part of the persona; the detail keeps the persona's whole text.
      { feature: 'Recipe search with dietary filters', actor: 'Busy parent — two or more kids at home', trigger: '', outcome: '', rule: '', failure: '' },
    ]);
    expect(briefFacts(brief).lists.featureDetails).toEqual(['Weekly meal planner: outcome a plan for the week', 'Recipe search with dietary filters: who Busy parent — two or more kids at home']);
    expect(briefFacts(briefWith([])).lists).not.toHaveProperty('featureDetails');
  });
});
