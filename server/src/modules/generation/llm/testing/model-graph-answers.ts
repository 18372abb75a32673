import type { ModelGraph } from '../graph-schema.js';

/**
 * Answers a model might give to the spec-graph call, built from the draft it was sent, for
 * tests of the graph path (unit, fake HTTP provider and the runner alike).
 */

/** The model's own criterion for FR-1: no built-in rule writes these words. */
export const modelCriterion = {
  given: 'a parent has picked five dinners for the week',
  when: 'they open the weekly planner on Monday',
  then: 'each dinner shows on its own day with its prep time',
};
export const modelCriterionText = `Given ${modelCriterion.given}, when ${modelCriterion.when}, then ${modelCriterion.then}.`;

/** A requirement the brief does not name: the model's addition. */
export const addedRequirementTitle = 'Pantry check before the shopping list is sent';

type Draft = Record<string, unknown[]>;
const copy = (draft: Draft): ModelGraph => structuredClone(draft) as unknown as ModelGraph;

/** The draft improved: FR-1 gets the model's criterion (only that one), FR-6 is added. */
export function improvedGraph(draft: Draft): ModelGraph {
  const g = copy(draft);
  const fr1 = g.requirements[0]!;
  fr1.criteria = [{ ...modelCriterion }];
  const next = g.requirements.length + 1;
  g.requirements.push({
    id: `FR-${next}`,
    title: addedRequirementTitle,
    statement: 'Busy parents can tick off what they already have, so that they do not buy it twice.',
    action: 'tick off pantry items',
    benefit: 'they do not buy food twice',
    priority: 'Could',
    personas: [g.personas[0]!.id],
    entities: [],
    integrations: [],
    metrics: [],
    criteria: [{ given: 'a shopping list with five items', when: 'the parent ticks two as already at home', then: 'the sent list holds the other three' }],
  });
  return g;
}

/**
 * The three structural faults a model makes most: a link to an item that does not exist, a
 * requirement without criteria, and an id used twice.
 */
export function brokenGraph(draft: Draft): ModelGraph {
  const g = copy(draft);
  g.requirements[0]!.entities = [...g.requirements[0]!.entities, 'ENT-99'];
  g.requirements[1]!.criteria = [];
  g.personas.push({ ...g.personas[0]! });
  return g;
}

/** An answer cut off mid-object (as at an output limit). */
export function truncatedJson(value: unknown): string {
  const text = JSON.stringify(value);
  return text.slice(0, Math.floor(text.length / 2));
}
