import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../core/openapi/registry.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const QUERY = '{ appConfig { supportEmail supportPhone googleSignIn planMaxProjects planMaxDocuments generator } }';

async function both(t: TestApp) {
  const rest = await request(t.app).get('/api/config');
  expect(rest.status).toBe(200);
  expect(rest.headers['cache-control']).toBe('public, max-age=300');
  const gql = await request(t.app).post('/graphql').send({ query: QUERY });
  expect(gql.body.errors).toBeUndefined();
  expect(gql.body.data.appConfig).toEqual(rest.body.data);
  return rest.body;
}

describe('public configuration from the environment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SUPPORT_EMAIL: 'help@example.org',
      SUPPORT_PHONE: '+1 (555) 010-2000',
      GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.test',
      GOOGLE_CLIENT_SECRET: 'not-so-secret',
      PLAN_MAX_PROJECTS: '5',
      PLAN_MAX_DOCUMENTS: '40',
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      LLM_API_KEY: 'sk-not-for-the-client',
      LLM_MODEL: 'secret-model-name',
    });
  });
  afterAll(() => t.close());

  it('answers the configured values to anyone, over REST and GraphQL', async () => {
    expect(await both(t)).toEqual({
      status: 'success',
      data: {
        supportEmail: 'help@example.org',
        supportPhone: '+1 (555) 010-2000',
        googleSignIn: true,
        planMaxProjects: 5,
        planMaxDocuments: 40,
        generator: 'openai',
      },
    });
  });

  it('is documented in the OpenAPI file', () => {
    expect(Object.keys(buildOpenApiDocument('http://localhost').paths?.['/config'] ?? {})).toEqual(['get']);
  });

  it('never exposes the Google secret or the model settings', async () => {
    const rest = await request(t.app).get('/api/config');
    for (const secret of ['not-so-secret', 'sk-not-for-the-client', 'secret-model-name', '127.0.0.1:9']) expect(JSON.stringify(rest.body)).not.toContain(secret);
  });
});

describe('public configuration defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('falls back to the documented defaults (free beta: 2 projects, 20 documents)', async () => {
    expect((await both(t)).data).toEqual({
      supportEmail: 'support@specforge.app',
      supportPhone: '+1 (555) 010-0100',
      googleSignIn: false,
      planMaxProjects: 2,
      planMaxDocuments: 20,
      generator: 'builtin',
    });
  });
});
