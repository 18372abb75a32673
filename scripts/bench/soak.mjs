// Soak: the production build under a steady mixed load for 10 minutes
// (reads and writes over REST and GraphQL). Every 15 s the bench forces a full garbage
// collection in the server through the inspector protocol and reads the live JavaScript heap,
// and reads the process's resident memory. Budget: the live heap at the end (median of the last
// minute) at most 10 % above the live heap after warm-up (median of the second minute), with no
// failed request. Resident memory is printed too; it follows V8's heap sizing more than leaks.
// Needs `pnpm build`.
// SOAK_SECONDS (600), SOAK_RATE (requests per second, 100), SOAK_CONNECTIONS (8).
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { exitWithVerdict, apiClient, benchDir, builtEntry, freePort, removeDir, seedProjects, seedUser, startApp, startPostgres } from './support.mjs';

builtEntry();
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const RATE = Number(process.env.SOAK_RATE ?? 100);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);
const SAMPLE_MS = Math.min(15_000, SECONDS * 50); // at least 20 samples in short runs
const BUDGET = 0.1;
const WINDOW_S = Math.min(60, SECONDS / 5);

/** Resident memory of a process in MiB, from /proc (the server's own view would allocate). */
async function rssMiB(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

/** A client of the server's inspector (loopback only): forced GC and heap figures. */
async function inspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const pending = new Map();
  socket.onmessage = (m) => {
    const msg = JSON.parse(m.data);
    pending.get(msg.id)?.(msg.result);
    pending.delete(msg.id);
  };
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      id += 1;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    /** Live heap in MiB after a full collection. */
    async liveHeapMiB() {
      await call('HeapProfiler.collectGarbage');
      const { usedSize } = await call('Runtime.getHeapUsage');
      return usedSize / 2 ** 20;
    },
    close: () => socket.close(),
  };
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
  const inspectPort = await freePort();
  const nodeArgs = [`--inspect=127.0.0.1:${inspectPort}`];
  app = await startApp({ dir: dataDir, databaseUrl: postgres.url, env: { PLAN_MAX_PROJECTS: '100' }, nodeArgs });
  const probe = await inspector(inspectPort);
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
      body: JSON.stringify({ query: '{ projects(first: 20) { nodes { id name status documentsReady } pageInfo { hasNextPage } } }' }),
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
      setupRequest: (r) => ({ ...r, body: JSON.stringify({ query: `{ project(id: "${pick()}") { id name wizardResponses { sectionId } } }` }) }),
    },
  ];

  const samples = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    const t = (Date.now() - started) / 1000;
    Promise.all([probe.liveHeapMiB(), rssMiB(app.child.pid)]).then(
      ([heap, rss]) => samples.push({ t, heap, rss }),
      () => undefined,
    );
  }, SAMPLE_MS);
  const result = await autocannon({ url: app.base, connections: CONNECTIONS, overallRate: RATE, duration: SECONDS, requests });
  clearInterval(sampler);
  probe.close();

  const warm = samples.filter((s) => s.t > WINDOW_S && s.t <= 2 * WINDOW_S);
  const end = samples.filter((s) => s.t > SECONDS - WINDOW_S);
  const heapAt = (xs) => median(xs.map((s) => s.heap));
  const rssAt = (xs) => median(xs.map((s) => s.rss));
  const growth = heapAt(end) / heapAt(warm) - 1;
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(`${SECONDS} s at ${RATE} req/s over ${CONNECTIONS} connections: ${result.requests.total} requests, ${failed} failed, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  const perMinute = samples.filter((_s, i) => i % Math.max(1, Math.round(60_000 / SAMPLE_MS)) === 0);
  console.log(`live heap after GC (MiB) by minute: ${perMinute.map((s) => s.heap.toFixed(1)).join(', ')}`);
  console.log(`RSS (MiB) by minute: ${perMinute.map((s) => s.rss.toFixed(0)).join(', ')}`);
  console.log(`RSS after warm-up ${rssAt(warm).toFixed(0)} MiB, at the end ${rssAt(end).toFixed(0)} MiB`);
  const ok = growth <= BUDGET && failed === 0;
  console.log(`live heap after warm-up ${heapAt(warm).toFixed(1)} MiB, at the end ${heapAt(end).toFixed(1)} MiB: growth ${(growth * 100).toFixed(1)} % ${ok ? 'PASS' : 'FAIL'} (≤ ${BUDGET * 100} %, no failed request)`);
  process.exitCode = ok ? 0 : 1;
  finished = true;
} finally {
  await app?.close();
  await postgres?.stop();
  if (finished) await removeDir(dataDir);
  else console.error(`server log kept in ${dataDir}/server.log`);
}
exitWithVerdict();
