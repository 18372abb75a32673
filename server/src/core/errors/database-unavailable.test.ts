import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, knownAppError } from './database-unavailable.js';

/** A real connection failure from pg: a port nobody listens on. */
async function refusedConnect(): Promise<unknown> {
  const probe = createServer();
  const port = await new Promise<number>((resolve) => probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port)));
  await new Promise((r) => probe.close(r));
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody', database: 'none', connectionTimeoutMillis: 2_000 });
  return client.connect().then(
    () => new Error('connected unexpectedly'),
    (error: unknown) => error,
  );
}

describe('connection-level database failures', () => {
  it('recognises a refused connection, admin shutdown, a dropped connection and a pool timeout, also when wrapped', async () => {
    const refused = await refusedConnect();
    expect((refused as { code?: string }).code).toBe('ECONNREFUSED');
    const adminShutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const cases: unknown[] = [
      refused,
      adminShutdown,
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('outer', { cause: adminShutdown }),
      new AggregateError([refused], 'all attempts failed'),
      { message: 'resolver failed', originalError: refused },
    ];
    for (const error of cases) expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    const mapped = knownAppError(refused);
    expect(mapped).toMatchObject({ code: 'DATABASE_UNAVAILABLE', http: 503, gqlCode: 'SERVICE_UNAVAILABLE', retryAfter: DATABASE_RETRY_AFTER_SECONDS });
  });

  it('leaves query errors and bugs alone: they stay 4xx / 500', () => {
    const cases: unknown[] = [
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' }),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a string',
      null,
    ];
    for (const error of cases) expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    expect(knownAppError(new TypeError('bug'))).toBeUndefined();
    const notFound = new AppError('NOT_FOUND');
    expect(knownAppError(notFound)).toBe(notFound);
    expect(knownAppError({ message: 'wrapped', originalError: notFound })).toBe(notFound);
  });
});
