import { afterEach, describe, expect, it } from 'vitest';
import { composeDocument, composeSections } from '../composer/index.js';
import { sampleBrief } from '../composer/sample-brief.js';
import { builtinGenerator, type SectionProgress } from './generator.js';
import { LlmGenerationError } from './errors.js';
import { createLlmGenerator, type LlmGeneratorOptions, selectGenerator } from './llm-generator.js';
import { echoSection, type FakeLlmServer, type FakeScript, graphAsked, sectionAsked, startFakeLlmServer } from './testing/fake-llm-server.js';

let server: FakeLlmServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const fast: LlmGeneratorOptions = { retryBaseDelayMs: 10, maxRetryDelayMs: 5_000, idleTimeoutMs: 5_000 };

async function openai(script: FakeScript = echoSection, options: LlmGeneratorOptions = fast) {
  server = await startFakeLlmServer(script);
  return createLlmGenerator({ provider: 'openai', model: 'fake-model', baseUrl: server.url, apiKey: 'sk-test' }, { ...fast, ...options });
}

const plan = composeSections('prd', sampleBrief);
const noProgress = async () => {};

/** A PRD starts with the spec-graph call: it gets the draft back (valid), the script answers the sections. */
const graphFirst =
  (script: FakeScript): FakeScript =>
  (req) =>
    graphAsked(req) ? echoSection(req) : script(req);
const sectionRequests = () => server!.requests.filter((r) => !graphAsked(r));

async function failure(promise: Promise<unknown>): Promise<LlmGenerationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LlmGenerationError);
  return error as LlmGenerationError;
}

