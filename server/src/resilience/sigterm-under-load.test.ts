import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ormConfig } from '../db/orm-config.js';
import { sampleInput } from '../modules/generation/composer/sample-brief.js';
import { Document } from '../modules/documents/document.entity.js';
import { Project } from '../modules/projects/project.entity.js';
import { WizardResponse } from '../modules/wizard/wizard-response.entity.js';
import { createUser } from '../test/account-factories.js';
import { send, signIn, startLoad, startSlowRequest, timeUntil, type LoadOutcome, type LoadRequest } from '../test/resilience-load.js';
import { spawnServer, type SpawnedServer } from '../test/spawn-server.js';
import { createEmptyDatabase } from '../test/test-database.js';

// Issue "hardening": SIGTERM under load. In-flight requests finish, new ones are refused cleanly,
// the process exits 0 within 10 s, and after a restart no acknowledged write and no job is lost.

const WRITERS = 4; // each creates projects
const UPDATERS = 4; // each rewrites its own project's description, in order
const PROJECTS_WITH_DOCS = 2;

let db: { url: string; drop(): Promise<void> };
let orm: MikroORM | undefined;
const servers: SpawnedServer[] = [];
beforeAll(async () => {
  db = await createEmptyDatabase();
});
afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await orm?.close(true);
  await db.drop();
});

const isShuttingDown = (o: LoadOutcome) => o.status === 503 && (o.body as { code?: string }).code === 'SHUTTING_DOWN' && o.retryAfter === '5';
const acknowledged = (o: LoadOutcome) => o.status === 200 || o.status === 201;

