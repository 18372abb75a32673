import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { inject } from 'vitest';
import { createLogger } from '../core/logger.js';
import { migrate } from '../db/migrate.js';
import { ormConfig } from '../db/orm-config.js';

export interface TestDatabase {
  url: string;
  name: string;
  orm: MikroORM;
  drop(): Promise<void>;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database of its own for one test file: a copy of the run's migrated template
 * (global-setup.ts). `migrate` then finds nothing pending, and still applies a migration added
 * while a watch run was going.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${name} template ${inject('pgTemplate')}`));
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  const orm = await MikroORM.init(ormConfig({ url: url.toString(), poolMax: 4 }));
  await migrate(orm, url.toString(), createLogger('silent', 'test'));
  return {
    url: url.toString(),
    name,
    orm,
    drop: async () => {
      await orm.close(true);
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** Drops a database at once, cutting its open connections (simulates losing the database). */
export async function forceDropDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`drop database if exists ${name} with (force)`));
}

/** An empty database (not migrated), e.g. for a server started with DATABASE_URL. */
export async function createEmptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
