import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp, type App } from './app.js';
import { createLogger } from './core/logger.js';
import { startWorkerProcess, type WorkerProcess } from './generation-process.js';
import { documentClient } from './modules/documents/testing/document-client.js';
import { createTestApp, type TestApp } from './test/test-app.js';

// GENERATION_WORKER=process (the default of `pnpm start`): the server only sends jobs and a
// supervised child process, at a lower CPU priority, runs them with its own event loop and pool.
let t: TestApp;
let api: App;
let worker: WorkerProcess;
beforeAll(async () => {
  t = await createTestApp();
  // The API instance the server would be: sends jobs, runs none.
  api = await createApp({ env: t.env, logger: createLogger('silent', 'test'), orm: t.db.orm, runJobs: false });
  worker = startWorkerProcess({ databaseUrl: t.db.url, logger: createLogger('silent', 'test'), execArgv: ['--import', 'tsx'] });
  await worker.ready();
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await api?.stop();
  await t?.close();
});

/** The nice value of a process (field 19 of /proc/<pid>/stat). */
async function niceOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

it('runs the jobs the API sends, at a lower CPU priority than the server', async () => {
  expect(await niceOf(worker.pid()!)).toBeGreaterThan(await niceOf(process.pid));
  const { c } = await documentClient(api.app, t.db.orm, 'rest');
  const id = await c.projectWithBrief();
  expect((await c.generate(id, 'prd')).status).toBe(202);
  const [prd] = (await c.settle(id, 60_000)).filter((d) => d.type === 'prd');
  expect(prd?.status).toBe('ready');
}, 120_000);

it('is started again when it dies, and stops for good when asked', async () => {
  const first = worker.pid()!;
  process.kill(first, 'SIGKILL');
  // Until the supervisor has seen the exit and started another one.
  for (let waited = 0; worker.pid() === first && waited < 60_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  await worker.ready();
  const second = worker.pid()!;
  expect(second).not.toBe(first);
  await worker.stop();
  expect(() => process.kill(second, 0)).toThrow();
}, 120_000);
