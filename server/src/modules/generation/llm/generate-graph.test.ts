import { afterEach, describe, expect, it } from 'vitest';
import { composeSections, type PrdStructured } from '../composer/index.js';
import { sampleBrief } from '../composer/sample-brief.js';
import type { SectionProgress } from './generator.js';
import { LlmGenerationError } from './errors.js';
import { createLlmGenerator, type LlmGeneratorOptions } from './llm-generator.js';
import { draftGraphIn, echoSection, type FakeLlmServer, type FakeScript, graphAsked, jsonReply, type RecordedRequest, startFakeLlmServer } from './testing/fake-llm-server.js';
import { addedRequirementTitle, brokenGraph, improvedGraph, modelCriterion, truncatedJson } from './testing/model-graph-answers.js';

/** The spec-graph call of a PRD against the fake OpenAI-compatible server (real HTTP, SSE). */

let server: FakeLlmServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const fast: LlmGeneratorOptions = { retryBaseDelayMs: 5, maxRetryDelayMs: 1_000, idleTimeoutMs: 5_000 };
const noProgress = async () => {};
const sections = composeSections('prd', sampleBrief).sections;

/** Answers graph calls with `graph(request, nth graph call)`, sections with the echo. */
async function generatorFor(graph: (req: RecordedRequest, nth: number) => ReturnType<FakeScript>, options: LlmGeneratorOptions = {}) {
  let nth = 0;
  server = await startFakeLlmServer((req) => (graphAsked(req) ? graph(req, ++nth) : echoSection(req)));
  return createLlmGenerator({ provider: 'openai', model: 'fake-model', baseUrl: server.url, apiKey: 'sk-test' }, { ...fast, ...options });
}
const graphRequests = () => server!.requests.filter(graphAsked);
const lastUserText = (req: RecordedRequest) => req.prompt;

async function failure(promise: Promise<unknown>): Promise<LlmGenerationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LlmGenerationError);
  return error as LlmGenerationError;
}

