import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import type { Env } from './config/env.js';
import { resolveJwtSecret } from './config/secrets.js';
import type { Logger } from './core/logger.js';
import { openDatabase, type Database } from './db/database.js';
import { DEMO_ACCOUNT, seedDemoAccount } from './db/seeders/demo-account.js';
import { recordInstallation } from './modules/system/system.service.js';

const DRAIN_TIMEOUT_MS = 10_000;

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  /** The seeded demo account (embedded database, outside production), to print at start-up. */
  demo?: { email: string; password: string };
  /** Stops accepting, drains in-flight requests (≤ 10 s), closes the ORM, stops PostgreSQL. */
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
  let stopApp: (() => Promise<void>) | undefined;
  let demo: RunningServer['demo'];
  try {
    await recordInstallation({ em: database.orm.em.fork() });
    if (database.mode === 'embedded' && env.NODE_ENV !== 'production') {
      if (await seedDemoAccount(database.orm.em.fork())) logger.info('demo account created');
      demo = { ...DEMO_ACCOUNT };
    }
    const { app, stop, attach } = await createApp({
      env,
      logger,
      orm: database.orm,
      databaseUrl: database.url,
      clientDir: options.clientDir,
    });
    stopApp = stop;
    const server = createServer(app);
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
    await stopApp?.().catch(() => undefined);
    await database.close();
    throw error;
  }

  const server = http;
  const port = (server.address() as AddressInfo).port;
  // Loopback and wildcard binds are shown as localhost, the host APP_URL defaults to, so the
  // printed address and links in mails share one origin (and so one session cookie).
  const local = ['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(env.HOST);
  const shownHost = local ? 'localhost' : env.HOST;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => {
        logger.warn('in-flight requests did not finish within 10 s; closing their connections');
        server.closeAllConnections();
      }, DRAIN_TIMEOUT_MS);
      await drained;
      clearTimeout(timer);
      logger.debug('HTTP server closed');
      await stopApp?.().catch((err: unknown) => logger.error({ err }, 'stopping GraphQL failed'));
      logger.debug('GraphQL stopped');
      await database.close();
      logger.debug('database closed');
    })();
    return closing;
  };
  return { url: `http://${shownHost}:${port}`, port, database, demo, close };
}
