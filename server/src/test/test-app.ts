import type { Express } from 'express';
import { createApp, type App } from '../app.js';
import { parseEnv, type Env } from '../config/env.js';
import type { ServiceDeps } from '../core/context.js';
import { createLogger, type Logger } from '../core/logger.js';
import { recordInstallation } from '../modules/system/system.service.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: Express;
  db: TestDatabase;
  env: Env;
  /** The app's service container, for test helpers that serve it another way (subscriptions). */
  services: ServiceDeps;
  /** Serves graphql-ws on an HTTP server of this app, as the production server does. */
  attach: App['attach'];
  close(): Promise<void>;
}

/** The real express app over a real, freshly migrated PostgreSQL database. */
export async function createTestApp(overrides: Record<string, string> = {}, options: { logger?: Logger } = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
    // The tests stand where a local reverse proxy would: each test client names its own address
    // in X-Forwarded-For (test/auth-client.ts), so rate limits count per client, not per file.
    TRUST_PROXY: 'loopback',
    // No server prints an address here (supertest): links in mails use this one.
    APP_URL: 'http://localhost:3000',
    ...overrides,
  });
  const logger = options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', 'test');
  await recordInstallation({ em: db.orm.em.fork() });
  const { app, services, stop, attach } = await createApp({ env, logger, orm: db.orm });
  return {
    app,
    db,
    env,
    services,
    attach,
    close: async () => {
      await stop();
      await db.drop();
    },
  };
}
