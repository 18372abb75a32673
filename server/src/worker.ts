import os from 'node:os';
import { MikroORM } from '@mikro-orm/postgresql';
import { ConfigError, parseEnv } from './config/env.js';
import { createLogger } from './core/logger.js';
import { ormConfig } from './db/orm-config.js';
import { PgListener } from './db/pg-listener.js';
import { deliverGenerationPayload, GENERATION_CHANNEL } from './modules/generation/generation-events.js';
import { GenerationWorker } from './modules/generation/generation-worker.js';
import { projectGenerators } from './modules/models/model-generator.js';
import { modelSettings } from './modules/models/model-settings.js';

/**
 * The generation worker as a process of its own (GENERATION_WORKER=process): started and
 * supervised by the server (generation-process.ts), it runs the queue's jobs with its own event
 * loop, database pool and LISTEN connection (cancellations reach running jobs through it), at a
 * lower CPU priority than the server, so the API answers first when both want the CPU. The
 * server passes DATABASE_URL (also of an embedded database) and stops it with SIGTERM.
 */
let env;
try {
  env = parseEnv();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const logger = createLogger(env.LOG_LEVEL, env.NODE_ENV).child({ process: 'generation-worker' });
const url = env.DATABASE_URL;
if (!url) {
  logger.fatal('the generation worker needs DATABASE_URL (the server passes it)');
  process.exit(1);
}

try {
  os.setPriority(0, os.constants.priority.PRIORITY_BELOW_NORMAL);
} catch (err) {
  logger.warn({ err }, 'could not lower the generation worker’s CPU priority');
}

// Running jobs hold a connection each only while they write; the API keeps the server's own pool.
const orm = await MikroORM.init(ormConfig({ url, poolMax: 5 }));
const events = new PgListener(url, logger, { [GENERATION_CHANNEL]: (payload) => deliverGenerationPayload(payload, logger) });
const models = modelSettings(env);
const worker = new GenerationWorker({
  url,
  orm,
  logger,
  concurrency: env.GENERATION_CONCURRENCY,
  llm: env,
  // Projects set to their owner's own model: its key is opened with SECRETS_KEY from this process's environment.
  projectGenerators: (fallback, options) => projectGenerators(models, fallback, options),
});
let stopping = false;

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(code || 1), 8_000).unref();
  await worker.stop().catch((err: unknown) => logger.error({ err }, 'stopping the generation queue failed'));
  await events.stop();
  await orm.close(true).catch(() => undefined);
  process.exit(code);
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void stop(0));
// The server went away without stopping us (killed): stop too, rather than run unsupervised.
process.on('disconnect', () => void stop(0));
process.on('uncaughtException', (err) => {
  logger.fatal({ err }, 'uncaught exception in the generation worker');
  void stop(1);
});
process.on('unhandledRejection', (err) => {
  logger.fatal({ err }, 'unhandled promise rejection in the generation worker');
  void stop(1);
});

await events.start();
await worker.start({ work: true });
// Routine: the server's own start-up lines and address are what a terminal needs in development.
logger[env.NODE_ENV === 'production' ? 'info' : 'debug']({ concurrency: env.GENERATION_CONCURRENCY }, 'generation worker ready');
process.send?.('ready');
