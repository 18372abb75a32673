import { MikroORM } from '@mikro-orm/postgresql';
import { expect, it } from 'vitest';
import { createLogger } from '../core/logger.js';
import { createEmptyDatabase } from '../test/test-database.js';
import { migrate } from './migrate.js';
import { ormConfig } from './orm-config.js';

// Replicas of a deployment start together and each migrates at start-up. Spawned processes
// rarely reach this point in the same millisecond (see cluster/two-instances.test.ts), so the
// race is forced here: without the advisory lock both run the same all-or-nothing transaction
// and one fails on "relation already exists".
it('several instances migrating one empty database at once: one applies everything, the others find nothing pending', async () => {
  const db = await createEmptyDatabase();
  const orms = await Promise.all([0, 1, 2].map(() => MikroORM.init(ormConfig({ url: db.url, poolMax: 2 }))));
  try {
    const applied = await Promise.all(orms.map((orm) => migrate(orm, db.url, createLogger('silent', 'test'))));
    const pending = await orms[0]!.migrator.getPending();
    const executed = await orms[0]!.migrator.getExecuted();
    expect(pending).toEqual([]);
    expect(executed.length).toBeGreaterThan(0);
    expect(applied.sort((a, b) => a - b)).toEqual([0, 0, executed.length]);
  } finally {
    for (const orm of orms) await orm.close(true);
    await db.drop();
  }
});
