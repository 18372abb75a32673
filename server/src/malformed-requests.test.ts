import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from './app.js';
import { parseEnv } from './config/env.js';
import { createLogger } from './core/logger.js';
import { JSON_DEPTH_MESSAGE, MAX_JSON_DEPTH } from './core/http/json-body.js';
import { createTestDatabase, type TestDatabase } from './test/test-database.js';

// A malformed or oversized /graphql body answered Express's HTML error page, with the stack
// trace and absolute paths in development. Every malformed request now answers coded JSON, on
// every route, in every mode.
let db: TestDatabase;
let clientDir: string;
const apps: App[] = [];
beforeAll(async () => {
  db = await createTestDatabase();
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'specforge-client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<title>app</title>');
});
afterAll(async () => {
  for (const a of apps) await a.stop();
  await db.drop();
  await rm(clientDir, { recursive: true, force: true });
});

async function appFor(nodeEnv: 'development' | 'production' | 'test') {
  const env = parseEnv({ NODE_ENV: nodeEnv, DATABASE_URL: db.url, JWT_SECRET: 'x'.repeat(32) });
  const app = await createApp({ env, logger: createLogger('silent', 'test'), orm: db.orm, clientDir });
  apps.push(app);
  return app.app;
}

/** Nothing of the server's insides: no stack frames, no file paths, no Express page. */
function expectNoInternals(text: string): void {
  expect(text).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/work\/|\/src\/|<pre>|<!DOCTYPE/i);
}

const big = JSON.stringify({ query: `{ __typename } #${'x'.repeat(1_100_000)}` });

describe.each(['development', 'production', 'test'] as const)('malformed requests in %s', (mode) => {
  it('/graphql: broken JSON, a body over the limit, an unknown charset or encoding answer GraphQL-shaped JSON errors', async () => {
    const app = await appFor(mode);
    const cases: [string, () => request.Test, number, string][] = [
      ['broken JSON', () => request(app).post('/graphql').set('Content-Type', 'application/json').send('{"query": "{ x"'), 400, 'BAD_REQUEST'],
      ['over 1 MB', () => request(app).post('/graphql').set('Content-Type', 'application/json').send(big), 413, 'PAYLOAD_TOO_LARGE'],
      ['unknown charset', () => request(app).post('/graphql').set('Content-Type', 'application/json; charset=klingon').send('{}'), 400, 'BAD_REQUEST'],
      ['unknown encoding', () => request(app).post('/graphql').set('Content-Type', 'application/json').set('Content-Encoding', 'bogus').send('{}'), 400, 'BAD_REQUEST'],
    ];
    for (const [what, send, status, appCode] of cases) {
      const res = await send();
      expect([what, res.status, res.headers['content-type']]).toEqual([what, status, expect.stringMatching(/^application\/json/)]);
      expect(res.body, what).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'BAD_USER_INPUT', appCode } }] });
      expectNoInternals(res.text);
    }
  });

  it('REST and every other route: coded REST-shaped JSON', async () => {
    const app = await appFor(mode);
    const cases: [string, () => request.Test, number, string][] = [
      ['broken JSON on /api', () => request(app).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": '), 400, 'BAD_REQUEST'],
      ['over 1 MB on /api', () => request(app).post('/api/auth/login').set('Content-Type', 'application/json').send(big), 413, 'PAYLOAD_TOO_LARGE'],
      ['a malformed URL under /api', () => request(app).get('/api/projects/%E0%A4%A'), 400, 'BAD_REQUEST'],
      ['an unknown route', () => request(app).post('/nowhere').send({}), 404, 'ROUTE_NOT_FOUND'],
    ];
    for (const [what, send, status, code] of cases) {
      const res = await send();
      expect([what, res.status, res.headers['content-type']]).toEqual([what, status, expect.stringMatching(/^application\/json/)]);
      expect(res.body, what).toMatchObject({ status: 'error', code, message: expect.any(String) });
      expectNoInternals(res.text);
    }
  });

  it(`JSON nested deeper than ${MAX_JSON_DEPTH} levels answers 400 VALIDATION_FAILED on /api, /graphql (body and GET variables) and /mcp`, async () => {
    const app = await appFor(mode);
    // 100,000 levels overflowed the stack in the routes that walk the body (a 500); 65 is one too many.
    const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    for (const n of [MAX_JSON_DEPTH + 1, 100_000]) {
      const api = await request(app)
        .post('/api/briefs/analysis')
        .set('Content-Type', 'application/json')
        .send(`{"projectName": ${deep(n)}}`);
      expect([n, api.status, api.body]).toEqual([n, 400, { status: 'error', code: 'VALIDATION_FAILED', message: JSON_DEPTH_MESSAGE }]);
      const gql = await request(app)
        .post('/graphql')
        .set('Content-Type', 'application/json')
        .send(`{"query": "query Q($b: JSONObject!) { briefAnalysis(brief: $b) { score } }", "variables": {"b": {"x": ${deep(n)}}}}`);
      expect([n, gql.status, gql.body]).toEqual([n, 400, { errors: [{ message: JSON_DEPTH_MESSAGE, extensions: { code: 'BAD_USER_INPUT', appCode: 'VALIDATION_FAILED' } }] }]);
      if (n < 5_000) {
        const get = await request(app)
          .get('/graphql')
          .query({ query: '{ __typename }', variables: `{"b": ${deep(n)}}` })
          .set('Accept', 'application/json');
        expect([n, get.status, get.body.errors?.[0]?.extensions?.appCode]).toEqual([n, 400, 'VALIDATION_FAILED']);
      }
      const mcp = await request(app)
        .post('/mcp')
        .set('Content-Type', 'application/json')
        .send(`{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": ${deep(Math.min(n, 30_000))}}`);
      expect([n, mcp.status, mcp.body.error?.data?.code, mcp.body.error?.message]).toEqual([n, 400, 'VALIDATION_FAILED', JSON_DEPTH_MESSAGE]);
    }
    // Brackets inside strings are text, and 64 levels are allowed.
    const fine = await request(app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(`{"email": "${'['.repeat(500)}", "password": ${deep(MAX_JSON_DEPTH - 1)}}`);
    expect(fine.body.message).not.toBe(JSON_DEPTH_MESSAGE);
    expect(fine.status).toBeLessThan(500);
  });
});