it('SIGTERM under load: in-flight requests complete, new ones are refused, exit 0 within 10 s, no write or job lost', async () => {
  const env = {
    DATABASE_URL: db.url,
    JWT_SECRET: 'resilience-sigterm-secret-that-is-long-enough-0042',
    GENERATION_CONCURRENCY: '1',
    PLAN_MAX_PROJECTS: '100000',
    LOG_LEVEL: 'warn',
  };
  // Slow sections, so a document is half written when the signal comes.
  const first = await spawnServer({ ...env, GENERATION_STEP_DELAY_MS: '150' });
  servers.push(first);
  orm = await MikroORM.init(ormConfig({ url: db.url, poolMax: 2 }));
  const { user, email, password } = await createUser(orm);
  const token = await signIn(first.url, email, password);

  const em = orm.em.fork();
  const withDocs = Array.from({ length: PROJECTS_WITH_DOCS }, (_, i) => {
    const project = em.create(Project, { user: user.id, name: `Graceful ${i}`, description: sampleInput.projectDescription });
    em.create(WizardResponse, { project, sectionId: 'project_info', responses: { ...sampleInput, projectName: `Graceful ${i}` } });
    return project;
  });
  const owned = Array.from({ length: UPDATERS }, (_, i) => em.create(Project, { user: user.id, name: `Updated by ${i}` }));
  await em.flush();
  for (const project of withDocs) {
    const queued = await send(first.url, { label: 'generate', method: 'POST', path: `/api/projects/${project.id}/documents/generate`, token }, 10_000);
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
  }

  const next = (worker: number, i: number): LoadRequest =>
    worker < WRITERS
      ? { label: 'create', method: 'POST', path: '/api/projects', token, body: { name: `w${worker}-${i}`, description: 'written under load' } }
      : { label: 'update', method: 'PUT', path: `/api/projects/${owned[worker - WRITERS]!.id}`, token, body: { description: `u${worker}-${i}` } };
  const load = startLoad({ baseUrl: first.url, workers: WRITERS + UPDATERS, next, timeoutMs: 15_000, stopOnError: true });

  // Signal once the load runs and a document is half written.
  await new Promise((r) => setTimeout(r, 1_000));
  await timeUntil(async () => Boolean(await orm!.em.fork().findOne(Document, { status: 'generating', progress: { $gt: 0, $lt: 80 } })), 20_000, 'a document being generated');
  // One request is certainly in flight at the server: its headers are in, its body comes 1.5 s after the signal.
  const slow = startSlowRequest(first.url, '/api/projects', token, { name: 'Sent across the signal' });
  await new Promise((r) => setTimeout(r, 300));
  const sigtermAt = Date.now();
  first.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1_500));
  slow.finish();
  const slowAnswer = await slow.response;
  const code = await first.exited;
  const exitMs = Date.now() - sigtermAt;
  await load.stop();
  expect(slowAnswer.status, JSON.stringify(slowAnswer.body)).toBe(201);
  expect(slowAnswer.headers.connection).toBe('close');
  expect(code).toBe(0);
  expect(exitMs).toBeLessThan(10_000);
  expect(first.output()).not.toMatch(/"msg":"(uncaught exception|unhandled promise rejection|shutdown did not finish)/);

  const outcomes = load.outcomes;
  const before = outcomes.filter((o) => o.startedAt < sigtermAt);
  const inFlight = before.filter((o) => o.endedAt > sigtermAt);
  const after = outcomes.filter((o) => o.startedAt >= sigtermAt);
  // Started before the signal: a complete answer each (in flight ones too), never a reset.
  expect(before.filter((o) => !(acknowledged(o) || isShuttingDown(o))).map((o) => `${o.label} ${o.status ?? o.error}`)).toEqual([]);
  expect(inFlight.length).toBeGreaterThan(0);
  expect(inFlight.filter(acknowledged).length).toBeGreaterThan(0);
  // Started after it: served (the signal was not handled yet), 503 SHUTTING_DOWN, or the connection refused.
  const refusedCleanly = (o: LoadOutcome) => acknowledged(o) || isShuttingDown(o) || /ECONNREFUSED/.test(o.error ?? '');
  expect(after.filter((o) => !refusedCleanly(o)).map((o) => `${o.label} ${o.status ?? o.error}`)).toEqual([]);
  expect(after.length).toBeGreaterThan(0);

  const atStop = await orm.em.fork().find(Document, {});
  expect(atStop.filter((d) => d.status === 'failed' || d.status === 'cancelled')).toEqual([]);
  const unfinished = atStop.filter((d) => d.status !== 'ready').length;
  expect(unfinished).toBeGreaterThan(0);

  const second = await spawnServer(env);
  servers.push(second);
  // Every acknowledged create is there; each updater's project holds its last acknowledged value
  // (or the one it sent next, if that write committed just as the answer was refused).
  const created = outcomes.filter((o) => o.label === 'create' && o.status === 201).map((o) => (o.body as { data: { id: string } }).data.id);
  created.push((slowAnswer.body as { data: { id: string } }).data.id);
  expect(await orm.em.fork().count(Project, { id: { $in: created } })).toBe(created.length);
  for (let u = 0; u < UPDATERS; u += 1) {
    const mine = outcomes.filter((o) => o.request.path.endsWith(owned[u]!.id));
    const lastAck = mine.findLastIndex(acknowledged);
    const allowed = [mine[lastAck], mine[lastAck + 1]].filter(Boolean).map((o) => (o!.request.body as { description: string }).description);
    const stored = await orm.em.fork().findOneOrFail(Project, { id: owned[u]!.id });
    expect(lastAck).toBeGreaterThanOrEqual(0);
    expect(allowed).toContain(stored.description);
  }
  // No job lost: every document of the chains is completed by the restarted server.
  const completedIn = await timeUntil(async () => (await orm!.em.fork().count(Document, { status: { $ne: 'ready' } })) === 0, 90_000, 'every document ready', 250);
  expect(await orm.em.fork().count(Document, { status: 'ready' })).toBe(PROJECTS_WITH_DOCS * 6);
  // And the restarted server serves reads of what was written.
  const list = await send(second.url, { label: 'list', method: 'GET', path: '/api/projects', token: await signIn(second.url, email, password) }, 10_000);
  expect(list.status).toBe(200);

  console.log(
    `[sigterm-under-load] exit ${code} after ${exitMs} ms; requests ${outcomes.length} (in flight at SIGTERM ${inFlight.length}, ` +
      `of them answered 2xx ${inFlight.filter(acknowledged).length}, plus one write whose body came 1.5 s after the signal: 201); ` +
      `acknowledged writes ${outcomes.filter(acknowledged).length + 1} ` +
      `(creates ${created.length}), all present after restart; after SIGTERM: 503 ${after.filter(isShuttingDown).length}, ` +
      `refused ${after.filter((o) => o.error).length}; documents unfinished at SIGTERM ${unfinished}, all ${PROJECTS_WITH_DOCS * 6} ready ${completedIn} ms after restart`,
  );
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
}, 180_000);
