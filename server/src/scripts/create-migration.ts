/**
 * Generates a migration from the difference between the entities and the migrated schema,
 * using a throw-away embedded PostgreSQL, then registers it in db/migrations/index.ts.
 * Usage: pnpm --filter @specforge/server migration:create [--name short-name]
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { createLogger } from '../core/logger.js';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { migrate } from '../db/migrate.js';
import { ormConfig } from '../db/orm-config.js';

const nameArg = process.argv.indexOf('--name');
const name = nameArg > 0 ? process.argv[nameArg + 1] : undefined;
const logger = createLogger('warn', 'development');
const dir = await mkdtemp(path.join(os.tmpdir(), 'specforge-migrate-'));
const pg = await startEmbeddedPostgres(dir, logger);
try {
  const orm = await MikroORM.init(ormConfig({ url: pg.url }));
  try {
    await migrate(orm, pg.url, logger);
    const result = await orm.migrator.create(undefined, false, false, name);
    if (!result.fileName) {
      console.log('No schema changes: no migration created.');
    } else {
      const className = path.basename(result.fileName, '.ts');
      const indexFile = path.resolve('src/db/migrations/index.ts');
      let index = await readFile(indexFile, 'utf8');
      index = index.replace("import type { MigrationObject } from '@mikro-orm/core';\n", `import type { MigrationObject } from '@mikro-orm/core';\nimport { ${className} } from './${className}.js';\n`);
      index = index.replace(/\n\];\n$|\[\];\n$/, (end) => (end.startsWith('[') ? `[\n  { name: '${className}', class: ${className} },\n];\n` : `\n  { name: '${className}', class: ${className} },\n];\n`));
      await writeFile(indexFile, index);
      console.log(`Created ${result.fileName}:\n${result.diff.up.join('\n')}`);
    }
  } finally {
    await orm.close(true);
  }
} finally {
  await pg.stop();
  await rm(dir, { recursive: true, force: true });
}
