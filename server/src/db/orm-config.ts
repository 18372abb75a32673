import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { CONNECT_TIMEOUT_MS } from './connect-timeout.js';
import { CallbackQueryClient } from './pg-client.js';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';

export interface OrmConfigInput {
  url: string;
  debug?: boolean;
  poolMax?: number;
}

/** One config for the server, the tests and the migration generator. */
export function ormConfig({ url, debug = false, poolMax = 10 }: OrmConfigInput): Options {
  return defineConfig({
    clientUrl: url,
    entities,
    extensions: [Migrator],
    debug,
    pool: { min: 0, max: poolMax },
    // Passed to pg's Pool: a bounded connect, TCP keep-alive so a silently dropped connection is
    // noticed and replaced once the database is back, and a client that sends every statement in
    // pg's callback form (see pg-client.ts: far less garbage promoted, so far shorter GC pauses).
    driverOptions: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, Client: CallbackQueryClient },
    // Each request forks its own EntityManager; the global one must never be used by accident.
    allowGlobalContext: false,
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: 'src/db/migrations',
      pathTs: 'src/db/migrations',
      migrationsList,
      silent: true,
      transactional: true,
      allOrNothing: true,
      // New migrations are diffed against a freshly migrated database, not a snapshot file.
      snapshot: false,
    },
  });
}
