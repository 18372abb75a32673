import type { ComposerBrief } from '../composer/brief.js';
import type { ModelGraph } from './graph-schema.js';
import { briefForPrompt, keepStart } from './prompt.js';

/**
 * Prompts of the spec-graph call. The scaffold (the built-in composer's graph in the answer's
 * format) doubles as the format's example: OpenAI-compatible servers get only `json_object`
 * mode, not the schema, so the prompt has to show the shape.
 */

/** The first line of every graph prompt; the fake provider in tests tells graph calls by it. */
export const GRAPH_PROMPT_HEAD = 'Write the spec graph of this project as one JSON object.';

export const graphSystemPrompt = [
  'You are a senior product manager and software architect. You turn a project brief into a spec graph: typed items with stable ids, linked by id.',
  'Answer with one JSON object only: no Markdown fence, no comment, no text before or after it. Use exactly the keys and kinds of values of the draft you are given.',
].join('\n');

const rules = [
  "Keep the draft's ids for the same things: FR-n is the brief's n-th key feature, PER-n its n-th persona, UJ-n its n-th journey, SM-n its n-th success metric, RISK-n its n-th risk. Keep every requirement of the draft under its id. A new item takes the next free number of its kind.",
  'Every requirement has at least one acceptance criterion (given / when / then), each observable and testable; priority is Must, Should or Could.',
  'Every id you list in a link must be an item of your answer, of the kind the key names: personas PER-n, requirements FR-n, entities ENT-n, integrations INT-n, metrics SM-n; decisions support FR-n or NFR-n ids.',
  'Every NFR has a measurable threshold (a figure a test can check).',
  "A risk keeps the user's own mitigation word for word when the brief gives one.",
  "Improve the draft where the brief supports it: sharper statements, criteria that test the feature's own rule, the entities and attributes the features need, what each integration is for. Add an item only when the brief implies it; do not drop what the brief says.",
  'No tasks, milestones or dates: they are planned from your requirements, entities and integrations.',
];

/**
 * The scaffold as compact JSON within `max` characters: whole, else with one criterion per
 * requirement (the model rewrites them anyway), else the first item of each kind in full (the
 * format's example) and the others by id and title. Never cut mid-JSON.
 */
export function scaffoldJson(scaffold: ModelGraph, max: number): string {
  const whole = JSON.stringify(scaffold);
  if (whole.length <= max) return whole;
  const lean = JSON.stringify({ ...scaffold, requirements: scaffold.requirements.map((r) => ({ ...r, criteria: r.criteria.slice(0, 1) })) });
  if (lean.length <= max) return lean;
  const outline = Object.fromEntries(Object.entries(scaffold).map(([kind, items]: [string, object[]]) => [kind, items.map((item, i) => (i === 0 ? item : idAndTitle(item)))]));
  return JSON.stringify(outline);
}

function idAndTitle(item: object): Record<string, unknown> {
  const keep = new Set(['id', 'title', 'name', 'risk', 'question', 'category', 'choice']);
  return Object.fromEntries(Object.entries(item).filter(([k]) => keep.has(k)));
}

/**
 * Brief ≤ 35 % of the budget, the scaffold the rest (it is the larger and the more binding part);
 * when even the scaffold's outline needs more, the brief gives way. Only an outline larger than
 * the whole budget overruns it: cut JSON would be no example of the format.
 */
export function graphPrompt(brief: ComposerBrief, scaffold: ModelGraph, budgetChars: number): string {
  const head = [GRAPH_PROMPT_HEAD, 'Rules:', ...rules.map((r) => `- ${r}`)].join('\n');
  const left = Math.max(0, budgetChars - head.length - 200);
  const whole = briefForPrompt(brief);
  let briefText = keepStart(whole, Math.floor(left * 0.35));
  const draft = scaffoldJson(scaffold, left - briefText.length);
  if (briefText.length + draft.length > left) briefText = keepStart(whole, Math.max(0, left - draft.length));
  return [head, `Project brief (JSON, non-empty fields):\n${briefText}`, `Draft spec graph, composed by fixed rules from the brief, in the exact format of the answer (JSON):\n${draft}`].join('\n\n---\n\n');
}

/** The repair round's message: what was wrong, and that the whole object is wanted again. */
export function repairPrompt(problems: readonly string[], truncated: boolean): string {
  return [
    'Your answer is not a valid spec graph:',
    ...problems.map((p) => `- ${p}`),
    truncated
      ? 'It was cut off at the output limit. Answer again with the whole JSON object, more concisely: shorter statements and descriptions, at most three criteria per requirement.'
      : 'Answer again with the whole corrected JSON object (not only the changes), in the same format, keeping everything that was right.',
  ].join('\n');
}
