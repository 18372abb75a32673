import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawnServer, type SpawnedServer } from './spawn-server.js';

export interface Cluster {
  servers: SpawnedServer[];
  /** Stops every instance with SIGTERM; resolves with their exit codes. */
  stop(): Promise<(number | null)[]>;
  /** SIGKILLs whatever still runs and removes the data directories (afterAll, also after a failure). */
  cleanUp(): Promise<void>;
}

/**
 * Starts `count` real server processes on one database, all at once (so their start-up
 * migrations and queue set-up race as they would in a rolling deployment). Each gets a data
 * directory of its own: nothing may be shared through the file system.
 */
export async function startCluster(count: number, env: Record<string, string>): Promise<Cluster> {
  const dirs = await Promise.all(Array.from({ length: count }, () => mkdtemp(path.join(os.tmpdir(), 'specforge-cluster-'))));
  // Debug: in development the line each finished job leaves ("generation job ended", read below to
  // tell which instance ran which job) is at debug level, so a local terminal stays quiet.
  const started = await Promise.allSettled(dirs.map((dir) => spawnServer({ LOG_LEVEL: 'debug', ...env, DATA_DIR: dir })));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const cleanUp = async () => {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await cleanUp();
    throw failed.reason;
  }
  return {
    servers,
    cleanUp,
    stop: async () => {
      for (const s of servers) s.child.kill('SIGTERM');
      return Promise.all(servers.map((s) => s.exited));
    },
  };
}

/** The JSON log lines of a server process (pino writes one object per line). */
export function logLines(server: SpawnedServer): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

/** Documents this process generated to completion, from the runner's 'generation job ended' lines. */
export function documentsGeneratedBy(server: SpawnedServer): string[] {
  return logLines(server)
    .filter((l) => l.msg === 'generation job ended' && l.outcome === 'done' && l.status === 'ready')
    .map((l) => l.documentId as string);
}
