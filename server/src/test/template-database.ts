import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { createLogger } from '../core/logger.js';
import { migrate } from '../db/migrate.js';
import { ormConfig } from '../db/orm-config.js';

export const TEMPLATE_DATABASE = 't_template';

/**
 * Migrates one database for the whole run. Each test file's database is then a file-level copy
 * (`CREATE DATABASE … TEMPLATE`), taken in milliseconds, instead of running every migration again
 * per file. Nothing connects to the template after this, as PostgreSQL requires of a template.
 */
export async function migratedTemplate(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const orm = await MikroORM.init(ormConfig({ url: url.toString(), poolMax: 2 }));
  try {
    await migrate(orm, url.toString(), createLogger('silent', 'test'));
  } finally {
    await orm.close(true);
  }
  return TEMPLATE_DATABASE;
}
