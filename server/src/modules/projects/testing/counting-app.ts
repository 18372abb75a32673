import { MikroORM } from '@mikro-orm/postgresql';
import type { Logger as OrmLogger, LogContext } from '@mikro-orm/core';
import type { Express } from 'express';
import { createApp } from '../../../app.js';
import { parseEnv } from '../../../config/env.js';
import { createLogger } from '../../../core/logger.js';
import { ormConfig } from '../../../db/orm-config.js';
import { createTestDatabase } from '../../../test/test-database.js';

/** Counts every SQL statement MikroORM sends (its query log hook), and keeps their text. */
export class StatementCounter {
  statements: string[] = [];

  reset(): void {
    this.statements = [];
  }

  get count(): number {
    return this.statements.length;
  }

  /** A MikroORM logger that records queries and drops everything else. */
  logger(): OrmLogger {
    return {
      log: () => undefined,
      error: () => undefined,
      warn: () => undefined,
      logQuery: (context: LogContext) => {
        if (context.query) this.statements.push(context.query);
      },
      setDebugMode: () => undefined,
      isEnabled: (namespace) => namespace === 'query',
    };
  }
}

/**
 * The real app over a migrated database whose ORM reports every statement to `counter`.
 * The test database's own ORM (unlogged) remains available for seeding.
 */
export async function createCountingApp(overrides: Record<string, string> = {}) {
  const db = await createTestDatabase();
  const counter = new StatementCounter();
  const orm = await MikroORM.init({
    ...ormConfig({ url: db.url, poolMax: 4 }),
    debug: ['query'],
    loggerFactory: () => counter.logger(),
  });
  const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: db.url, JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789', TRUST_PROXY: 'loopback', ...overrides });
  const { app, stop } = await createApp({ env, logger: createLogger('silent', 'test'), orm });
  return {
    app: app as Express,
    db,
    counter,
    close: async () => {
      await stop();
      await orm.close(true);
      await db.drop();
    },
  };
}
