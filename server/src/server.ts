import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { listenAddress, type Env } from './config/env.js';
import { resolveJwtSecret } from './config/secrets.js';
import { HttpDrain } from './core/http/graceful-drain.js';
import type { Logger } from './core/logger.js';
import { openDatabase, type Database } from './db/database.js';
import { DEMO_ACCOUNT, seedDemo } from './db/seeders/demo-account.js';
import { seedDemoProject } from './db/seeders/demo-project.js';
import type { ServiceDeps } from './core/context.js';
import { User } from './modules/users/user.entity.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordInstallation } from './modules/system/system.service.js';
import { startWorkerProcess, type WorkerProcess } from './generation-process.js';

/**
 * In-flight requests get this long to finish on a graceful stop. With the worker's stop (≤ 3 s,
 * running generations are aborted and left to the queue) and closing the database, the process
 * exits within 10 s of SIGTERM, the usual grace period of orchestrators before SIGKILL.
 */
const DRAIN_TIMEOUT_MS = 5_000;

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  /** The seeded demo account (embedded database, outside production), to print at start-up. */
  demo?: { email: string; password: string };
  /** Stops accepting, drains in-flight requests (≤ 5 s), stops the worker, closes the ORM, stops PostgreSQL. */
  close(): Promise<void>;
}

export interface StartOptions {
  clientDir?: string;
}

/**
 * Boot order: configuration → database (embedded or DATABASE_URL) → migrations → HTTP.
 * Whatever was started is stopped again when a later step fails.
 */
export async function startServer(config: Env, logger: Logger, options: StartOptions = {}): Promise<RunningServer> {
  const env: Env = { ...config, JWT_SECRET: await resolveJwtSecret(config) };
  const database = await openDatabase(env, logger);
  let http: Server | undefined;
  const drain = new HttpDrain();
  let stopApp: (() => Promise<void>) | undefined;
  let worker: WorkerProcess | undefined;
  let demo: RunningServer['demo'];
  try {
    await recordInstallation({ em: database.orm.em.fork() });
    // Development with the embedded database: the demo account, an administrator; production: never one.
    const seeded = await seedDemo(database.orm.em.fork(), env, database.mode);
    if (seeded === 'created') logger.info('demo account created');
    if (seeded) demo = { ...DEMO_ACCOUNT };
    // GENERATION_WORKER=process: jobs run in a child process; this one only sends them.
    const separateWorker = env.GENERATION_WORKER === 'process';
    const { app, stop, attach, services } = await createApp({
      env,
      logger,
      orm: database.orm,
      databaseUrl: database.url,
      clientDir: options.clientDir,
      runJobs: !separateWorker,
    });
    stopApp = stop;
    // Not awaited: the API serves while the worker starts (jobs wait in the queue meanwhile).
    if (separateWorker) worker = startWorkerProcess({ databaseUrl: database.url, logger });
    if (demo) await seedDemoWorkspace(database.orm.em.fork(), services, logger);
    const server = drain.createServer(app);
    attach(server); // graphql-ws subscriptions on /graphql
    http = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(env.PORT, env.HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await worker?.stop().catch(() => undefined);
    await stopApp?.().catch(() => undefined);
    await database.close();
    throw error;
  }

  const server = http;
  const port = (server.address() as AddressInfo).port;
  // The printed address is where mail links point in development (APP_URL unset): one origin,
  // so one session cookie, whichever of them the user opens. `env` is the object the mailer and
  // the auth links read, so the real port (PORT=0) reaches them too.
  const url = listenAddress(env.HOST, port);
  if (env.APP_URL_FROM_ADDRESS) env.APP_URL = url;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      const started = Date.now();
      // The worker aborts its running jobs (the queue runs them again later) while HTTP drains.
      const workerStopped = worker?.stop().catch((err: unknown) => logger.error({ err }, 'stopping the generation worker failed'));
      const inFlight = drain.inFlightCount;
      const cutOff = await drain.close(server, DRAIN_TIMEOUT_MS);
      if (cutOff > 0) logger.warn({ cutOff }, `in-flight requests did not finish within ${DRAIN_TIMEOUT_MS / 1000} s; their connections were closed`);
      logger.info({ inFlight, drainMs: Date.now() - started }, 'HTTP server closed');
      await stopApp?.().catch((err: unknown) => logger.error({ err }, 'stopping GraphQL failed'));
      logger.debug('GraphQL stopped');
      // Before the database closes: the worker's running jobs end (or are left to the queue) first.
      await workerStopped;
      await database.close();
      logger.debug('database closed');
    })();
    return closing;
  };
  return { url, port, database, demo, close };
}

/** The demo account's sample project (documents queued for the worker); a failure only logs. */
async function seedDemoWorkspace(em: EntityManager, deps: ServiceDeps, logger: Logger): Promise<void> {
  try {
    const user = await em.findOneOrFail(User, { email: DEMO_ACCOUNT.email });
    const ctx = { user: { id: user.id, role: user.role, sessionId: '' }, em, deps };
    if (await seedDemoProject(ctx)) logger.info('demo project created; its documents are being generated');
  } catch (err) {
    logger.warn({ err }, 'could not create the demo project');
  }
}
