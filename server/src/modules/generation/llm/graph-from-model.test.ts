import { describe, expect, it } from 'vitest';
import { itemsOf, linked } from '../../spec/graph.js';
import { validateGraph } from '../../spec/validate-graph.js';
import { entrySources } from '../../spec/brief-diff.js';
import { normaliseBrief } from '../composer/brief.js';
import { buildSpecGraph } from '../composer/index.js';
import { briefCorpus } from '../composer/planner/testing/brief-corpus.js';
import { sampleBrief, sampleInput } from '../composer/sample-brief.js';
import { parseJsonAnswer, readAnswer } from './generate-graph.js';
import { graphFromModel } from './graph-from-model.js';
import { GRAPH_PROMPT_HEAD, graphPrompt, scaffoldJson } from './graph-prompt.js';
import { scaffoldForModel } from './graph-scaffold.js';
import { modelGraphSchema, type ModelGraph } from './graph-schema.js';
import { brokenGraph, improvedGraph, modelCriterionText, truncatedJson } from './testing/model-graph-answers.js';

const scaffold = buildSpecGraph(sampleBrief);
const draft = () => scaffoldForModel(scaffold) as unknown as Record<string, unknown[]>;
const read = (answer: unknown) => readAnswer({ text: JSON.stringify(answer), finishReason: 'stop' }, sampleBrief, scaffold, 'openai:m');
const problemsOf = (answer: unknown) => {
  const r = read(answer);
  return 'problems' in r ? r.problems : [];
};

