import { MikroORM } from '@mikro-orm/postgresql';
import type { Env } from '../config/env.js';
import type { Logger } from '../core/logger.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';
import { migrate } from './migrate.js';
import { ormConfig } from './orm-config.js';

export interface Database {
  orm: MikroORM;
  /** 'embedded' when this process started its own PostgreSQL, else 'external'. */
  mode: 'embedded' | 'external';
  /** The connection URL (the embedded server's, or DATABASE_URL). */
  url: string;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR, then migrates.
 * Anything started here is stopped again if a later step fails, so a failed start-up
 * never leaves a postgres process behind.
 */
export async function openDatabase(env: Env, logger: Logger): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let orm: MikroORM | undefined;
  const close = async () => {
    if (orm) await orm.close(true).catch((err: unknown) => logger.error({ err }, 'closing the ORM failed'));
    orm = undefined;
    logger.debug('ORM closed');
    if (embedded) await embedded.stop().catch((err: unknown) => logger.error({ err }, 'stopping PostgreSQL failed'));
    embedded = undefined;
  };
  try {
    let url = env.DATABASE_URL;
    if (!url) {
      embedded = await startEmbeddedPostgres(env.DATA_DIR, logger);
      url = embedded.url;
    }
    orm = await MikroORM.init(ormConfig({ url }));
    await migrate(orm, url, logger);
    const ready = orm;
    return { orm: ready, mode: embedded ? 'embedded' : 'external', url, close };
  } catch (error) {
    await close();
    throw error;
  }
}
