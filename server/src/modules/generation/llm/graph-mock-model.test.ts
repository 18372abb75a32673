import { simulateReadableStream } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { buildSpecGraph } from '../composer/index.js';
import type { PrdStructured } from '../composer/index.js';
import { sampleBrief } from '../composer/sample-brief.js';
import { LlmGenerationError } from './errors.js';
import { scaffoldForModel } from './graph-scaffold.js';
import { createLlmGenerator } from './llm-generator.js';
import { brokenGraph, improvedGraph, modelCriterion, truncatedJson } from './testing/model-graph-answers.js';

/** The spec-graph call with the AI SDK's mock model: what the SDK is asked for, and what comes back. */

type StreamResult = Awaited<ReturnType<MockLanguageModelV4['doStream']>>;
type Part = StreamResult['stream'] extends ReadableStream<infer P> ? P : never;
type CallOptions = Parameters<MockLanguageModelV4['doStream']>[0];

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

function stream(text: string, finish: 'stop' | 'length' = 'stop'): StreamResult {
  const chunks: Part[] = [
    { type: 'text-start', id: 't' },
    // Several deltas, as a provider streams JSON.
    ...(text.match(/[\s\S]{1,300}/g) ?? []).map((delta): Part => ({ type: 'text-delta', id: 't', delta })),
    { type: 'text-end', id: 't' },
    { type: 'finish', finishReason: { unified: finish, raw: undefined }, usage },
  ];
  return { stream: simulateReadableStream({ chunks }) };
}

const draft = () => scaffoldForModel(buildSpecGraph(sampleBrief)) as unknown as Record<string, unknown[]>;
const isGraphCall = (options: CallOptions) => options.responseFormat?.type === 'json';

/** A mock whose graph calls get `answers` in turn (the last one repeats) and whose sections get a line. */
function mockModel(answers: (() => StreamResult)[]) {
  let n = 0;
  return new MockLanguageModelV4({
    doStream: async (options) => (isGraphCall(options) ? answers[Math.min(n++, answers.length - 1)]!() : stream('Section text.')),
  });
}
const graphCalls = (model: MockLanguageModelV4) => model.doStreamCalls.filter(isGraphCall);
const promptText = (options: CallOptions) => JSON.stringify(options.prompt);

describe('the spec graph with the AI SDK mock model', () => {
  it('asks an Anthropic model for JSON with the schema and renders the PRD from the validated answer', async () => {
    const model = mockModel([() => stream(JSON.stringify(improvedGraph(draft())))]);
    const generator = createLlmGenerator({ provider: 'anthropic', model: 'mock' }, { model });
    const doc = await generator.generate('prd', sampleBrief, {}, async () => {});

    const [call] = graphCalls(model);
    expect(graphCalls(model)).toHaveLength(1);
    expect(model.doStreamCalls[0]).toBe(call); // the graph comes before any section
    const format = call!.responseFormat as { type: 'json'; schema?: { required?: string[] }; name?: string };
    expect(format.name).toBe('spec_graph');
    expect(format.schema?.required).toEqual(['personas', 'journeys', 'requirements', 'nfrs', 'metrics', 'entities', 'decisions', 'integrations', 'risks', 'questions']);

    const prd = doc.structured as unknown as PrdStructured;
    expect(prd.requirements[0]!.acceptanceCriteria).toEqual([{ id: 'AC-1.1', ...modelCriterion }]);
    expect(prd.requirements.map((r) => r.id)).toContain('FR-6');
    expect(doc.graph).toMatchObject({ generator: 'anthropic:mock' });
  });

  it('asks an OpenAI-compatible model for JSON without the schema (json_object mode cannot carry it)', async () => {
    const model = mockModel([() => stream(JSON.stringify(improvedGraph(draft())))]);
    const doc = await createLlmGenerator({ provider: 'openai', model: 'mock' }, { model }).generate('prd', sampleBrief, {}, async () => {});
    expect(graphCalls(model)[0]!.responseFormat).toEqual({ type: 'json', name: 'spec_graph', description: 'The spec graph of the project' });
    expect(doc.graph).toMatchObject({ generator: 'openai:mock' });
  });

  it('repairs an invalid graph in one round that names the problems', async () => {
    const model = mockModel([() => stream(JSON.stringify(brokenGraph(draft()))), () => stream(JSON.stringify(improvedGraph(draft())))]);
    const generator = createLlmGenerator({ provider: 'openai', model: 'mock' }, { model, retryBaseDelayMs: 1 });
    const doc = await generator.generate('prd', sampleBrief, {}, async () => {});
    const calls = graphCalls(model);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.prompt.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(promptText(calls[1]!)).toContain('FR-2 has no acceptance criteria');
    expect(doc.graph!.items.find((i) => i.id === 'FR-6')?.source).toBe('model');
  });

  it('fails with bad_output when every answer stops at the output limit', async () => {
    const model = mockModel([() => stream(truncatedJson(draft()), 'length')]);
    const generator = createLlmGenerator({ provider: 'anthropic', model: 'mock' }, { model, maxRetries: 1, retryBaseDelayMs: 1 });
    const error = await generator.generate('prd', sampleBrief, {}, async () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmGenerationError);
    expect((error as LlmGenerationError).kind).toBe('bad_output');
    expect((error as LlmGenerationError).message).toContain('after 2 attempts, each with a repair round: the answer was cut off at the output limit');
    expect(graphCalls(model)).toHaveLength(4);
    expect(graphCalls(model)[0]!.maxOutputTokens).toBe(8192);
    expect(model.doStreamCalls.filter((c) => !isGraphCall(c))).toHaveLength(0);
  });

  it('writes no graph for a later document: it renders from the graph it is given', async () => {
    const model = mockModel([() => stream('{}')]);
    const generator = createLlmGenerator({ provider: 'openai', model: 'mock' }, { model });
    const graph = buildSpecGraph(sampleBrief);
    const prd = (await createLlmGenerator({ provider: 'openai', model: 'mock' }, { model: mockModel([() => stream(JSON.stringify(draft()))]) }).generate('prd', sampleBrief, {}, async () => {})).structured;
    const doc = await generator.generate('implementation_plan', sampleBrief, { prd: prd as unknown as PrdStructured, graph }, async () => {});
    expect(graphCalls(model)).toHaveLength(0);
    expect(doc.graph).toBe(graph);
  });
});