describe('LLM generator against a fake OpenAI-compatible server (real HTTP, SSE)', () => {
  it('asks once per section in the composer order and assembles the answers under its headings', async () => {
    const generator = await openai();
    const progress: SectionProgress[] = [];
    const doc = await generator.generate('prd', sampleBrief, {}, async (p) => {
      progress.push(p);
    });

    expect(generator.name).toBe('openai:fake-model');
    expect(doc.generator).toBe('openai:fake-model');
    expect(doc.title).toBe(plan.title);
    // The spec graph first (structured output: JSON mode), then one call per section.
    expect(server!.requests).toHaveLength(plan.sections.length + 1);
    expect(graphAsked(server!.requests[0]!)).toBe(true);
    expect(server!.requests[0]!.body.response_format).toEqual({ type: 'json_object' });
    expect(server!.requests.slice(1).map((r) => sectionAsked(r.prompt).title)).toEqual(plan.sections.map((s) => s.title));
    expect(server!.requests[1]!.body.response_format).toBeUndefined();
    const first = server!.requests[1]!;
    expect(first.path).toBe('/v1/chat/completions');
    expect(first.headers.authorization).toBe('Bearer sk-test');
    expect(first.body).toMatchObject({ model: 'fake-model', stream: true });
    // The prompt carries the brief and the section's draft with its ids.
    expect(first.prompt).toContain(sampleBrief.projectName);

    // Headings in composer order, each followed by the model's text for that section.
    let at = 0;
    for (const [i, s] of plan.sections.entries()) {
      const found = doc.markdown.indexOf(`## ${s.title}\n\nModel text for section ${i + 1}: ${s.title}.`, at);
      expect(found, s.title).toBeGreaterThan(at);
      at = found;
    }
    expect(doc.markdown).toContain('Drafted by an AI model (openai:fake-model)');
    expect(doc.markdown).not.toContain('without an AI model');

    // Stable ids: every id of the composer's PRD is in the text; a model that keeps the draft graph gives the composer's structured form.
    const builtin = composeDocument('prd', sampleBrief);
    for (const fr of builtin.structured.requirements) expect(doc.markdown).toContain(fr.id);
    for (const sm of builtin.structured.metrics) expect(doc.markdown).toContain(sm.id);
    expect(doc.structured.requirements).toEqual(builtin.structured.requirements);
    expect(doc.structured).toMatchObject({ generator: 'openai:fake-model', composedWithoutModel: false });

    // Progress per section, in order, each partial extending the previous one; the last is the document.
    expect(progress.map((p) => [p.index, p.total])).toEqual(plan.sections.map((_, i) => [i, plan.sections.length]));
    for (let i = 1; i < progress.length; i++) expect(progress[i]!.partial.startsWith(progress[i - 1]!.partial)).toBe(true);
    expect(`${progress.at(-1)!.partial.trimEnd()}\n`).toBe(doc.markdown);
  });

  it('streams every token in order through onDelta, tagged with its section', async () => {
    const generator = await openai();
    const deltas: { delta: string; index: number }[] = [];
    const doc = await generator.generate('prd', sampleBrief, {}, noProgress, {
      onDelta: (delta, at) => {
        deltas.push({ delta, index: at.index });
      },
    });
    expect(deltas).toHaveLength(plan.sections.length * 4);
    expect(deltas.map((d) => d.index)).toEqual(plan.sections.flatMap((_, i) => [i, i, i, i]));
    for (const [i, s] of plan.sections.entries()) {
      const text = deltas
        .filter((d) => d.index === i)
        .map((d) => d.delta)
        .join('');
      expect(text).toBe(`Model text for section ${i + 1}: ${s.title}.`);
      expect(doc.markdown).toContain(text);
    }
  });

  it('retries a 429 after the Retry-After the provider asked for, then succeeds', async () => {
    const generator = await openai((req) => (req.n === 1 ? { status: 429, headers: { 'retry-after': '1' } } : echoSection(req)));
    const started = Date.now();
    const doc = await generator.generate('prd', sampleBrief, {}, noProgress, {});
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(950); // base delay is 10 ms: only Retry-After explains 1 s
    // The refused call was the spec graph's: asked again, then every section.
    expect(server!.requests).toHaveLength(plan.sections.length + 2);
    expect(graphAsked(server!.requests[1]!)).toBe(true);
    expect(sectionAsked(server!.requests[2]!.prompt).index).toBe(1);
    expect(doc.markdown).toContain(`Model text for section 1: ${plan.sections[0]!.title}.`);
  });

  it('reports retries with exponential back-off and fails readably when the provider keeps answering 500', async () => {
    const notices: { attempt: number; delayMs: number; status?: number }[] = [];
    const generator = await openai(() => ({ status: 500 }), { maxRetries: 2, onRetry: (n) => notices.push(n) });
    const progress: SectionProgress[] = [];
    const error = await failure(generator.generate('prd', sampleBrief, {}, async (p) => void progress.push(p)));
    expect(error.kind).toBe('server');
    expect(error.status).toBe(500);
    expect(error.message).toBe('The AI provider had an internal error (500) after 3 attempts. Please try again later.');
    expect(server!.requests).toHaveLength(3);
    expect(notices.map((n) => [n.attempt, n.delayMs, n.status])).toEqual([
      [1, 10, 500],
      [2, 20, 500],
    ]);
    expect(progress).toEqual([]);
  });

  it('does not retry a refused API key and says so', async () => {
    const generator = await openai(() => ({ status: 401, error: { error: { message: 'Incorrect API key provided: sk-test', type: 'invalid_request_error' } } }));
    const error = await failure(generator.generate('prd', sampleBrief, {}, noProgress));
    expect(error.kind).toBe('auth');
    expect(error.message).toBe('The AI provider refused the API key (401). Check LLM_API_KEY.');
    expect(error.message).not.toContain('sk-test');
    expect(server!.requests).toHaveLength(1);
  });

  it('cancels mid-stream through the AbortSignal and closes the HTTP request', async () => {
    const generator = await openai(graphFirst(() => ({ chunks: Array.from({ length: 50 }, (_, i) => `w${i} `), chunkDelayMs: 20 })));
    const controller = new AbortController();
    const deltas: string[] = [];
    const error = await failure(
      generator.generate('prd', sampleBrief, {}, noProgress, {
        signal: controller.signal,
        onDelta: (d) => {
          deltas.push(d);
          if (deltas.length === 3) controller.abort();
        },
      }),
    );
    expect(error.kind).toBe('cancelled');
    expect(error.message).toBe('The generation was cancelled.');
    expect(deltas).toEqual(['w0 ', 'w1 ', 'w2 ']);
    expect(sectionRequests()).toHaveLength(1);
    await expect.poll(() => sectionRequests()[0]!.closedEarly).toBe(true);
  });

  it('does not retry a stream that broke off after text was shown, and says what happened', async () => {
    const generator = await openai(graphFirst(() => ({ chunks: ['one ', 'two ', 'three '], chunkDelayMs: 10, dropAfter: 2 })));
    const deltas: string[] = [];
    const error = await failure(generator.generate('prd', sampleBrief, {}, noProgress, { onDelta: (d) => void deltas.push(d) }));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('The connection to the AI provider broke off in the middle of an answer. Please try again.');
    expect(deltas).toEqual(['one ', 'two ']);
    expect(sectionRequests()).toHaveLength(1);
  });

  it('retries a connection that fails before any answer, then reports the address problem', async () => {
    server = await startFakeLlmServer();
    const url = server.url;
    await server.close();
    server = undefined;
    const generator = createLlmGenerator({ provider: 'openai', model: 'm', baseUrl: url }, { ...fast, maxRetries: 1 });
    const error = await failure(generator.generate('prd', sampleBrief, {}, noProgress));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('The AI provider could not be reached after 2 attempts. Check LLM_BASE_URL and the network.');
  });

  it('refuses to start when the signal is already aborted', async () => {
    const generator = await openai();
    const error = await failure(generator.generate('prd', sampleBrief, {}, noProgress, { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('cancelled');
    expect(server!.requests).toHaveLength(0);
  });

  it('times out a provider that stops answering, with a readable message', async () => {
    const generator = await openai(() => ({ hang: true }), { idleTimeoutMs: 300, maxRetries: 1 });
    const error = await failure(generator.generate('prd', sampleBrief, {}, noProgress));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The AI provider did not answer within 0.3 s.');
    expect(server!.requests).toHaveLength(2); // one retry of a silent call
    await expect.poll(() => server!.requests.every((r) => r.closedEarly)).toBe(true);
  });

  it('limits the time of a whole section even while tokens keep coming', async () => {
    const generator = await openai(
      graphFirst(() => ({ chunks: Array.from({ length: 40 }, () => 'slow '), chunkDelayMs: 25 })),
      { sectionTimeoutMs: 300 },
    );
    const error = await failure(generator.generate('prd', sampleBrief, {}, noProgress));
    expect(error.message).toBe('The AI provider did not finish a section within 0.3 s.');
    expect(sectionRequests()).toHaveLength(1); // text was already shown: not retried
  });

  it('continues a section the model cut at its output limit instead of truncating it', async () => {
    // Request 1 is the spec graph's.
    const generator = await openai((req) => (req.n === 2 ? { chunks: ['First half, '], finish: 'length' } : req.n === 3 ? { chunks: ['second half.'] } : echoSection(req)));
    const doc = await generator.generate('prd', sampleBrief, {}, noProgress);
    expect(doc.markdown).toContain(`## ${plan.sections[0]!.title}\n\nFirst half, second half.`);
    const continuation = server!.requests[2]!.body.messages!;
    expect(continuation.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(continuation[2]!.content).toBe('First half, ');
    expect(server!.requests).toHaveLength(plan.sections.length + 2);
  });

  it('builds later documents from the earlier ones, keeping the FR ids the roadmap cites', async () => {
    const generator = await openai();
    const prd = composeDocument('prd', sampleBrief).structured;
    const implementationPlan = composeDocument('implementation_plan', sampleBrief, { prd }).structured;
    const doc = await generator.generate('roadmap', sampleBrief, { prd, implementation_plan: implementationPlan }, noProgress);
    const builtin = composeDocument('roadmap', sampleBrief, { prd, implementation_plan: implementationPlan });
    expect(doc.structured).toMatchObject({ ...builtin.structured, generator: 'openai:fake-model', composedWithoutModel: false });
    for (const task of builtin.structured.tasks ?? []) expect(doc.markdown).toContain(task.id);
    expect(server!.requests[0]!.prompt).toContain('Earlier documents this one builds on');
  });
});

describe('LLM generator against a fake Anthropic server (real HTTP, SSE)', () => {
  it('streams sections from /v1/messages with the API key header', async () => {
    server = await startFakeLlmServer();
    const generator = createLlmGenerator({ provider: 'anthropic', model: 'claude-fake', baseUrl: server.url, apiKey: 'ak-test' }, fast);
    const deltas: string[] = [];
    const doc = await generator.generate('prd', sampleBrief, {}, noProgress, { onDelta: (d) => void deltas.push(d) });
    expect(doc.generator).toBe('anthropic:claude-fake');
    expect(server.requests[0]!.path).toBe('/v1/messages');
    expect(server.requests[0]!.headers['x-api-key']).toBe('ak-test');
    // The spec graph's call has its own, larger output limit (a cut graph is invalid); sections keep 4 096.
    expect(server.requests[0]!.body).toMatchObject({ model: 'claude-fake', stream: true, max_tokens: 8192 });
    expect(server.requests[1]!.body).toMatchObject({ model: 'claude-fake', stream: true, max_tokens: 4096 });
    expect(server.requests).toHaveLength(plan.sections.length + 1);
    expect(deltas.slice(0, 4).join('')).toBe(`Model text for section 1: ${plan.sections[0]!.title}.`);
    expect(doc.markdown).toContain(`## ${plan.sections.at(-1)!.title}\n\nModel text for section ${plan.sections.length}:`);
  });

  it('explains a refused key', async () => {
    server = await startFakeLlmServer(() => ({ status: 401, error: { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } } }));
    const generator = createLlmGenerator({ provider: 'anthropic', model: 'claude-fake', baseUrl: server.url, apiKey: 'ak-bad' }, fast);
    const error = await failure(generator.generate('prd', sampleBrief, {}, noProgress));
    expect(error.message).toBe('The AI provider refused the API key (401). Check LLM_API_KEY.');
  });
});

describe('selectGenerator', () => {
  it('keeps the built-in composer for LLM_PROVIDER=builtin and builds provider:model otherwise', () => {
    expect(selectGenerator({ LLM_PROVIDER: 'builtin', LLM_BASE_URL: undefined, LLM_API_KEY: undefined, LLM_MODEL: undefined })).toBe(builtinGenerator);
    const llm = selectGenerator({ LLM_PROVIDER: 'openai', LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_API_KEY: undefined, LLM_MODEL: 'llama3.2' });
    expect(llm.name).toBe('openai:llama3.2');
    expect(selectGenerator({ LLM_PROVIDER: 'anthropic', LLM_BASE_URL: undefined, LLM_API_KEY: 'k', LLM_MODEL: 'claude-x' }).name).toBe('anthropic:claude-x');
  });
});
