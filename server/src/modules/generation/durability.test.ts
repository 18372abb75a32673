import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, GOOD_PASSWORD } from '../../test/account-factories.js';
import { spawnServer, type SpawnedServer } from '../../test/spawn-server.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { Document } from '../documents/document.entity.js';
import { Project } from '../projects/project.entity.js';
import { WizardResponse } from '../wizard/wizard-response.entity.js';
import { sampleInput } from './composer/sample-brief.js';

let db: TestDatabase;
const servers: SpawnedServer[] = [];
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await db.drop();
});

const USERS = 4;

async function call(url: string, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { ...((await res.json()) as Record<string, unknown>), httpStatus: res.status };
}

async function statuses(): Promise<string[]> {
  return (await db.orm.em.fork().find(Document, {}, { orderBy: { id: 'asc' } })).map((d) => d.status);
}

it('a server killed with SIGKILL mid-generation leaves no document behind: after a restart every chain completes', async () => {
  // Jobs run inside the killed process (GENERATION_WORKER=inline): the crash hits the process
  // running them, not a worker that would see its server go and stop in order.
  const env = { DATABASE_URL: db.url, JWT_SECRET: 'durability-test-secret-that-is-long-enough-0123', GENERATION_CONCURRENCY: '1', LOG_LEVEL: 'warn', GENERATION_WORKER: 'inline' };
  // The first server writes slowly (a pause after each section), so the crash lands mid-document.
  const first = await spawnServer({ ...env, GENERATION_STEP_DELAY_MS: '150' });
  servers.push(first);

  for (let i = 0; i < USERS; i += 1) {
    const { user, email } = await createUser(db.orm);
    const em = db.orm.em.fork();
    const project = em.create(Project, { user: user.id, name: `Durable ${i}`, description: sampleInput.projectDescription });
    em.create(WizardResponse, { project, sectionId: 'project_info', responses: { ...sampleInput, projectName: `Durable ${i}` } });
    await em.flush();
    const login = await call(first.url, '/auth/login', { email, password: GOOD_PASSWORD });
    const started = await call(first.url, `/projects/${project.id}/documents/generate`, {}, login.token as string);
    expect(started.httpStatus).toBe(202);
  }

  // Kill while a document is half written (some sections saved), like a crash or an OOM kill.
  const until = Date.now() + 20_000;
  let writing: Document | null = null;
  while (!writing) {
    if (Date.now() > until) throw new Error(`no document was ever generating: ${(await statuses()).join(',')}`);
    writing = await db.orm.em.fork().findOne(Document, { status: 'generating', progress: { $gt: 0, $lt: 80 } });
    if (!writing) await new Promise((r) => setTimeout(r, 2));
  }
  first.child.kill('SIGKILL');
  await first.exited;
  const atCrash = await statuses();
  expect(atCrash).toHaveLength(USERS * 6);
  expect(atCrash.filter((s) => s !== 'ready').length).toBeGreaterThan(0);
  // The document being written when the process died is still `generating`, part-way, with no version yet.
  const crashed = await db.orm.em.fork().findOneOrFail(Document, { id: writing.id });
  expect(crashed).toMatchObject({ status: 'generating', version: 0 });
  expect(crashed.progress).toBeGreaterThan(0);
  expect(crashed.progress).toBeLessThan(100);
  const partial = crashed.content;

  const second = await spawnServer(env);
  servers.push(second);
  const deadline = Date.now() + 90_000;
  let now = await statuses();
  while (now.some((s) => s !== 'ready')) {
    if (Date.now() > deadline) throw new Error(`documents did not complete after the restart: ${now.join(',')}`);
    await new Promise((r) => setTimeout(r, 250));
    now = await statuses();
  }
  const docs = await db.orm.em.fork().find(Document, {});
  expect(docs.every((d) => d.version === 1 && d.content.includes('Durable'))).toBe(true);
  // That very document was completed after the restart: the whole text, not the part written before the crash.
  const recovered = docs.find((d) => d.id === writing.id)!;
  expect(recovered).toMatchObject({ status: 'ready', version: 1, progress: 100 });
  expect(recovered.content.length).toBeGreaterThan(partial.length);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
}, 150_000);
