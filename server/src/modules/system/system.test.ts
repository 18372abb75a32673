import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { forceDropDatabase } from '../../test/test-database.js';

const HEALTH_QUERY = '{ health { status version uptimeSeconds serverTime database { serverVersion installedAt } } }';

describe('health over both transports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /healthz answers 200 {"status":"ok"} when the database answers', async () => {
    const res = await request(t.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the health query over GraphQL POST with real database facts', async () => {
    const res = await request(t.app).post('/graphql').send({ query: HEALTH_QUERY });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const health = res.body.data.health;
    expect(health.status).toBe('ok');
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(health.database.serverVersion).toMatch(/^18\./);
    expect(Date.parse(health.database.installedAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(health.serverTime)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers queries over GraphQL GET', async () => {
    const res = await request(t.app).get('/graphql').query({ query: '{ health { status } }' }).set('apollo-require-preflight', 'true');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { health: { status: 'ok' } } });
  });

  it('rejects an invalid GraphQL query with a client error code', async () => {
    const res = await request(t.app).post('/graphql').send({ query: '{ health { nope } }' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('echoes a well-formed X-Request-Id and invents one otherwise', async () => {
    const given = await request(t.app).get('/healthz').set('X-Request-Id', 'abc-123');
    expect(given.headers['x-request-id']).toBe('abc-123');
    const bad = await request(t.app).get('/healthz').set('X-Request-Id', 'not ok <script>');
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('REST error middleware', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers unknown /api paths with the JSON error shape', async () => {
    const res = await request(t.app).get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      status: 'error',
      code: 'ROUTE_NOT_FOUND',
      message: 'No endpoint GET /api/does-not-exist',
    });
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const res = await request(t.app).post('/api/anything').set('Content-Type', 'application/json').send('{"broken": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await request(t.app)
      .post('/api/anything')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ blob: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('health when the database is gone', () => {
  it('GET /healthz answers 503 and GraphQL reports SERVICE_UNAVAILABLE', async () => {
    const t = await createTestApp();
    await forceDropDatabase(t.db.name);
    const res = await request(t.app).get('/healthz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unavailable', code: 'DATABASE_UNAVAILABLE' });
    const gql = await request(t.app).post('/graphql').send({ query: '{ health { status } }' });
    expect(gql.body.errors[0].extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', appCode: 'DATABASE_UNAVAILABLE', retryAfter: 5 });
    expect(gql.headers['retry-after']).toBe('5');
    expect(gql.body.errors[0].message).not.toMatch(/pool|connect|ECONN/i);
    await t.close();
  });
});
