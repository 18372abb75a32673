import pg from 'pg';

/**
 * pg's Client with one change: a query sent without a callback (the promise form, which is how
 * Kysely and so MikroORM send every statement) is sent WITH one, and the promise wraps it.
 *
 * Why: pg's promise form builds the Query first and assigns its callback afterwards. Measured on
 * Node 24 (API throughput bench, `--trace-gc-nvp`), that form made 20–40 % of everything a
 * request allocated outlive a young-generation collection and be promoted to the old generation
 * (the rows, and everything built from them): a 10–16 ms scavenge every ~100 ms, a full
 * collection every few seconds, and the request latency tail that came with them. The same
 * statements sent in callback form, or through `pool.query` (which uses it), promote almost
 * nothing and the scavenges take under a millisecond. (Isolated: a pg.Query given its callback
 * in the constructor vs. assigned after; why V8 ages the two differently was not established.)
 *
 * Same behaviour otherwise: the same rows or error (an error's stack is re-captured, as pg's
 * promise form does). Config objects, query objects (cursors, submittables) and calls with a
 * callback go to pg unchanged.
 */
export class CallbackQueryClient extends pg.Client {}

// pg declares query() as a dozen overloads and this one function keeps them all, so it takes
// its arguments as they come and is typed as pg's own query() instead of restating each one.
// pg's query() is looked up on every call, as `super.query` would be.
CallbackQueryClient.prototype.query = function query(this: pg.Client, config: unknown, values?: unknown, callback?: unknown): unknown {
  if (!promiseForm(config, values, callback)) return Reflect.apply(pg.Client.prototype.query, this, [config, values, callback]);
  return new Promise<pg.QueryResult>((resolve, reject) => {
    const done = (err: Error | null, result: pg.QueryResult) => (err ? reject(err) : resolve(result));
    Reflect.apply(pg.Client.prototype.query, this, [config, values, done]);
  }).catch((err: unknown) => {
    // Like pg: a stack that leads back to the caller, not to the socket read.
    if (err instanceof Error) Error.captureStackTrace(err);
    throw err;
  });
} as pg.Client['query'];

/**
 * A statement given as text (with or without values) and no callback: what Kysely sends. A
 * config object is left to pg: the callback form would write the callback into the caller's
 * object (pg's normalizeQueryConfig does), and a reused config would then change behaviour.
 */
function promiseForm(config: unknown, values: unknown, callback: unknown): boolean {
  return typeof config === 'string' && callback === undefined && typeof values !== 'function';
}
