import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmptyDatabase } from '../test/test-database.js';
import { CallbackQueryClient } from './pg-client.js';

// CallbackQueryClient sends promise-form queries in pg's callback form (far less garbage
// promoted; the effect is measured by scripts/bench/api-throughput.mjs). Here: it answers exactly
// as pg's own client does, for every form of query() the ORM and its tools use.
let db: Awaited<ReturnType<typeof createEmptyDatabase>>;
let client: CallbackQueryClient;

beforeAll(async () => {
  db = await createEmptyDatabase();
  client = new CallbackQueryClient({ connectionString: db.url });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

describe('CallbackQueryClient', () => {
  it('the ORM pool is built with it', async () => {
    const { MikroORM } = await import('@mikro-orm/postgresql');
    const { ormConfig } = await import('./orm-config.js');
    const orm = await MikroORM.init(ormConfig({ url: db.url, poolMax: 1 }));
    try {
      const pool = (await orm.em.getConnection().getNativeClient()) as unknown as { Client: unknown };
      expect(pool.Client).toBe(CallbackQueryClient);
      // And the ORM's statements reach pg in callback form, answering as before.
      const sent = vi.spyOn(pg.Client.prototype, 'query');
      expect(await orm.em.fork().execute('select ?::int + 1 as n', [41])).toEqual([{ n: 42 }]);
      const call = sent.mock.calls.find(([text]) => typeof text === 'string' && text.includes('+ 1 as n'));
      expect(call).toBeDefined();
      expect(typeof call?.[2]).toBe('function');
    } finally {
      vi.restoreAllMocks();
      await orm.close(true);
    }
  });

  it('promise form: text, text with values, and a config object give the same result as pg (and leave the config as it was)', async () => {
    const plain = new pg.Client({ connectionString: db.url });
    await plain.connect();
    try {
      for (const args of [['select 1 as one'], ['select $1::text as v, $2::int as n', ['x', 7]], [{ text: 'select $1::jsonb as j', values: ['{"a":[1]}'] }]] as const) {
        const ours = await (client.query as (...a: unknown[]) => Promise<pg.QueryResult>)(...args);
        const theirs = await (plain.query as (...a: unknown[]) => Promise<pg.QueryResult>)(...args);
        expect(ours.rows).toEqual(theirs.rows);
        expect(ours.rowCount).toBe(theirs.rowCount);
        expect(ours.command).toBe('SELECT');
        expect(ours.fields.map((f) => f.name)).toEqual(theirs.fields.map((f) => f.name));
      }
      const config = { text: 'select 6 as n' };
      expect((await client.query(config)).rows).toEqual([{ n: 6 }]);
      expect(config).toEqual({ text: 'select 6 as n' });
    } finally {
      await plain.end();
    }
  });

  it('promise form: a failing statement rejects with pg’s error, and the client stays usable', async () => {
    const error = await client.query('select * from no_such_table').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(pg.DatabaseError);
    expect((error as pg.DatabaseError).code).toBe('42P01');
    expect(typeof (error as Error).stack).toBe('string');
    expect((await client.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });

  it('callback form, a config carrying its own callback, and query objects go to pg unchanged', async () => {
    const viaCallback = await new Promise<pg.QueryResult>((resolve, reject) => {
      const returned = client.query('select $1::int as n', [3], (err: Error | null, res: pg.QueryResult) => (err ? reject(err) : resolve(res)));
      expect(returned).toBeUndefined();
    });
    expect(viaCallback.rows).toEqual([{ n: 3 }]);

    const viaOwnCallback = await new Promise<pg.QueryResult>((resolve, reject) => {
      const config = { text: 'select 4 as n', callback: (err: Error | null, res: pg.QueryResult) => (err ? reject(err) : resolve(res)) };
      client.query(config as unknown as pg.QueryConfig);
    });
    expect(viaOwnCallback.rows).toEqual([{ n: 4 }]);

    const submitted = new pg.Query('select 5 as n');
    const rows: unknown[] = [];
    submitted.on('row', (row: unknown) => rows.push(row));
    const ended = new Promise((resolve) => submitted.on('end', resolve));
    expect(client.query(submitted)).toBe(submitted);
    await ended;
    expect(rows).toEqual([{ n: 5 }]);
  });
});
