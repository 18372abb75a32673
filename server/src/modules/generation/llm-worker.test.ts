import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Outcome } from '../../test/auth-client.js';
import { transports } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { documentClient, SUMMARY_FIELDS, type DocumentClient } from '../documents/testing/document-client.js';
import { composeSections } from './composer/index.js';
import { sampleBrief } from './composer/sample-brief.js';
import { projectEvents, type GenerationEvent } from './generation-events.js';
import { draftGraphIn, type FakeLlmServer, type FakeReply, graphAsked, jsonReply, type RecordedRequest, sectionAsked, startFakeLlmServer } from './llm/testing/fake-llm-server.js';
import { addedRequirementTitle, brokenGraph, improvedGraph, modelCriterionText } from './llm/testing/model-graph-answers.js';

/** How the fake provider answers: streamed text, a 500 on every call, a slow stream to cancel, its own graph or a broken one. */
let mode: 'ok' | 'streaming' | 'down' | 'slow' | 'own-graph' | 'bad-graph' = 'ok';
let fake: FakeLlmServer;
let t: TestApp;

function reply(req: RecordedRequest): FakeReply {
  const { index, title } = sectionAsked(req.prompt);
  if (mode === 'down') return { status: 500 };
  if (mode === 'slow') return { chunks: Array.from({ length: 200 }, () => 'word '), chunkDelayMs: 100 };
  // The PRD's spec graph: the draft back, as a model that keeps it would answer.
  if (graphAsked(req)) {
    const draft = draftGraphIn(req);
    return jsonReply(mode === 'own-graph' ? improvedGraph(draft) : mode === 'bad-graph' ? brokenGraph(draft) : draft);
  }
  const chunks = ['Model ', 'text ', 'for ', `section ${index}: `, `${title}.`];
  return mode === 'streaming' ? { chunks, chunkDelayMs: 80 } : { chunks };
}

