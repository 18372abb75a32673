import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../core/logger.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres.js';

/** A PostgreSQL cluster of its own that a test can stop and start again, keeping data and port. */
export interface RestartablePostgres {
  /** Superuser URL of the cluster's `specforge` database; stays valid across restarts. */
  url: string;
  /** Stops PostgreSQL as an operator would (fast shutdown: sessions are terminated). */
  stop(): Promise<void>;
  /** Starts it again on the same data directory and port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (if running) and removes its files. */
  dispose(): Promise<void>;
}

/** Unlike the run's shared cluster (global-setup.ts), stopping this one affects only its test. */
export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'specforge-resilience-pg-'));
  const logger = createLogger('warn', 'test');
  let running: EmbeddedDatabase | undefined = await startEmbeddedPostgres(dir, logger);
  const { url, port } = running;
  return {
    url,
    stop: async () => {
      await running?.stop();
      running = undefined;
    },
    start: async () => {
      running ??= await startEmbeddedPostgres(dir, logger, { port });
    },
    dispose: async () => {
      await running?.stop().catch(() => undefined);
      running = undefined;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