describe('the model-format spec graph', () => {
  it.each(Object.entries(briefCorpus))('round-trips the built-in graph of the %s brief: same items, same plan, valid', (_name, input) => {
    const brief = normaliseBrief(input, '2026-03-02');
    const builtin = buildSpecGraph(brief);
    const answer = modelGraphSchema.parse(JSON.parse(JSON.stringify(scaffoldForModel(builtin))));
    const reading = graphFromModel(brief, answer, builtin, 'openai:m');
    expect('graph' in reading ? [] : reading.problems).toEqual([]);
    const graph = 'graph' in reading ? reading.graph : builtin;
    expect(graph.generator).toBe('openai:m');
    expect(graph.items.map((i) => `${i.id} ${i.kind} ${i.source}`)).toEqual(builtin.items.map((i) => `${i.id} ${i.kind} ${i.source}`));
    // The plan stage gives the model's content the composer's tasks, dated after what they depend on. (The
    // order among features can differ: a model's `uses` cannot say which entity a feature introduces.)
    // The same tasks, each building the same requirements; build order (and so the T-numbers of features) may differ.
    const titles = (g: typeof graph) =>
      itemsOf(g, 'task')
        .map((t) => `${t.title} → ${linked(t, 'due_in').join()}`)
        .sort();
    expect(titles(graph)).toEqual(titles(builtin));
    expect(itemsOf(graph, 'task')).toHaveLength(itemsOf(builtin, 'task').length);
    const tasks = new Map(itemsOf(graph, 'task').map((t) => [t.id, t]));
    for (const t of tasks.values()) for (const d of linked(t, 'depends_on')) expect(String(t.fields.start) > String(tasks.get(d)!.fields.end), `${t.id} after ${d}`).toBe(true);
    expect(validateGraph(graph)).toEqual([]);
  });

  it("takes the model's criteria, marks what the brief does not name as the model's, and plans tasks for it", () => {
    const reading = read(improvedGraph(draft()));
    if (!('graph' in reading)) throw new Error(reading.problems.join('\n'));
    const byId = new Map(reading.graph.items.map((i) => [i.id, i]));
    expect(linked(byId.get('FR-1')!, 'verified_by')).toEqual(['AC-1.1']);
    expect(byId.get('AC-1.1')).toMatchObject({ statement: modelCriterionText, source: 'derived' });
    expect(byId.get('FR-6')).toMatchObject({ source: 'model', fields: { priority: 'Could', action: 'tick off pantry items' } });
    expect(byId.get('AC-6.1')?.source).toBe('model');
    expect(byId.get('FR-1')?.source).toBe(entrySources('keyFeatures', sampleBrief.keyFeatures)[0]);
    const task = byId.get(linked(byId.get('FR-6')!, 'built_by')[0]!);
    expect(task).toMatchObject({ kind: 'task', title: 'Build FR-6: Pantry check before the shopping list is sent' });
    // A Could requirement is scheduled after the Must ones (M-3), from the model's priority.
    expect(linked(task!, 'due_in')).toEqual(['M-3']);
  });

  it('names a dangling link, a requirement without criteria and a duplicate id', () => {
    expect(problemsOf(brokenGraph(draft()))).toEqual(expect.arrayContaining(['duplicate id PER-1', 'FR-1 uses ENT-99, which does not exist', 'FR-2 has no acceptance criteria']));
  });

  it('checks id formats per kind and the kind a link points to', () => {
    const g = draft() as unknown as ModelGraph;
    g.requirements[0]!.id = 'F-1';
    g.requirements[1]!.personas = ['ENT-1'];
    expect(problemsOf(g)).toEqual(['requirements[0].id: must look like FR-<number>', 'requirements[1].personas[0]: must look like PER-<number>']);
  });

  it("keeps every key feature of the brief under its id, and the user's mitigation word for word", () => {
    const g = draft() as unknown as ModelGraph;
    g.requirements = g.requirements.filter((r) => r.id !== 'FR-3');
    for (const j of g.journeys) j.requirements = j.requirements.filter((id) => id !== 'FR-3');
    for (const r of g.risks) r.concerns = r.concerns.filter((id) => id !== 'FR-3');
    for (const d of g.decisions) d.supports = d.supports.filter((id) => id !== 'FR-3');
    for (const q of g.questions) q.concerns = q.concerns.filter((id) => id !== 'FR-3');
    expect(problemsOf(g)).toEqual(['FR-3 is missing: it is the brief\'s key feature "Recipe search with dietary filters"; keep it under this id']);

    const brief = normaliseBrief({ ...sampleInput, risks: 'Walkers cancel late — keep a standby list of walkers' }, '2026-01-01');
    const own = buildSpecGraph(brief);
    const answer = scaffoldForModel(own);
    answer.risks[0]!.mitigation = 'Consider a standby pool.';
    const reading = graphFromModel(brief, answer, own, 'openai:m');
    const risk = 'graph' in reading ? reading.graph.items.find((i) => i.id === 'RISK-1') : undefined;
    expect(risk?.fields).toMatchObject({ mitigation: 'keep a standby list of walkers', mitigationSource: 'user' });
  });

  it('treats an answer cut at the output limit as invalid, even when the text is JSON', () => {
    const whole = readAnswer({ text: JSON.stringify(draft()), finishReason: 'length' }, sampleBrief, scaffold, 'openai:m');
    expect(whole).toEqual({ problems: ['the answer was cut off at the output limit before the JSON object was complete'] });
    const cut = readAnswer({ text: truncatedJson(draft()), finishReason: 'stop' }, sampleBrief, scaffold, 'openai:m');
    expect('problems' in cut && cut.problems[0]).toMatch(/^the answer is not valid JSON \(/);
  });
});

describe('parseJsonAnswer', () => {
  it('reads the object bare, fenced or between prose, and says why when it cannot', () => {
    expect(parseJsonAnswer('{"a":1}')).toEqual({ value: { a: 1 } });
    expect(parseJsonAnswer('```json\n{"a":1}\n```')).toEqual({ value: { a: 1 } });
    expect(parseJsonAnswer('Here it is:\n{"a":1}\nHope this helps.')).toEqual({ value: { a: 1 } });
    expect(parseJsonAnswer('  ')).toEqual({ error: 'the answer was empty: send the JSON object' });
    expect(parseJsonAnswer('{"a":')).toMatchObject({ error: expect.stringMatching(/^the answer is not valid JSON/) });
  });
});

describe('graphPrompt', () => {
  it('carries the rules, the brief and the whole draft within the default budget, and a parseable outline in a small one', () => {
    const s = scaffoldForModel(scaffold);
    const draftOf = (prompt: string) => JSON.parse(prompt.slice(prompt.indexOf('(JSON):\n') + 8)) as ModelGraph;
    const roomy = graphPrompt(sampleBrief, s, 48_000);
    expect(roomy.startsWith(GRAPH_PROMPT_HEAD)).toBe(true);
    expect(roomy).toContain("FR-n is the brief's n-th key feature");
    expect(roomy).toContain(sampleBrief.problemStatement.split('\n')[0]!.replace(/"/g, '\\"'));
    expect(draftOf(roomy)).toEqual(s);
    const tight = graphPrompt(sampleBrief, s, 8_000);
    expect(tight.length).toBeLessThanOrEqual(8_000);
    expect(draftOf(tight).requirements.map((r) => r.id)).toEqual(['FR-1', 'FR-2', 'FR-3', 'FR-4', 'FR-5']);
  });
});

describe('scaffoldJson', () => {
  it('fits the budget without cutting JSON: fewer criteria first, then an outline with one full example per kind', () => {
    const s = scaffoldForModel(scaffold);
    const whole = JSON.stringify(s);
    expect(scaffoldJson(s, whole.length)).toBe(whole);
    const lean = JSON.parse(scaffoldJson(s, whole.length - 1)) as ModelGraph;
    expect(lean.requirements.every((r) => r.criteria.length === 1)).toBe(true);
    const outline = JSON.parse(scaffoldJson(s, 2_000)) as Record<string, Record<string, unknown>[]>;
    expect(outline.requirements![0]).toEqual(s.requirements[0]);
    expect(outline.requirements![1]).toEqual({ id: 'FR-2', title: s.requirements[1]!.title });
  });
});