beforeAll(async () => {
  fake = await startFakeLlmServer((req) => reply(req));
  t = await createTestApp({ LLM_PROVIDER: 'openai', LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-model', LLM_API_KEY: 'sk-worker-test' });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** REST answers `{ status, data, message }`: unwrap `data` so both transports compare alike. */
async function act(c: DocumentClient, action: 'cancel' | 'retry', documentId: string): Promise<Outcome> {
  if (c.transport === 'graphql') {
    const field = action === 'cancel' ? 'cancelGeneration' : 'retryGeneration';
    return c.gql(`mutation($id: ID!) { ${field}(documentId: $id) { ${SUMMARY_FIELDS} } }`, { id: documentId });
  }
  const out = await c.rest('post', `/documents/${documentId}/${action}`);
  return out.ok ? { ...out, data: out.body.data as Outcome['data'] } : out;
}

/** An error answer: GraphQL errors come with HTTP 200, so only REST is checked for the status. */
function refused(c: DocumentClient, code: string, status: number) {
  return c.transport === 'rest' ? { ok: false, code, status } : { ok: false, code };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the worker with LLM_PROVIDER=openai against a fake OpenAI-compatible server', () => {
  it('generates a ready document through the real worker, streaming tokens whose deltas add up to the content', async () => {
    mode = 'streaming';
    const { c } = await documentClient(t.app, t.db.orm, 'rest');
    const projectId = await c.projectWithBrief();
    const events: GenerationEvent[] = [];
    const done = (async () => {
      for await (const e of projectEvents(projectId)) {
        events.push(e);
        if (e.status === 'ready' || e.status === 'failed') return;
      }
    })();
    const before = fake.requests.length;
    expect(await c.generate(projectId, 'prd')).toMatchObject({ ok: true, data: { status: expect.stringMatching(/^(?:queued|generating)$/) } });
    const [doc] = await c.settle(projectId, 30_000);
    await done;
    expect(doc).toMatchObject({ type: 'prd', status: 'ready', version: 1, generator: 'openai:fake-model', error: null });

    const sections = composeSections('prd', sampleBrief).sections;
    // The spec graph, then one call per section.
    expect(fake.requests.length - before).toBe(sections.length + 1);
    expect(fake.requests.at(-1)!.headers.authorization).toBe('Bearer sk-worker-test');
    const content = (await c.getDocument(doc!.id as string)).data.content as string;
    expect(content).toContain('Drafted by an AI model (openai:fake-model)');
    expect(content).toContain(`## ${sections[1]!.title}\n\nModel text for section 2: ${sections[1]!.title}.`);

    // Appending the deltas in order gives the stored Markdown: nothing sent twice, nothing lost.
    expect(events.map((e) => e.delta).join('')).toBe(content);
    // Tokens arrived between the section events (several events per section), batched (not one per token).
    const withText = events.filter((e) => e.delta);
    expect(withText.length).toBeGreaterThan(sections.length + 3);
    expect(withText.length).toBeLessThan(sections.length * 5);
    expect(events.at(-1)).toMatchObject({ status: 'ready', percent: 100, version: 1 });
  }, 60_000);

  it("stores the model's spec graph with the PRD, and the plan is built from it", async () => {
    mode = 'own-graph';
    const { c } = await documentClient(t.app, t.db.orm, 'rest');
    const projectId = await c.projectWithBrief();
    await c.generate(projectId, 'prd');
    const [prd] = await c.settle(projectId, 30_000);
    expect(prd).toMatchObject({ status: 'ready', generator: 'openai:fake-model', error: null });

    const spec = await c.rest('get', `/projects/${projectId}/spec`);
    const data = spec.body.data as { generator: string; items: { id: string; kind: string; statement: string; source: string; links: { kind: string; to: string }[] }[] };
    const byId = new Map(data.items.map((i) => [i.id, i]));
    expect(data.generator).toBe('openai:fake-model');
    // FR-1 has the model's one criterion (the composer writes three), FR-6 is the model's own.
    expect(byId.get('AC-1.1')?.statement).toBe(modelCriterionText);
    expect(byId.has('AC-1.2')).toBe(false);
    expect(byId.get('FR-6')).toMatchObject({ kind: 'requirement', source: 'model' });
    expect(byId.get('FR-1')?.source).toMatch(/^brief:keyFeatures@[0-9a-f]{8}$/);
    // Tasks are planned from the model's requirements: FR-6 is built by a task of its own.
    const builtBy = byId.get('FR-6')!.links.find((l) => l.kind === 'built_by')!.to;
    expect(byId.get(builtBy)).toMatchObject({ kind: 'task' });
    const prdDoc = (await c.getDocument(prd!.id as string)).data;
    const requirements = (prdDoc.structured as { requirements: { id: string; title: string; acceptanceCriteria: unknown[] }[] }).requirements;
    expect(requirements.find((r) => r.id === 'FR-6')?.title).toBe(addedRequirementTitle);
    expect(requirements[0]!.acceptanceCriteria).toEqual([{ id: 'AC-1.1', given: expect.any(String), when: 'they open the weekly planner on Monday', then: expect.any(String) }]);

    // A later document renders from the stored graph: the plan schedules the model's FR-6.
    mode = 'ok';
    await c.generate(projectId, 'implementation_plan');
    const docs = await c.settle(projectId, 30_000);
    const plan = docs.find((d) => d.type === 'implementation_plan')!;
    expect(plan).toMatchObject({ status: 'ready' });
    const planned = JSON.stringify((await c.getDocument(plan.id as string)).data.structured);
    expect(planned).toContain(`Build FR-6: ${addedRequirementTitle}`);
  }, 90_000);

  it('a model that keeps answering an invalid graph fails the PRD with the problems, and no graph is stored', async () => {
    mode = 'bad-graph';
    const { c } = await documentClient(t.app, t.db.orm, 'rest');
    const projectId = await c.projectWithBrief();
    const before = fake.requests.length;
    await c.generate(projectId, 'prd');
    const [prd] = await c.settle(projectId, 40_000);
    expect(prd).toMatchObject({
      status: 'failed',
      version: 0,
      error: 'The AI model did not return a valid spec graph after 4 attempts, each with a repair round: duplicate id PER-1; FR-1 uses ENT-99, which does not exist; FR-2 has no acceptance criteria. Please try again or choose another model.',
    });
    expect(fake.requests.length - before).toBe(8); // 4 attempts × (answer + repair), no section
    const spec = await c.rest('get', `/projects/${projectId}/spec`);
    expect((spec.body.data as { items: unknown[] }).items).toEqual([]);
    mode = 'ok';
  }, 90_000);

  it('a provider answering 500 leaves a failed document with a readable reason; retryGeneration succeeds once it is back', async () => {
    mode = 'down';
    const { c } = await documentClient(t.app, t.db.orm, 'graphql');
    const projectId = await c.projectWithBrief();
    await c.generate(projectId, 'prd');
    const [doc] = await c.settle(projectId, 40_000);
    expect(doc).toMatchObject({
      status: 'failed',
      version: 0,
      error: 'The AI provider had an internal error (500) after 4 attempts. Please try again later.',
    });

    mode = 'ok';
    const retried = await act(c, 'retry', doc!.id as string);
    // The answer is read back after the job is sent, so a quick worker may already have claimed it.
    expect(retried).toMatchObject({ ok: true, data: { id: doc!.id, status: expect.stringMatching(/^(?:queued|generating)$/), error: null } });
    expect((await c.settle(projectId, 30_000))[0]).toMatchObject({ status: 'ready', version: 1, generator: 'openai:fake-model', error: null });
  }, 90_000);

  for (const transport of transports) {
    it(`cancels a running generation, keeps the last version, and retries it (${transport})`, async () => {
      mode = 'ok';
      const { c } = await documentClient(t.app, t.db.orm, transport);
      const projectId = await c.projectWithBrief();
      await c.generate(projectId, 'prd');
      const [first] = await c.settle(projectId, 30_000);
      const id = first!.id as string;
      const v1 = (await c.getDocument(id)).data.content as string;
      expect(await act(c, 'cancel', id)).toMatchObject(refused(c, 'GENERATION_NOT_ACTIVE', 409));
      expect(await act(c, 'retry', id)).toMatchObject(refused(c, 'GENERATION_NOT_RETRYABLE', 409));

      // A regeneration, cancelled while the provider is still streaming its first section.
      mode = 'slow';
      const before = fake.requests.length;
      await c.generate(projectId, 'prd');
      await waitFor('the provider request', async () => (fake.requests.length > before ? true : undefined));
      const cancelled = await act(c, 'cancel', id);
      expect(cancelled).toMatchObject({ ok: true, data: { id, status: 'cancelled', error: 'The generation was cancelled.', version: 1 } });
      // The running request is aborted (the provider sees the connection close), long before its end.
      await waitFor('the aborted request', async () => (fake.requests.at(-1)!.closedEarly ? true : undefined), 5_000);
      const after = (await c.getDocument(id)).data;
      expect(after).toMatchObject({ status: 'cancelled', version: 1, progress: 0, current_section: null });
      expect(after.content).toBe(v1);
      expect(fake.requests.length - before).toBe(1);

      // Another user cannot see, cancel or retry it.
      const other = (await documentClient(t.app, t.db.orm, transport)).c;
      expect(await act(other, 'retry', id)).toMatchObject(refused(other, 'DOCUMENT_NOT_FOUND', 404));
      expect(await act(other, 'cancel', id)).toMatchObject(refused(other, 'DOCUMENT_NOT_FOUND', 404));
      expect(await act(c, 'cancel', 'not-a-uuid')).toMatchObject(refused(c, 'DOCUMENT_NOT_FOUND', 404));

      mode = 'ok';
      expect(await act(c, 'retry', id)).toMatchObject({ ok: true, data: { id, status: expect.stringMatching(/^(?:queued|generating)$/), error: null } });
      expect(await act(c, 'retry', id)).toMatchObject(refused(c, 'GENERATION_IN_PROGRESS', 409));
      expect((await c.settle(projectId, 30_000))[0]).toMatchObject({ status: 'ready', version: 2, error: null });
    }, 90_000);
  }

  it('cancelling the PRD of a running chain cancels the documents waiting for it', async () => {
    mode = 'slow';
    const { c } = await documentClient(t.app, t.db.orm, 'graphql');
    const projectId = await c.projectWithBrief();
    const started = await c.generateAll(projectId);
    const items = started.data.items as { id: string; type: string }[];
    const prd = items.find((d) => d.type === 'prd')!;
    await waitFor('the PRD to start', async () => ((await c.getDocument(prd.id)).data.status === 'generating' ? true : undefined));
    expect(await act(c, 'cancel', prd.id)).toMatchObject({ ok: true, data: { status: 'cancelled' } });
    const docs = await c.settle(projectId);
    expect(docs.map((d) => d.status)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled', 'cancelled', 'cancelled']);
    expect(docs[1]!.error).toBe('Not generated: the PRD could not be generated. Retry it, then generate this document again.');
    mode = 'ok';
  }, 60_000);
});
