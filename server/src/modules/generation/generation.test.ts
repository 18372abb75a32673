import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { createLogger } from '../../core/logger.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Document } from '../documents/document.entity.js';
import { Project } from '../projects/project.entity.js';
import { composerBrief, loadBriefInput } from '../brief/brief-source.js';
import { documentClient } from '../documents/testing/document-client.js';
import type { Claim } from '../documents/document-chain.js';
import { GenerationError, runDocumentJob, SHUTDOWN } from './generation-runner.js';
import { builtinGenerator, type Generator } from './llm/generator.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const logger = createLogger('silent', 'test');

it('re-queues a document left `generating` by a dead process when a server starts, and it completes', async () => {
  const { c } = await documentClient(t.app, t.db.orm, 'rest');
  const id = await c.projectWithBrief();
  const em = t.db.orm.em.fork();
  // As a process killed mid-generation leaves it: partial content, a job that no longer exists.
  const stuck = em.create(Document, {
    project: id,
    type: 'prd',
    status: 'generating',
    progress: 40,
    currentSection: 'Problem',
    content: '# Half',
    jobId: randomUUID(),
  });
  await em.flush();
  expect(await c.generate(id, 'prd')).toMatchObject({ ok: false, code: 'GENERATION_IN_PROGRESS', status: 409 });

  const restarted = await createApp({ env: t.env, logger, orm: t.db.orm });
  try {
    const [doc] = await c.settle(id);
    expect(doc).toMatchObject({ id: stuck.id, type: 'prd', status: 'ready', version: 1, progress: 100 });
    expect((await c.getDocument(stuck.id)).data.content).toContain('MealMate');
  } finally {
    await restarted.stop();
  }
});

it('a failed generation leaves a readable error and cancels the documents waiting for it', async () => {
  const { c } = await documentClient(t.app, t.db.orm, 'graphql');
  const id = await c.projectWithBrief();
  const em = t.db.orm.em.fork();
  const jobId = randomUUID();
  const prd = em.create(Document, { project: id, type: 'prd', status: 'queued', jobId });
  em.create(Document, { project: id, type: 'implementation_plan', status: 'queued' });
  await em.flush();

  const failing: Generator = {
    name: 'failing',
    async generate(type, brief, prior, onSection) {
      await onSection({ index: 0, total: 4, sectionTitle: 'Overview', partial: '# PRD' });
      throw new GenerationError('The model answered 503 three times; try again later.');
    },
  };
  const sent: Claim[] = [];
  const deps = { orm: t.db.orm, logger, generator: failing, send: async (claims: Claim[]) => void sent.push(...claims) };
  // A job whose id is not the document's does nothing.
  await runDocumentJob(deps, prd.id, randomUUID());
  expect((await em.fork().findOneOrFail(Document, prd.id)).status).toBe('queued');

  await runDocumentJob(deps, prd.id, jobId);
  const after = await em.fork().find(Document, { project: id }, { orderBy: { type: 'asc' } });
  expect(after.map((d) => [d.type, d.status, d.progress, d.error])).toEqual([
    ['implementation_plan', 'cancelled', 0, 'Not generated: the PRD could not be generated. Retry it, then generate this document again.'],
    ['prd', 'failed', 25, 'The model answered 503 three times; try again later.'],
  ]);
  expect(sent).toEqual([]);

  // Retrying the PRD works and the failure is cleared.
  const retry = await c.generate(id, 'prd');
  expect(retry).toMatchObject({ ok: true, data: { status: 'queued', error: null } });
  expect((await c.settle(id))[0]).toMatchObject({ type: 'prd', status: 'ready', version: 1, error: null });
});

it('the built-in generator reports progress section by section and ends with the composed document', async () => {
  const { c } = await documentClient(t.app, t.db.orm, 'rest');
  const id = await c.projectWithBrief();
  const em = t.db.orm.em.fork();
  const brief = composerBrief(await loadBriefInput(em, await em.findOneOrFail(Project, id)), new Date('2026-02-02'));
  expect(brief).toMatchObject({ projectName: 'MealMate', timeline: '3 months', platforms: ['iOS', 'Android', 'Web'], compliance: ['GDPR', 'WCAG 2.2 AA'] });
  const steps: { index: number; total: number; title: string; length: number }[] = [];
  const doc = await builtinGenerator.generate('prd', brief, {}, async (p) => {
    steps.push({ index: p.index, total: p.total, title: p.sectionTitle, length: p.partial.length });
  });
  expect(steps.length).toBeGreaterThan(5);
  expect(steps.map((s) => s.index)).toEqual(steps.map((_, i) => i));
  expect(steps.every((s, i) => i === 0 || s.length > steps[i - 1]!.length)).toBe(true);
  for (const s of steps) expect(doc.markdown).toContain(`## ${s.title}`);
  expect(doc.generator).toBe('builtin');
});

it('a worker stopped before the provider call starts none and leaves the document for the queue', async () => {
  const { c } = await documentClient(t.app, t.db.orm, 'rest');
  const id = await c.projectWithBrief();
  const em = t.db.orm.em.fork();
  const jobId = randomUUID();
  const prd = em.create(Document, { project: id, type: 'prd', status: 'queued', jobId });
  await em.flush();
  let called = false;
  const counting: Generator = { name: 'counting', generate: async (...args) => ((called = true), builtinGenerator.generate(...args)) };
  const worker = new AbortController();
  worker.abort(SHUTDOWN);
  await expect(runDocumentJob({ orm: t.db.orm, logger, generator: counting, send: async () => undefined }, prd.id, jobId, worker.signal)).rejects.toThrow('shutdown');
  expect(called).toBe(false);
  expect(await em.fork().findOneOrFail(Document, prd.id)).toMatchObject({ status: 'generating', jobId, error: null });
});

it('a worker stopping mid-generation aborts the provider call and leaves the document for the queue to run again', async () => {
  const { c } = await documentClient(t.app, t.db.orm, 'rest');
  const id = await c.projectWithBrief();
  const em = t.db.orm.em.fork();
  const jobId = randomUUID();
  const prd = em.create(Document, { project: id, type: 'prd', status: 'queued', jobId });
  await em.flush();

  let sawAbort = false;
  let called = false;
  const waiting: Generator = {
    name: 'waiting',
    generate: (_type, _brief, _prior, _onSection, call) =>
      new Promise((_resolve, reject) => {
        called = true;
        call?.signal?.addEventListener('abort', () => {
          sawAbort = true;
          reject(new GenerationError('The generation was cancelled.'));
        });
      }),
  };
  const worker = new AbortController();
  const deps = { orm: t.db.orm, logger, generator: waiting, send: async () => undefined };
  const run = runDocumentJob(deps, prd.id, jobId, worker.signal);
  await expect.poll(async () => (await em.fork().findOneOrFail(Document, prd.id)).status).toBe('generating');
  // The provider call is under way (reading the brief first can take a while on a busy machine).
  await expect.poll(() => called, { timeout: 30_000 }).toBe(true);
  worker.abort(SHUTDOWN);
  await expect(run).rejects.toThrow('shutdown');
  expect(sawAbort).toBe(true);
  expect(await em.fork().findOneOrFail(Document, prd.id)).toMatchObject({ status: 'generating', jobId, error: null });

  // The queue's retry of the same job completes it.
  await runDocumentJob({ ...deps, generator: builtinGenerator }, prd.id, jobId);
  expect(await em.fork().findOneOrFail(Document, prd.id)).toMatchObject({ status: 'ready', version: 1, progress: 100, currentSection: null });
});
