import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { parseEnv } from './config/env.js';
import { createLogger } from './core/logger.js';
import { createTestDatabase, type TestDatabase } from './test/test-database.js';

describe('serving the built client and the GraphQL playground', () => {
  let db: TestDatabase;
  let clientDir: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'specforge-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<title>app</title>');
    await writeFile(path.join(clientDir, 'playground.html'), '<title>playground</title>');
  });
  afterAll(async () => {
    await db.drop();
    await rm(clientDir, { recursive: true, force: true });
  });

  async function appFor(nodeEnv: 'development' | 'production') {
    const env = parseEnv({ NODE_ENV: nodeEnv, DATABASE_URL: db.url, JWT_SECRET: 'x'.repeat(32) });
    return createApp({ env, logger: createLogger('silent', 'test'), orm: db.orm, clientDir });
  }

  it('gives a browser the playground at GET /graphql outside production, JSON clients the API', async () => {
    const { app, stop } = await appFor('development');
    const page = await request(app).get('/graphql').set('Accept', 'text/html,application/xhtml+xml');
    expect(page.status).toBe(200);
    expect(page.text).toContain('playground');
    const api = await request(app).get('/graphql').query({ query: '{ health { status } }' }).set('Accept', 'application/json').set('apollo-require-preflight', 'true');
    expect(api.body).toEqual({ data: { health: { status: 'ok' } } });
    await stop();
  });

  it('hides the playground and introspection in production', async () => {
    const { app, stop } = await appFor('production');
    const page = await request(app).get('/graphql').set('Accept', 'text/html');
    expect(page.text).not.toContain('playground');
    const introspection = await request(app).post('/graphql').send({ query: '{ __schema { types { name } } }' });
    expect(introspection.body.errors[0].message).toMatch(/introspection/i);
    await stop();
  });

  it('serves the app for deep links, 404 for missing assets, and never for API paths', async () => {
    const { app, stop } = await appFor('development');
    const deep = await request(app).get('/project/abc/mission-control');
    expect(deep.status).toBe(200);
    expect(deep.text).toContain('<title>app</title>');
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/assets/missing-123.js')).status).toBe(404);
    const api = await request(app).get('/api');
    expect(api.status).toBe(404);
    expect(api.body.code).toBe('ROUTE_NOT_FOUND');
    await stop();
  });
});
