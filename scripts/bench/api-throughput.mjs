// API throughput: one user with 50 projects (all six wizard sections
// saved), then in the same run, at 32 connections: a raw `node:http` + `pg` handler sending the
// app's own SQL (raw-projects-server.mjs), `GET /api/projects?limit=20` and the GraphQL
// `projects(first: 20)` query of the production build. Budgets: REST ≥ 85 % and GraphQL ≥ 75 %
// of raw req/s, p99 ≤ 50 ms. The app runs as in production (NODE_ENV=production, default log
// level, request logs written to a file). Needs `pnpm build`.
// The three take turns in interleaved rounds (see below). BENCH_SECONDS (15, per target),
// BENCH_ROUNDS (5), BENCH_CONNECTIONS (32), BENCH_VERBOSE=1 prints every round; BENCH_SHOW_SQL=1 prints the statements each
// transport sends for one request (how the raw handler's SQL was captured). Profiling:
// BENCH_CPU_PROF=<dir> runs the app (and the raw handler, in <dir>/raw) with --cpu-prof; BENCH_ONLY=REST (or GraphQL) skips the other.
// BENCH_GC=1 runs the app with --trace-gc-nvp and prints its scavenges' promoted share and pauses (gc-summary.mjs);
// BENCH_NODE_ARGS adds node flags to the app (e.g. --trace-gc), BENCH_RAW_NODE_ARGS to the raw handler; BENCH_KEEP=1 keeps its data dir and log.
import { spawn } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import autocannon from 'autocannon';
import { describeGc, gcSummary } from './gc-summary.mjs';
import { exitWithVerdict, apiClient, benchDir, builtEntry, cpuMs, removeDir, seedProjects, seedUser, startApp, startPostgres, stop } from './support.mjs';

builtEntry();
const PROJECTS = 50;
const PAGE = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 15) / ROUNDS;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const BUDGET = { rest: 0.85, graphql: 0.75, p99: 50 };

