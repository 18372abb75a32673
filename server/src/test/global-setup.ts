import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createLogger } from '../core/logger.js';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { migratedTemplate } from './template-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the run's PostgreSQL (database `specforge`); files create their own DBs. */
    pgAdminUrl: string;
    /** A database migrated once for the run; each file's database is a copy of it (CREATE DATABASE … TEMPLATE). */
    pgTemplate: string;
  }
}

/** One real PostgreSQL for the whole run; torn down (and its files removed) at the end. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'specforge-test-pg-'));
  const pg = await startEmbeddedPostgres(dir, createLogger('warn', 'test'));
  project.provide('pgAdminUrl', pg.url);
  project.provide('pgTemplate', await migratedTemplate(pg.url));
  return async () => {
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
