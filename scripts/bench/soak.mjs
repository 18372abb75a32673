// Soak (issue 9, Reliability): the production build under a steady mixed load for 10 minutes
// (reads and writes over REST and GraphQL), sampling the server process's resident memory every
// 5 s. Budget: memory at the end (median of the last minute) at most 10 % above memory after
// warm-up (median of the second minute), with no failed request. Needs `pnpm build`.
// SOAK_SECONDS (600), SOAK_RATE (requests per second, 100), SOAK_CONNECTIONS (8).
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { apiClient, benchDir, builtEntry, removeDir, seedProjects, seedUser, startApp, startPostgres } from './support.mjs';

builtEntry();
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const RATE = Number(process.env.SOAK_RATE ?? 100);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);
const SAMPLE_MS = 5_000;
const BUDGET = 0.1;
const WINDOW_S = Math.min(60, SECONDS / 5);

/** Resident memory of a process in MiB, from /proc (the server's own view would allocate). */
async function rssMiB(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const dataDir = await benchDir();
let postgres;
let app;
let finished = false;
try {
  postgres = await startPostgres(dataDir);
  app = await startApp({ dir: dataDir, databaseUrl: postgres.url, env: { PLAN_MAX_PROJECTS: '100' } });
  const api = apiClient(app.base);
  const token = await seedUser({ api, postgres, email: 'soak@example.com' });
  const ids = await seedProjects({ api, token, count: 10 });
  const pick = () => ids[Math.floor(Math.random() * ids.length)];
  const json = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let writes = 0;
  // One mix per connection, in turn: lists and details on both transports, and a write.
  const requests = [
    { method: 'GET', path: '/api/projects?limit=20', headers: json },
    {
      method: 'POST',
      path: '/graphql',
      headers: json,
      body: JSON.stringify({ query: '{ projects(first: 20) { nodes { id name status documents_ready } pageInfo { hasNextPage } } }' }),
    },
    { method: 'GET', headers: json, setupRequest: (r) => ({ ...r, path: `/api/projects/${pick()}` }) },
    { method: 'GET', headers: json, setupRequest: (r) => ({ ...r, path: `/api/projects/${pick()}/wizard/responses` }) },
    {
      method: 'PUT',
      headers: json,
      setupRequest: (r) => ({ ...r, path: `/api/projects/${pick()}`, body: JSON.stringify({ description: `Soak write ${(writes += 1)}` }) }),
    },
    {
      method: 'POST',
      path: '/graphql',
      headers: json,
      setupRequest: (r) => ({ ...r, body: JSON.stringify({ query: `{ project(id: "${pick()}") { id name wizard_responses { section_id } } }` }) }),
    },
  ];

  const samples = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    rssMiB(app.child.pid).then((mib) => samples.push({ t: (Date.now() - started) / 1000, mib }), () => undefined);
  }, SAMPLE_MS);
  const result = await autocannon({ url: app.base, connections: CONNECTIONS, overallRate: RATE, duration: SECONDS, requests });
  clearInterval(sampler);

  const warm = samples.filter((s) => s.t > WINDOW_S && s.t <= 2 * WINDOW_S).map((s) => s.mib);
  const end = samples.filter((s) => s.t > SECONDS - WINDOW_S).map((s) => s.mib);
  const growth = median(end) / median(warm) - 1;
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(`${SECONDS} s at ${RATE} req/s over ${CONNECTIONS} connections: ${result.requests.total} requests, ${failed} failed, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  const perMinute = samples.filter((s, i) => i % Math.max(1, Math.round(60_000 / SAMPLE_MS)) === 0);
  console.log(`RSS (MiB) by minute: ${perMinute.map((s) => s.mib.toFixed(0)).join(', ')}`);
  const ok = growth <= BUDGET && failed === 0;
  console.log(
    `RSS after warm-up ${median(warm).toFixed(1)} MiB, at the end ${median(end).toFixed(1)} MiB: growth ${(growth * 100).toFixed(1)} % ${ok ? 'PASS' : 'FAIL'} (≤ ${BUDGET * 100} %, no failed request)`,
  );
  process.exitCode = ok ? 0 : 1;
  finished = true;
} finally {
  await app?.close();
  await postgres?.stop();
  if (finished) await removeDir(dataDir);
  else console.error(`server log kept in ${dataDir}/server.log`);
}
