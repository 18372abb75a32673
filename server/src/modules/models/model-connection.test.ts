import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient, type Outcome } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { documentClient, type DocumentClient } from '../documents/testing/document-client.js';
import { type FakeReply, type RecordedRequest, startFakeLlmServer, type FakeLlmServer, echoSection } from '../generation/llm/testing/fake-llm-server.js';

const KEY = 'sk-user-own-secret-QX7Z';
const lines: string[] = [];
let fake: FakeLlmServer;
let t: TestApp;

/** The fake provider: 401 for any other key, 404 for an unknown model, a hang for the slow one. */
function reply(req: RecordedRequest): FakeReply {
  if (req.headers.authorization !== `Bearer ${KEY}`) return { status: 401, error: { error: { message: `Incorrect API key provided: ${req.headers.authorization}` } } };
  if (req.body.model === 'no-such-model') return { status: 404, error: { error: { message: 'The model does not exist' } } };
  if (req.body.model === 'slow-model') return { hang: true };
  return echoSection(req);
}

beforeAll(async () => {
  fake = await startFakeLlmServer(reply);
  // Every log line of the app, at the most verbose level, to look for the key in.
  const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
  t = await createTestApp({}, { logger });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const model = () => ({ kind: 'openai', base_url: fake.url, model: 'fake-model', api_key: KEY });
const unwrap = (o: Outcome) => (o.body.data ?? o.data) as Record<string, unknown>;

async function signedIn(transport: 'rest' | 'graphql' = 'rest'): Promise<{ c: DocumentClient; userId: string }> {
  return documentClient(t.app, t.db.orm, transport);
}

const FIELDS = 'kind baseUrl model hasKey keyHint lastTestedAt lastTestOk';

describe('bring your own model', () => {
  it('saves the connection over REST and GraphQL, answering only the key hint, never the key', async () => {
    const { c } = await signedIn();
    const saved = await c.rest('put', '/profile/model', model());
    expect(saved.status).toBe(200);
    expect(unwrap(saved)).toMatchObject({ kind: 'openai', base_url: fake.url, model: 'fake-model', has_key: true, key_hint: 'QX7Z', last_test_ok: null });
    const read = await c.rest('get', '/profile/model');
    const gql = await c.gql(`{ modelConnection { ${FIELDS} } }`);
    expect(gql.data).toMatchObject({ kind: 'openai', model: 'fake-model', hasKey: true, keyHint: 'QX7Z' });
    for (const answer of [saved, read, gql]) expect(JSON.stringify(answer.body)).not.toContain(KEY);

    // An edit without a key keeps the stored one.
    const edited = await c.gql(`mutation($i: ModelConnectionInput!) { saveModelConnection(input: $i) { ${FIELDS} } }`, {
      i: { kind: 'openai', baseUrl: fake.url, model: 'fake-model-2' },
    });
    expect(edited.data).toMatchObject({ model: 'fake-model-2', hasKey: true, keyHint: 'QX7Z' });
  });

  it('stores the key encrypted: the row holds ciphertext, IV and tag, not the key', async () => {
    const { c, userId } = await signedIn();
    await c.rest('put', '/profile/model', model());
    const [row] = await t.db.orm.em.fork().execute<Record<string, unknown>[]>('select * from user_model_connection where user_id = ?', [userId]);
    const dump =
      JSON.stringify(row) +
      Object.values(row!)
        .map((v) => (Buffer.isBuffer(v) ? v.toString('latin1') : ''))
        .join('');
    expect(dump).not.toContain(KEY);
    expect(dump).not.toContain('own-secret');
    expect((row!.key_iv as Buffer).length).toBe(12);
    expect((row!.key_tag as Buffer).length).toBe(16);
    expect(row!.key_hint).toBe('QX7Z');
  });

  it('tests the connection: the key reaches the provider as the bearer, and the result is kept', async () => {
    const { c } = await signedIn();
    await c.rest('put', '/profile/model', model());
    const before = fake.requests.length;
    const tested = await c.rest('post', '/profile/model/test', {});
    expect(unwrap(tested)).toMatchObject({ ok: true });
    expect(unwrap(tested).message).toMatch(/^Connected: fake-model answered in \d+ ms\.$/);
    const sent = fake.requests.slice(before);
    expect(sent.length).toBe(1);
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent[0]!.body.model).toBe('fake-model');
    expect(unwrap(await c.rest('get', '/profile/model'))).toMatchObject({ last_test_ok: true });
    expect(JSON.stringify(tested.body)).not.toContain(KEY);
  });

  it.each([
    ['a wrong key', { api_key: 'sk-wrong-key-0000' }, /^The provider refused the API key \(401\)\. Check the key\.$/],
    ['an unknown model', { model: 'no-such-model' }, /does not know the model "no-such-model"/],
    ['an unreachable server', { base_url: 'http://127.0.0.1:65531/v1' }, /^Could not connect to 127\.0\.0\.1:65531: the connection was refused/],
    ['a server that does not answer', { model: 'slow-model' }, /^The provider did not answer within 1 s\.$/],
  ])('explains %s in words', async (_what, change, message) => {
    const { c } = await signedIn('graphql');
    t.services.models.testTimeoutMs = 1_000;
    const m = { ...model(), ...change };
    const out = await c.gql(`mutation($i: ModelConnectionInput) { testModelConnection(input: $i) { ok message latencyMs } }`, {
      i: { kind: m.kind, baseUrl: m.base_url, model: m.model, apiKey: m.api_key },
    });
    expect(out.data).toMatchObject({ ok: false });
    expect(out.data.message).toMatch(message);
    expect(JSON.stringify(out.body)).not.toContain(KEY);
  });

  it("another user neither sees nor uses someone's connection", async () => {
    const { c: a } = await signedIn();
    await a.rest('put', '/profile/model', model());
    const { c: b } = await signedIn();
    expect((await b.rest('get', '/profile/model')).body).toEqual({ status: 'success', data: null });
    expect((await b.gql('{ modelConnection { model } }')).body).toEqual({ data: { modelConnection: null } });
    const test = await b.rest('post', '/profile/model/test', {});
    expect({ status: test.status, code: test.code }).toEqual({ status: 404, code: 'MODEL_CONNECTION_NOT_FOUND' });
    const removed = await b.rest('delete', '/profile/model');
    expect(removed.code).toBe('MODEL_CONNECTION_NOT_FOUND');
    expect(unwrap(await a.rest('get', '/profile/model'))).toMatchObject({ key_hint: 'QX7Z' });
  });

  it('refuses personal access tokens on every model operation (like account operations)', async () => {
    const { c } = await signedIn();
    await c.rest('put', '/profile/model', model());
    const created = await c.rest('post', '/users/tokens', { name: 'agent', scope: 'read-write' });
    const pat = new AuthClient(t.app, 'rest');
    pat.token = (created.body.data as { token: string }).token;
    for (const [method, path] of [
      ['get', '/profile/model'],
      ['put', '/profile/model'],
      ['post', '/profile/model/test'],
      ['delete', '/profile/model'],
    ] as const) {
      const out = await pat.rest(method, path, method === 'get' ? undefined : model());
      expect({ path, status: out.status, code: out.code }).toEqual({ path, status: 403, code: 'TOKEN_NOT_ALLOWED' });
    }
    for (const query of ['{ modelConnection { model } }', 'mutation { testModelConnection { ok } }', 'mutation { deleteModelConnection }']) {
      expect((await pat.gql(query)).code).toBe('TOKEN_NOT_ALLOWED');
    }
    expect(unwrap(await c.rest('get', '/profile/model'))).toMatchObject({ has_key: true });
  });

  it('refuses private-network URLs with the production setting, and allows them when the operator does', async () => {
    const { c } = await signedIn();
    t.services.models.allowPrivateUrls = false;
    try {
      for (const url of [fake.url, 'http://169.254.169.254/latest', 'http://10.0.0.7/v1', 'http://[::1]:8080/v1', 'http://localhost:11434/v1']) {
        const out = await c.rest('put', '/profile/model', { ...model(), base_url: url });
        expect({ url, status: out.status, code: out.code }).toEqual({ url, status: 400, code: 'MODEL_URL_REFUSED' });
      }
      const test = await c.rest('post', '/profile/model/test', model());
      expect(test.code).toBe('MODEL_URL_REFUSED');
      expect((await c.rest('put', '/profile/model', { ...model(), base_url: 'ftp://example.com/v1' })).code).toBe('MODEL_URL_REFUSED');
    } finally {
      t.services.models.allowPrivateUrls = true;
    }
    expect((await c.rest('put', '/profile/model', model())).status).toBe(200);
  });

  it('validates the fields with clear messages', async () => {
    const { c } = await signedIn();
    expect((await c.rest('put', '/profile/model', { kind: 'openai', model: 'm' })).message).toBe('The URL of the OpenAI-compatible server is required');
    expect((await c.rest('put', '/profile/model', { kind: 'anthropic', model: 'claude' })).message).toBe('An API key is required for Anthropic');
    expect((await c.rest('put', '/profile/model', { kind: 'gemini', model: 'm' })).status).toBe(400);
  });

  it('removes the connection', async () => {
    const { c } = await signedIn();
    await c.rest('put', '/profile/model', model());
    expect((await c.rest('delete', '/profile/model')).body).toEqual({ status: 'success', message: 'Model removed' });
    expect((await c.rest('get', '/profile/model')).body.data).toBeNull();
  });

  it('never wrote the key to the log', () => {
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter((l) => l.includes('own-secret'))).toEqual([]);
  });
});
