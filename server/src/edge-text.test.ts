import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import request from 'supertest';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from './app.js';
import { createLogger } from './core/logger.js';
import { Project } from './modules/projects/project.entity.js';
import { createUser, GOOD_PASSWORD } from './test/account-factories.js';
import { createTestApp, type TestApp } from './test/test-app.js';

// NUL bytes and unpaired surrogates answered 500 on many operations (PostgreSQL refuses NUL in
// text and unpaired surrogates in JSON). One rule at the edge now answers 400 VALIDATION_FAILED
// naming the field, on REST, GraphQL over HTTP and graphql-ws alike, before anything is stored.
const NOT_ALLOWED = 'contains a character that is not allowed (a NUL byte or an unpaired surrogate)';

let t: TestApp;
let ws: App;
let server: Server;
let token = '';
let projectId = '';
beforeAll(async () => {
  t = await createTestApp();
  ws = await createApp({ env: t.env, logger: createLogger('silent', 'test'), orm: t.db.orm, runJobs: false });
  server = createServer(ws.app);
  ws.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { email } = await createUser(t.db.orm);
  token = (await request(t.app).post('/api/auth/login').send({ email, password: GOOD_PASSWORD })).body.token as string;
  projectId = (await request(t.app).post('/api/projects').set('Authorization', `Bearer ${token}`).send({ name: 'Edge', description: 'Edge cases' })).body.data.id as string;
});
afterAll(async () => {
  await ws.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

const projectCount = () => t.db.orm.em.fork().count(Project, {});
const bearer = () => `Bearer ${token}`;

describe('REST', () => {
  it.each([
    ['a NUL in a project name', 'post', '/api/projects', { name: 'a\u0000b', description: 'x' }, 'name'],
    ['an unpaired surrogate in a project name', 'post', '/api/projects', { name: 'a\ud800b', description: 'x' }, 'name'],
    ['a NUL in a wizard answer', 'post', '/api/projects/{id}/wizard/responses', { section_id: 'basic_info', responses: { projectName: 'x\u0000' } }, 'responses.projectName'],
    ['a NUL in a profile field', 'put', '/api/users/profile', { firstName: 'Ada\u0000' }, 'firstName'],
    ['an e-mail with a NUL at log-in', 'post', '/api/auth/login', { email: 'a\u0000@example.com', password: 'x' }, 'email'],
    ['a sign-up name with an unpaired surrogate', 'post', '/api/auth/signup', { name: '\udc00', email: 'x@example.com', password: GOOD_PASSWORD }, 'name'],
  ] as const)('%s answers 400 VALIDATION_FAILED naming the field', async (_what, method, path, body, field) => {
    const before = await projectCount();
    const res = await request(t.app)[method](path.replace('{id}', projectId)).set('Authorization', bearer()).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED', message: `${field} ${NOT_ALLOWED}`, errors: [{ field, message: NOT_ALLOWED }] });
    expect(await projectCount()).toBe(before);
  });

  it('refuses an unpaired surrogate in a key of a JSON object (wizard answers, stored as jsonb)', async () => {
    const res = await request(t.app)
      .post(`/api/projects/${projectId}/wizard/responses`)
      .set('Authorization', bearer())
      .send({ section_id: 'basic_info', responses: { 'name\ud800': 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'responses.name\\ud800', message: expect.stringContaining('has a name that contains') }]);
  });

  it('checks the query string and the path too', async () => {
    const query = await request(t.app).get('/api/projects?search=%00').set('Authorization', bearer());
    expect([query.status, query.body.code, query.body.errors]).toEqual([400, 'VALIDATION_FAILED', [{ field: 'search', message: NOT_ALLOWED }]]);
    const path = await request(t.app).get('/api/projects/a%00b').set('Authorization', bearer());
    expect([path.status, path.body.code, path.body.errors?.[0]?.field]).toEqual([400, 'VALIDATION_FAILED', 'path']);
    const broken = await request(t.app).get('/api/projects/%E0%A4%A').set('Authorization', bearer());
    expect([broken.status, broken.body.code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('keeps other unusual text: RTL overrides, combining marks, 4-byte emoji', async () => {
    const name = '\u202eevil\u202c Z\u0301\u0302 👩‍👩‍👧‍👦 𠜎';
    const res = await request(t.app).put(`/api/projects/${projectId}`).set('Authorization', bearer()).send({ name, description: 'x' });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe(name);
  });
});

describe('GraphQL over HTTP', () => {
  const gql = (query: string, variables?: Record<string, unknown>) => request(t.app).post('/graphql').set('Authorization', bearer()).send({ query, variables });
  const CREATE = 'mutation($input: ProjectInput!) { createProject(input: $input) { id } }';

  it('refuses a NUL in a variable, naming the field', async () => {
    const before = await projectCount();
    const res = await gql(CREATE, { input: { name: 'a\u0000b', description: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        message: `input.name ${NOT_ALLOWED}`,
        extensions: { code: 'BAD_USER_INPUT', appCode: 'VALIDATION_FAILED', fields: [{ field: 'input.name', message: NOT_ALLOWED }] },
      }),
    ]);
    expect(await projectCount()).toBe(before);
  });

  it('refuses a NUL written into the document as a string escape, naming the argument', async () => {
    const res = await gql('mutation { createProject(input: { name: "a\\u0000b", description: "x" }) { id } }');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', appCode: 'VALIDATION_FAILED', fields: [{ field: 'input.name', message: NOT_ALLOWED }] });
  });

  it('refuses unpaired surrogates in JSONObject keys and in GET query variables', async () => {
    const keyed = await gql('query($p: ID!, $r: JSONObject!) { validateWizardStep(projectId: $p, step: "1", responses: $r) { valid } }', { p: projectId, r: { 'k\udfff': 1 } });
    expect(keyed.body.errors, JSON.stringify(keyed.body)).toBeDefined();
    expect([keyed.status, keyed.body.errors[0].extensions.appCode, keyed.body.errors[0].extensions.fields[0].field]).toEqual([400, 'VALIDATION_FAILED', 'r.k\\udfff']);
    const variables = encodeURIComponent(JSON.stringify({ id: 'a\u0000' }));
    const get = await request(t.app)
      .get(`/graphql?query=${encodeURIComponent('query($id: ID!) { project(id: $id) { id } }')}&variables=${variables}`)
      .set('Authorization', bearer())
      .set('Apollo-Require-Preflight', '1');
    expect([get.status, get.body.errors?.[0]?.extensions?.appCode], JSON.stringify(get.body)).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('GraphQL over graphql-ws', () => {
  function run(query: string, variables?: Record<string, unknown>): Promise<{ message: string; extensions?: Record<string, unknown> }[]> {
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: bearer() }, retryAttempts: 0 });
    return new Promise((resolve) => {
      const errors: { message: string; extensions?: Record<string, unknown> }[] = [];
      const done = () => void Promise.resolve(client.dispose()).then(() => resolve(errors));
      client.subscribe(
        { query, variables },
        {
          next: (msg) => void errors.push(...((msg.errors ?? []) as typeof errors)),
          error: (err) => {
            errors.push(...((Array.isArray(err) ? err : [{ message: String(err) }]) as typeof errors));
            done();
          },
          complete: done,
        },
      );
    });
  }

  it('refuses a NUL in a variable and in a literal with the same coded error', async () => {
    const viaVariable = await run('mutation($input: ProjectInput!) { createProject(input: $input) { id } }', { input: { name: 'x\u0000', description: 'x' } });
    const viaLiteral = await run('mutation { createProject(input: { name: "x\\u0000", description: "x" }) { id } }');
    for (const errors of [viaVariable, viaLiteral]) {
      expect(errors).toEqual([expect.objectContaining({ message: `input.name ${NOT_ALLOWED}`, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', appCode: 'VALIDATION_FAILED' }) })]);
    }
  });
});
