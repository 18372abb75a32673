import { type MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from '../core/logger.js';

// Any constant works; it only has to be the same for every replica of this application.
const MIGRATION_LOCK_KEY = 7_246_311_902;

/**
 * Applies pending migrations. Several replicas may start at once against one database,
 * so the run is serialised with a PostgreSQL advisory lock held on a dedicated connection.
 */
export async function migrate(orm: MikroORM, url: string, logger: Logger): Promise<number> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await orm.migrator.up();
    if (applied.length > 0) {
      logger.info({ migrations: applied.map((m) => m.name) }, 'database migrations applied');
    }
    return applied.length;
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}
