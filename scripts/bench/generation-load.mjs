// API latency under generation load: p99 of the GraphQL `projects`
// query while idle, then while 50 documents are generated at once by the production build with
// LLM_PROVIDER=openai against a fake streaming provider (fake-llm-provider.mjs, ~20 ms between
// tokens). Goal: loaded p99 ≤ 2× idle p99. Needs `pnpm build`. GENERATION_WORKER=inline measures
// jobs run inside the server process (the default runs them in the worker process).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiClient, builtEntry, freePort, stop } from './support.mjs';

const entry = builtEntry();
const GENERATIONS = Number(process.env.BENCH_GENERATIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);

/** Starts a child process and resolves with its output once `ready` matches it. */
function start(args, env, ready, what) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  const started = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} not ready:\n${out}`)), 90_000);
    child.stdout.on('data', (c) => {
      out += c;
      const m = ready.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m);
      }
    });
    child.once('exit', (code) => reject(new Error(`${what} exited with ${code}:\n${out}`)));
  });
  return { child, started, output: () => out };
}

const fake = start([path.join(import.meta.dirname, 'fake-llm-provider.mjs')], { ...process.env }, /listening (\d+)/, 'fake provider');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'specforge-bench-'));
let server;
try {
  const [, fakePort] = await fake.started;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = start(
    [entry],
    {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: `http://127.0.0.1:${fakePort}/v1`,
      LLM_MODEL: 'bench-model',
      GENERATION_CONCURRENCY: String(GENERATIONS),
      PLAN_MAX_PROJECTS: String(GENERATIONS + 10),
      PLAN_MAX_DOCUMENTS: String(GENERATIONS * 6 + 10),
    },
    /Demo account: (\S+) \/ (\S+)/,
    'server',
  );
  const [, email, password] = await server.started;
  console.log(`generation jobs run ${(process.env.GENERATION_WORKER ?? 'process') === 'inline' ? 'inside the server process' : 'in the worker process'} (GENERATION_WORKER=${process.env.GENERATION_WORKER ?? 'process'})`);

  const api = apiClient(base);
  const { token } = await api('POST', '/auth/login', { email, password });
  const projects = [];
  for (let i = 0; i < GENERATIONS; i += 1) {
    const created = await api('POST', '/projects', { name: `Load ${i}`, description: `A meal planner for busy families, variant ${i}.` }, token);
    projects.push(created.data.id);
  }

  const query = JSON.stringify({ query: '{ projects(first: 20) { nodes { id name description updatedAt } pageInfo { hasNextPage } } }' });
  async function measure(label) {
    const result = await autocannon({
      url: `${base}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: query,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    if (result.non2xx || result.errors) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    const { p50, p99 } = result.latency;
    console.log(`${label.padEnd(28)} p50 ${String(p50).padStart(4)} ms  p99 ${String(p99).padStart(4)} ms  ${Math.round(result.requests.average)} req/s  (${result.requests.total} requests, ${CONNECTIONS} connections, ${SECONDS} s)`);
    return p99;
  }
  const statuses = async () => {
    const lists = await Promise.all(projects.map((id) => api('GET', `/projects/${id}/documents`, undefined, token)));
    const count = {};
    for (const list of lists) for (const d of list.data) count[d.status] = (count[d.status] ?? 0) + 1;
    return count;
  };

  await measure('warm-up');
  const idle = await measure('projects query, idle');

  const startedAt = performance.now();
  await Promise.all(projects.map((id) => api('POST', `/projects/${id}/documents/prd/generate`, undefined, token)));
  for (let until = Date.now() + 30_000; ;) {
    const s = await statuses();
    if ((s.generating ?? 0) >= GENERATIONS) break;
    if (Date.now() > until) throw new Error(`generations did not all start: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const loaded = await measure(`projects query, ${GENERATIONS} generating`);
  const during = await statuses();
  console.log(`documents when the loaded run ended: ${JSON.stringify(during)}`);
  if ((during.generating ?? 0) < GENERATIONS) console.log('warning: some generations ended before the loaded run did (raise FAKE_TOKENS)');

  let final;
  for (let until = Date.now() + 180_000; ;) {
    final = await statuses();
    if (!final.queued && !final.generating) break;
    if (Date.now() > until) throw new Error(`generations did not finish: ${JSON.stringify(final)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`all ${GENERATIONS} generations settled in ${seconds} s: ${JSON.stringify(final)}`);
  const ratio = loaded / Math.max(idle, 1);
  console.log(`p99 idle ${idle} ms, p99 under load ${loaded} ms: ratio ${ratio.toFixed(2)}× (goal ≤ 2×) ${ratio <= 2 ? 'OK' : 'ABOVE GOAL'}`);
  if (final.ready !== GENERATIONS) process.exitCode = 1;
  if (ratio > 2) process.exitCode = 1;
} finally {
  await stop(server?.child);
  await stop(fake.child);
  await rm(dataDir, { recursive: true, force: true });
}