describe("the PRD's spec graph from an OpenAI-compatible provider", () => {
  it("renders the PRD from the model's graph: its requirements, criteria and the tasks planned from them", async () => {
    const generator = await generatorFor((req) => jsonReply(improvedGraph(draftGraphIn(req))));
    const progress: SectionProgress[] = [];
    const doc = await generator.generate('prd', sampleBrief, {}, async (p) => void progress.push(p));

    expect(graphRequests()).toHaveLength(1);
    const ask = server!.requests[0]!;
    expect(ask.body.response_format).toEqual({ type: 'json_object' });
    expect(ask.prompt).toContain('"id":"FR-5"'); // the built-in graph as scaffold, so ids stay stable
    expect(ask.prompt).toContain(sampleBrief.projectName);

    const structured = doc.structured as unknown as PrdStructured;
    expect(structured.requirements.map((r) => r.id)).toEqual(['FR-1', 'FR-2', 'FR-3', 'FR-4', 'FR-5', 'FR-6']);
    expect(structured.requirements[0]!.acceptanceCriteria).toEqual([{ id: 'AC-1.1', ...modelCriterion }]);
    expect(structured.requirements[5]).toMatchObject({ title: addedRequirementTitle, priority: 'Should' }); // a Could reads as Should in the PRD
    expect(doc.graph?.generator).toBe('openai:fake-model');
    const fr6 = doc.graph!.items.find((i) => i.id === 'FR-6')!;
    expect(fr6).toMatchObject({ source: 'model', fields: { priority: 'Could' } });
    expect(doc.graph!.items.some((i) => i.kind === 'task' && i.title === `Build FR-6: ${addedRequirementTitle}`)).toBe(true);

    // The section drafts the model rewrites come from its graph: the requirements section carries its criterion.
    const drafts = server!.requests
      .filter((r) => !graphAsked(r))
      .map((r) => r.prompt)
      .join('\n');
    expect(drafts).toContain(modelCriterion.when);
    expect(drafts).toContain(addedRequirementTitle);
    expect(doc.markdown).toContain('FR-6');
    // Live progress is unchanged: one report per section, after the graph.
    expect(progress.map((p) => p.index)).toEqual(sections.map((_, i) => i));
  });

  it('sends the problems of an invalid graph back once and uses the repaired answer', async () => {
    const generator = await generatorFor((req, nth) => jsonReply(nth === 1 ? brokenGraph(draftGraphIn(req)) : improvedGraph(draftGraphIn(req))));
    const doc = await generator.generate('prd', sampleBrief, {}, noProgress);

    const [first, repair] = graphRequests();
    expect(graphRequests()).toHaveLength(2);
    const repairText = lastUserText(repair!);
    expect(repairText).toContain('- duplicate id PER-1');
    expect(repairText).toContain('- FR-1 uses ENT-99, which does not exist');
    expect(repairText).toContain('- FR-2 has no acceptance criteria');
    // The repair round is the same conversation: the first prompt, the invalid answer, the problems.
    expect(repair!.body.messages!.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(String(repair!.body.messages![2]!.content)).toContain('ENT-99');
    expect(repair!.body.messages![1]!.content).toEqual(first!.body.messages![1]!.content);
    expect((doc.structured as unknown as PrdStructured).requirements[0]!.acceptanceCriteria).toEqual([{ id: 'AC-1.1', ...modelCriterion }]);
  });

  it('retries under the retry policy when the repair fails too, then fails with the problems, never with another graph', async () => {
    const notices: { attempt: number; delayMs: number }[] = [];
    const progress: SectionProgress[] = [];
    const generator = await generatorFor((req) => jsonReply(brokenGraph(draftGraphIn(req))), { maxRetries: 1, onRetry: (n) => notices.push(n) });
    const error = await failure(generator.generate('prd', sampleBrief, {}, async (p) => void progress.push(p)));

    expect(error.kind).toBe('bad_output');
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('The AI model did not return a valid spec graph after 2 attempts, each with a repair round: duplicate id PER-1; FR-1 uses ENT-99, which does not exist; FR-2 has no acceptance criteria. Please try again or choose another model.');
    // Two attempts of (answer + repair), the second a fresh start; no section was written.
    expect(server!.requests).toHaveLength(4);
    expect(server!.requests.map((r) => r.body.messages!.length)).toEqual([2, 4, 2, 4]);
    expect(notices).toEqual([expect.objectContaining({ attempt: 1, delayMs: 5, sectionTitle: 'Spec graph' })]);
    expect(progress).toEqual([]);
  });

  it('repairs an answer cut at the output limit by asking for the whole object, more concisely', async () => {
    const generator = await generatorFor((req, nth) => (nth === 1 ? { chunks: [truncatedJson(draftGraphIn(req))], finish: 'length' } : jsonReply(improvedGraph(draftGraphIn(req)))));
    const doc = await generator.generate('prd', sampleBrief, {}, noProgress);
    const repair = graphRequests()[1]!;
    expect(lastUserText(repair)).toContain('- the answer was cut off at the output limit before the JSON object was complete');
    expect(lastUserText(repair)).toContain('more concisely');
    expect(doc.graph!.items.some((i) => i.id === 'FR-6')).toBe(true);
  });

  it('fails cleanly when every answer is partial JSON, and says why', async () => {
    const generator = await generatorFor((req) => ({ chunks: [truncatedJson(draftGraphIn(req))] }), { maxRetries: 0 });
    const error = await failure(generator.generate('prd', sampleBrief, {}, noProgress));
    expect(error.kind).toBe('bad_output');
    expect(error.message).toMatch(/^The AI model did not return a valid spec graph after a repair round: the answer is not valid JSON \(.+\)\. Please try again or choose another model\.$/);
    expect(server!.requests).toHaveLength(2);
  });

  it('retries a graph answer that broke off mid-stream (nothing of it was shown), then goes on', async () => {
    const generator = await generatorFor((req, nth) => {
      const reply = jsonReply(draftGraphIn(req), 200);
      return nth === 1 ? { ...reply, dropAfter: 3 } : reply;
    });
    const doc = await generator.generate('prd', sampleBrief, {}, noProgress);
    expect(graphRequests()).toHaveLength(2);
    expect(graphRequests()[1]!.body.messages).toHaveLength(2); // asked afresh, not a repair
    expect(doc.graph?.generator).toBe('openai:fake-model');
  });

  it('stops the graph call when the generation is cancelled', async () => {
    const controller = new AbortController();
    const generator = await generatorFor((req) => {
      setTimeout(() => controller.abort(), 50);
      return { ...jsonReply(draftGraphIn(req), 100), chunkDelayMs: 20 };
    });
    const error = await failure(generator.generate('prd', sampleBrief, {}, noProgress, { signal: controller.signal }));
    expect(error.kind).toBe('cancelled');
    expect(server!.requests).toHaveLength(1);
    await expect.poll(() => server!.requests[0]!.closedEarly).toBe(true);
  });
});

describe("the PRD's spec graph from an Anthropic provider", () => {
  it('asks for structured output on /v1/messages and renders from the answer', async () => {
    server = await startFakeLlmServer((req) => (graphAsked(req) ? jsonReply(improvedGraph(draftGraphIn(req))) : echoSection(req)));
    const generator = createLlmGenerator({ provider: 'anthropic', model: 'claude-fake', baseUrl: server.url, apiKey: 'ak-test' }, fast);
    const doc = await generator.generate('prd', sampleBrief, {}, noProgress);
    const ask = server.requests[0]!;
    expect(ask.path).toBe('/v1/messages');
    // Anthropic's native structured output, with the schema (ids' formats included) sent along.
    expect(ask.body).toMatchObject({ output_config: { format: { type: 'json_schema', schema: { required: expect.arrayContaining(['requirements', 'risks']) } } } });
    expect(doc.graph!.items.find((i) => i.id === 'FR-6')?.source).toBe('model');
    expect(doc.generator).toBe('anthropic:claude-fake');
  });
});