const dataDir = await benchDir();
let postgres;
let app;
let raw;
let finished = false;
try {
  postgres = await startPostgres(dataDir);
  const sqlLog = postgres.log;
  const databaseUrl = postgres.url;

  // The app, as deployed: production mode, default log level, request logs to a file.
  // BENCH_LOG_LEVEL only to measure what logging costs; the budgets are judged at the default.
  const env = { PLAN_MAX_PROJECTS: '100', ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}) };
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const traceGc = process.env.BENCH_GC === '1' ? ['--trace-gc-nvp'] : [];
  app = await startApp({ dir: dataDir, databaseUrl, env, nodeArgs: [...profile, ...traceGc, ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])] });
  const base = app.base;

  const rawProfile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF, 'raw')}`] : [];
  raw = spawn(process.execPath, [...rawProfile, ...(process.env.BENCH_RAW_NODE_ARGS?.split(' ').filter(Boolean) ?? []), path.join(import.meta.dirname, 'raw-projects-server.mjs'), databaseUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // With BENCH_RAW_NODE_ARGS (e.g. --trace-gc), what the raw handler prints goes to stderr too.
  if (process.env.BENCH_RAW_NODE_ARGS) raw.stdout.pipe(process.stderr);
  const rawPort = await new Promise((resolve, reject) => {
    let out = '';
    raw.stdout.on('data', (c) => {
      out += c;
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(m[1]);
    });
    raw.once('exit', (code) => reject(new Error(`raw handler exited with ${code}: ${out}`)));
  });

  const api = apiClient(base);
  const token = await seedUser({ api, postgres, email: 'bench@example.com' });
  await seedProjects({ api, token, count: PROJECTS });

  const authorization = `Bearer ${token}`;
  // The same facts as the REST list, in GraphQL's camelCase.
  const fields = `id name description status userId keyFeatures techStack integrations successMetrics timeline
    developmentPhase platforms businessGoals userPersonas settings modelSource createdAt updatedAt documentsReady`;
  const gqlBody = JSON.stringify({ query: `{ projects(first: ${PAGE}) { nodes { ${fields} } pageInfo { hasNextPage endCursor } } }` });
  const targets = {
    raw: { url: `http://127.0.0.1:${rawPort}/api/projects?limit=${PAGE}`, method: 'GET', headers: { authorization } },
    REST: { url: `${base}/api/projects?limit=${PAGE}`, method: 'GET', headers: { authorization } },
    GraphQL: {
      url: `${base}/graphql`,
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: gqlBody,
    },
  };

  // Same answers: the raw handler must serialize exactly what REST does, and GraphQL the same nodes.
  const answer = async ({ url, method, headers, body }) => (await fetch(url, { method, headers, body })).json();
  const [rawJson, restJson, gqlJson] = await Promise.all(Object.values(targets).map(answer));
  if (!isDeepStrictEqual(rawJson, restJson)) throw new Error(`raw and REST answers differ:\n${JSON.stringify(rawJson).slice(0, 400)}\n${JSON.stringify(restJson).slice(0, 400)}`);
  if (restJson.data.length !== PAGE || gqlJson.data?.projects?.nodes?.length !== PAGE) throw new Error(`expected ${PAGE} projects: ${JSON.stringify(gqlJson).slice(0, 400)}`);
  // GraphQL names the same facts in camelCase (REST keeps snake_case).
  const camel = (row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_([a-z])/g, (_m, c) => c.toUpperCase()), v]));
  if (!isDeepStrictEqual(gqlJson.data.projects.nodes, restJson.data.map(camel))) {
    throw new Error(`GraphQL nodes differ from the REST data:\n${JSON.stringify(gqlJson.data.projects.nodes[0])}\n${JSON.stringify(camel(restJson.data[0]))}`);
  }

  const admin = postgres.client();
  await admin.connect();
  if (process.env.BENCH_SHOW_SQL === '1') {
    await admin.query("alter system set log_statement = 'all'");
    await admin.query('select pg_reload_conf()');
    await new Promise((r) => setTimeout(r, 500));
    for (const [name, target] of Object.entries(targets)) {
      sqlLog.length = 0;
      await answer(target);
      await new Promise((r) => setTimeout(r, 300));
      console.log(`-- ${name}\n${sqlLog.filter((l) => /(statement|execute [^:]*):/.test(l) && !l.includes('pgboss')).join('\n')}`);
    }
    await admin.query('alter system reset log_statement');
    await admin.query('select pg_reload_conf()');
  }
  await admin.end();

  // Interleaved rounds: the three targets take turns (rotating order) in short rounds, so a
  // machine that speeds up or slows down during the run (a shared VM does) weighs on all three
  // alike instead of on whichever ran in the bad window. req/s is each target's requests over its
  // total time; p99 is over every response of every round, not an average of percentiles.
  const only = process.env.BENCH_ONLY?.split(',');
  const names = Object.keys(targets).filter((name) => !only || name === 'raw' || only.includes(name));
  const totals = Object.fromEntries(names.map((name) => [name, { requests: 0, seconds: 0, cpu: 0, cpuKnown: true, latencies: [] }]));
  const measure = (target, duration, latencies) =>
    new Promise((resolve, reject) => {
      const instance = autocannon({ ...target, connections: CONNECTIONS, duration }, (error, result) => (error ? reject(error) : resolve(result)));
      if (latencies) instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    });
  for (const name of names) await measure(targets[name], 2); // warm-up (JIT, pools)
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let i = 0; i < names.length; i += 1) {
      const name = names[(i + round) % names.length];
      const total = totals[name];
      const pid = name === 'raw' ? raw.pid : app.child.pid;
      const cpuBefore = cpuMs(pid);
      const r = await measure(targets[name], ROUND_SECONDS, total.latencies);
      const cpuAfter = cpuMs(pid);
      if (r.non2xx || r.errors || r.timeouts) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
      total.requests += r.requests.total;
      total.seconds += r.duration;
      if (cpuBefore === null || cpuAfter === null) total.cpuKnown = false;
      else total.cpu += cpuAfter - cpuBefore;
      if (process.env.BENCH_VERBOSE === '1') console.log(`round ${round + 1} ${name.padEnd(8)} ${(r.requests.total / r.duration).toFixed(0)} req/s, p99 ${r.latency.p99} ms`);
    }
  }
  const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const results = {};
  for (const [name, total] of Object.entries(totals)) {
    const sorted = Float64Array.from(total.latencies).sort();
    results[name] = {
      rps: total.requests / total.seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      // What one request cost the serving process (its single thread is what saturates first).
      cpu: total.cpuKnown ? total.cpu / total.requests : null,
    };
    if (process.env.BENCH_VERBOSE === '1') console.log(`${name} latency ms: ${[50, 75, 90, 95, 99, 99.9, 100].map((p) => `p${p} ${percentile(sorted, p)}`).join(', ')}`);
  }

  const baseline = results.raw.rps;
  const need = { raw: null, REST: BUDGET.rest, GraphQL: BUDGET.graphql };
  let failed = false;
  const level = env.LOG_LEVEL ?? 'default (info)';
  console.log(`${PROJECTS} projects, page of ${PAGE}, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s each (${ROUNDS * ROUND_SECONDS} s per target), log level ${level}`);
  console.log('target    req/s   p50 ms  p99 ms  CPU ms/req  vs raw   verdict');
  for (const [name, r] of Object.entries(results)) {
    const ratio = r.rps / baseline;
    const ok = (need[name] === null || ratio >= need[name]) && r.p99 <= BUDGET.p99;
    failed ||= !ok;
    const budget = need[name] === null ? `p99 ≤ ${BUDGET.p99}` : `≥ ${need[name] * 100} %, p99 ≤ ${BUDGET.p99}`;
    console.log(
      `${name.padEnd(8)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(7)} ${(r.cpu === null ? 'n/a' : r.cpu.toFixed(2)).padStart(11)} ${`${(ratio * 100).toFixed(0)} %`.padStart(7)}   ${ok ? 'PASS' : 'FAIL'} (${budget})`,
    );
  }
  // With BENCH_GC=1 the app ran with --trace-gc-nvp (into its log): its young-generation
  // collections during the last rounds (which target they hit depends on the rotation).
  if (traceGc.length) console.log(`app GC: ${describeGc(await gcSummary(app.logFile))}`);
  process.exitCode = failed ? 1 : 0;
  finished = true;
} finally {
  await stop(raw);
  await app?.close();
  await postgres?.stop();
  // A failed run keeps the server's log for diagnosis.
  if (finished && !process.env.BENCH_KEEP) await removeDir(dataDir);
  else console.error(`server log kept in ${dataDir}/server.log`);
}
exitWithVerdict();
