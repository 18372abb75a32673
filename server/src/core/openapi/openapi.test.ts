import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every product REST path that needs a token, plus GET /users/usage. */
const rows = [
  ['get', '/projects'],
  ['get', '/projects/{id}'],
  ['post', '/projects'],
  ['put', '/projects/{id}'],
  ['delete', '/projects/{id}'],
  ['get', '/projects/{id}/wizard/responses'],
  ['get', '/projects/{id}/wizard/responses/{section}'],
  ['post', '/projects/{id}/wizard/responses'],
  ['post', '/projects/{id}/wizard/validate'],
  ['post', '/projects/{id}/wizard/responses/batch'],
  ['post', '/activity/track'],
  ['get', '/users/usage'],
  // The profile rows (registered by modules/users).
  ['get', '/users/profile'],
  ['put', '/users/profile'],
  ['put', '/users/notifications'],
] as const;

/** The accounts rows (docs/auth-api.md). */
const accountRows = [
  ['post', '/auth/signup'],
  ['get', '/auth/verify'],
  ['post', '/auth/verify/resend'],
  ['post', '/auth/login'],
  ['post', '/auth/refresh'],
  ['post', '/auth/logout'],
  ['get', '/auth/session'],
  ['post', '/auth/recover'],
  ['post', '/auth/reset'],
  ['get', '/auth/providers'],
  ['get', '/auth/google'],
  ['get', '/auth/google/callback'],
  ['post', '/auth/google/link'],
  ['put', '/users/password'],
  ['delete', '/users/account'],
] as const;

it('serves an OpenAPI 3.1 document listing every REST row with its schemas', async () => {
  const res = await request(t.app).get('/api/openapi.json').expect(200);
  const doc = res.body as {
    openapi: string;
    servers: { url: string }[];
    paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown>; requestBody?: unknown }>>;
    components: { schemas: Record<string, unknown> };
  };
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.servers).toEqual([{ url: '/api' }]);
  for (const [method, path] of accountRows) expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
  for (const [method, path] of rows) {
    const op = doc.paths[path]?.[method];
    expect(op, `${method.toUpperCase()} ${path}`).toBeDefined();
    expect(op?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(op?.responses ?? {})).toContain('401');
  }
  expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Project', 'CreateProjectRequest', 'WizardResponse', 'WizardValidation', 'TrackActivityRequest', 'UsageStats', 'ErrorResponse']));
  const validate = doc.paths['/projects/{id}/wizard/validate']?.post as unknown as { description: string };
  expect(validate.description).toContain('project_info: projectName and projectDescription required');
});

it('serves a docs page from our own assets, with no inline script', async () => {
  const page = await request(t.app).get('/api/docs').expect(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attrs, body] of scripts) {
    expect(body?.trim()).toBe('');
    const src = /src="([^"]+)"/.exec(attrs ?? '')?.[1];
    expect(src).toMatch(/^\/api\/docs\//);
    const asset = await request(t.app)
      .get(src ?? '')
      .expect(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
  }
  expect(page.text).not.toMatch(/https?:\/\//);
  await request(t.app).get('/api/docs/assets/swagger-ui.css').expect(200).expect('Content-Type', /css/);
  expect((await request(t.app).get('/api/docs/init.js')).text).toContain("url: '/api/openapi.json'");
});
