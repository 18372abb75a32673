import dc from 'node:diagnostics_channel';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Outcome, transports } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { documentClient } from '../documents/testing/document-client.js';
import { echoSection, type FakeLlmServer, startFakeLlmServer } from '../generation/llm/testing/fake-llm-server.js';
import { MODEL_MESSAGES } from './model-connection.schemas.js';
import { pinnedFetch, REDIRECT_REFUSED_MESSAGE } from './pinned-fetch.js';

const KEY = 'sk-guarded-secret-K9Q1';
/** The user's provider: answers only the stored key. */
let provider: FakeLlmServer;
/** A second origin (an attacker's server): must never see a key. It answers an unusual status, so a leak of it shows. */
let other: FakeLlmServer;
/** Answers every call with a 307 to `other`. */
let redirector: { url: string; hits: IncomingHttpHeaders[]; close(): Promise<void> };
let t: TestApp;

/** Every outgoing connection attempt (address:port), as the network layer makes it. */
const attempts: string[] = [];
const watchSocket = (message: unknown) => {
  (message as { socket: Socket }).socket.on('connectionAttempt', (ip: string, port: number) => attempts.push(`${ip}:${port}`));
};

async function startRedirector(to: () => string) {
  const hits: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    hits.push(req.headers);
    req.resume();
    res.writeHead(307, { location: `${to()}${req.url!.replace(/^\/v1/, '')}` }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, hits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

beforeAll(async () => {
  provider = await startFakeLlmServer((req) => (req.headers.authorization === `Bearer ${KEY}` || req.headers['x-api-key'] === KEY ? echoSection(req) : { status: 401 }));
  other = await startFakeLlmServer(() => ({ status: 451 }));
  redirector = await startRedirector(() => other.url);
  dc.subscribe('net.client.socket', watchSocket);
  t = await createTestApp({ LLM_PROVIDER: 'builtin' });
});
afterAll(async () => {
  dc.unsubscribe('net.client.socket', watchSocket);
  await t?.close();
  await Promise.all([provider?.close(), other?.close(), redirector?.close()]);
});
afterEach(() => {
  Object.assign(t.services.models, { allowPrivateUrls: true, resolve: undefined, testTimeoutMs: 15_000 });
});

const model = (change: Record<string, unknown> = {}) => ({ kind: 'openai', base_url: provider.url, model: 'fake-model', api_key: KEY, ...change });
const gqlInput = (m: Record<string, unknown>) => ({ kind: m.kind, baseUrl: m.base_url, model: m.model, apiKey: m.api_key });
const SAVE = 'mutation($i: ModelConnectionInput!) { saveModelConnection(input: $i) { baseUrl keyHint } }';
const TEST = 'mutation($i: ModelConnectionInput) { testModelConnection(input: $i) { ok message latencyMs } }';
const keySeen = (s: FakeLlmServer) => s.requests.filter((r) => JSON.stringify(r.headers).includes(KEY)).length;

async function signedIn(transport: 'rest' | 'graphql' = 'rest') {
  const { c } = await documentClient(t.app, t.db.orm, transport);
  expect((await c.rest('put', '/profile/model', model())).status).toBe(200);
  const save = (m: Record<string, unknown>) => (transport === 'rest' ? c.rest('put', '/profile/model', m) : c.gql(SAVE, { i: gqlInput(m) }));
  const test = (m?: Record<string, unknown>) => (transport === 'rest' ? c.rest('post', '/profile/model/test', m ?? {}) : c.gql(TEST, m ? { i: gqlInput(m) } : {}));
  return { c, save, test };
}

/** The field list of a VALIDATION_FAILED answer: REST `errors`, GraphQL `extensions.fields`. */
function fieldsOf(out: Outcome): unknown {
  const errors = out.body.errors as { field?: string; extensions?: { fields?: unknown } }[] | undefined;
  return out.status === 200 ? errors?.[0]?.extensions?.fields : errors;
}

describe('a stored key goes only to the URL and kind it was saved with', () => {
  it.each(transports)('%s: a save or test that changes the URL or the kind without a key is refused, naming api_key', async (transport) => {
    const { c, save, test } = await signedIn(transport);
    const before = { provider: provider.requests.length, other: other.requests.length };
    for (const change of [{ base_url: other.url }, { base_url: `${other.url}/` }, { kind: 'anthropic' }, { kind: 'anthropic', base_url: null }]) {
      for (const out of [await save(model({ ...change, api_key: null })), await test(model({ ...change, api_key: null }))]) {
        expect({ change, code: out.code, status: out.status }).toEqual({ change, code: 'VALIDATION_FAILED', status: transport === 'rest' ? 400 : 200 });
        expect(fieldsOf(out)).toEqual([{ field: 'api_key', message: MODEL_MESSAGES.keyForNewUrl }]);
      }
    }
    expect({ provider: provider.requests.length, other: other.requests.length }).toEqual(before);
    expect((await c.rest('get', '/profile/model')).body.data).toMatchObject({ base_url: provider.url, kind: 'openai', key_hint: 'K9Q1' });
  });

  it('uses the stored key when only the model changes, and a new URL only with the key given for it', async () => {
    const { c, test } = await signedIn();
    const before = provider.requests.length;
    expect((await test(model({ api_key: null, model: 'other-model' }))).body.data).toMatchObject({ ok: true });
    expect(provider.requests.slice(before).map((r) => [r.headers.authorization, r.body.model])).toEqual([[`Bearer ${KEY}`, 'other-model']]);

    const tested = await test(model({ base_url: other.url, api_key: 'sk-for-the-other-server' }));
    expect(tested.body.data).toMatchObject({ ok: false });
    expect(other.requests.at(-1)!.headers.authorization).toBe('Bearer sk-for-the-other-server');
    const saved = await c.rest('put', '/profile/model', model({ base_url: other.url, api_key: 'sk-for-the-other-server' }));
    expect(saved.body.data).toMatchObject({ base_url: other.url, key_hint: 'rver' });
    expect(keySeen(other)).toBe(0);
  });

  it('a connection without a key (a local server) may change its URL, and its form test is kept as its result', async () => {
    const { c } = await documentClient(t.app, t.db.orm, 'rest');
    expect((await c.rest('put', '/profile/model', model({ api_key: null }))).body.data).toMatchObject({ has_key: false });
    expect((await c.rest('put', '/profile/model', model({ api_key: null, base_url: `${provider.url}/` }))).status).toBe(200);
    expect((await c.rest('put', '/profile/model', model({ api_key: null, base_url: other.url }))).status).toBe(200);
    const tested = await c.rest('post', '/profile/model/test', model({ api_key: null, base_url: other.url }));
    expect(tested.body.data).toMatchObject({ ok: false });
    expect((await c.rest('get', '/profile/model')).body.data).toMatchObject({ base_url: other.url, has_key: false, last_test_ok: false });
  });
});

describe('redirects are not followed', () => {
  it.each([
    ['openai', 'authorization'],
    ['anthropic', 'x-api-key'],
  ])('%s: a redirect to another origin fails the test without naming its target, and the key (%s) never reaches it', async (kind) => {
    const { c } = await documentClient(t.app, t.db.orm, 'rest');
    expect((await c.rest('put', '/profile/model', model({ kind, base_url: redirector.url }))).status).toBe(200);
    const hits = redirector.hits.length;
    const otherBefore = other.requests.length;
    const out = await c.rest('post', '/profile/model/test', {});
    expect(out.body.data).toMatchObject({ ok: false, message: REDIRECT_REFUSED_MESSAGE });
    const { port } = new URL(other.url);
    expect(String((out.body.data as { message: string }).message)).not.toMatch(new RegExp(`${port}|451|307|Location`, 'i'));
    expect(redirector.hits.length - hits).toBe(1);
    expect(other.requests.length).toBe(otherBefore);
    expect(keySeen(other)).toBe(0);
    expect((await c.rest('get', '/profile/model')).body.data).toMatchObject({ last_test_ok: false });
  });

  it('a generation with a redirecting URL fails with the same words, is not retried, and the key stays', async () => {
    const { c } = await documentClient(t.app, t.db.orm, 'graphql');
    await c.rest('put', '/profile/model', model({ base_url: redirector.url }));
    const projectId = await c.projectWithBrief();
    await c.rest('put', `/projects/${projectId}`, { model_source: 'user' });
    const hits = redirector.hits.length;
    await c.generate(projectId, 'prd');
    const [prd] = (await c.settle(projectId)).filter((d) => d.type === 'prd');
    expect(prd).toMatchObject({ status: 'failed', error: REDIRECT_REFUSED_MESSAGE });
    expect(redirector.hits.length - hits).toBe(1);
    expect(keySeen(other)).toBe(0);
  });
});

describe('the checked address is the one called (no second lookup)', () => {
  it('a name that answers public to the check and private afterwards: the test connects to the checked address only', async () => {
    const { c } = await documentClient(t.app, t.db.orm, 'rest');
    const asked: string[] = [];
    // Public first (a documentation address), the private provider from then on: DNS rebinding.
    Object.assign(t.services.models, {
      allowPrivateUrls: false,
      testTimeoutMs: 1_000,
      resolve: async (host: string) => (asked.push(host) === 1 ? ['203.0.113.7'] : ['127.0.0.1']),
    });
    const { port } = new URL(provider.url);
    const before = provider.requests.length;
    attempts.length = 0;
    // `localhost` is what the system resolver answers 127.0.0.1 for: a second lookup would reach the provider.
    const out = await c.rest('post', '/profile/model/test', model({ base_url: `http://localhost:${port}/v1` }));
    expect(out.status).toBe(200);
    expect(out.body.data).toMatchObject({ ok: false });
    expect(asked).toEqual(['localhost']);
    expect(attempts.filter((a) => a.endsWith(`:${port}`))).toEqual([`203.0.113.7:${port}`]);
    expect(provider.requests.length).toBe(before);
  });

  it('a generation resolves the name once and every call of the run goes to that address', async () => {
    const asked: string[] = [];
    // A name the system cannot resolve (.test is reserved): only the checked address can reach the provider.
    Object.assign(t.services.models, { resolve: async (host: string) => (asked.push(host), ['127.0.0.1']) });
    const { port } = new URL(provider.url);
    const { c } = await documentClient(t.app, t.db.orm, 'rest');
    await c.rest('put', '/profile/model', model({ base_url: `http://model.rebind.test:${port}/v1` }));
    const projectId = await c.projectWithBrief();
    await c.rest('put', `/projects/${projectId}`, { model_source: 'user' });
    const before = provider.requests.length;
    await c.generate(projectId, 'prd');
    const [prd] = (await c.settle(projectId)).filter((d) => d.type === 'prd');
    expect(prd).toMatchObject({ status: 'ready' });
    const sent = provider.requests.slice(before);
    expect(sent.length).toBeGreaterThan(2);
    expect(sent.every((r) => r.headers.host === `model.rebind.test:${port}`)).toBe(true);
    expect(asked).toEqual(['model.rebind.test']);
  });

  it('the pinned fetch keeps the host name for Host and refuses another origin before sending anything', async () => {
    const { port } = new URL(provider.url);
    const fetchPinned = pinnedFetch({ url: new URL(`http://pinned.test:${port}/v1`), address: '127.0.0.1', family: 4 });
    const before = provider.requests.length;
    const init = { method: 'POST', headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }, body: JSON.stringify({ model: 'm', stream: true, messages: [] }) };
    const res = await fetchPinned(`http://pinned.test:${port}/v1/chat/completions`, init);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('[DONE]');
    expect(provider.requests.at(-1)!.headers.host).toBe(`pinned.test:${port}`);
    await expect(fetchPinned(`${other.url}/chat/completions`, init)).rejects.toThrow(/another server/);
    await expect(fetchPinned(`https://pinned.test:${port}/v1/chat/completions`, init)).rejects.toThrow(/another server/);
    expect(provider.requests.length).toBe(before + 1);
    expect(keySeen(other)).toBe(0);
  });

  it('over https the pinned call still names the host (SNI), not the address it connects to', async () => {
    const names: string[] = [];
    // Records the name the client asks for, then ends the handshake (no certificate needed for that).
    const server = createTlsServer({ SNICallback: (name, done) => (names.push(name), done(new Error('no certificate'), undefined)) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const fetchPinned = pinnedFetch({ url: new URL(`https://api.pinned.test:${port}/v1`), address: '127.0.0.1', family: 4 });
      await expect(fetchPinned(`https://api.pinned.test:${port}/v1/chat/completions`, { method: 'POST', body: '{}' })).rejects.toThrow('fetch failed');
      expect(names).toEqual(['api.pinned.test']);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('Test connection is rate limited per user', () => {
  it.each(transports)('%s: ten tests a minute, then 429 RATE_LIMITED with Retry-After and no outbound call', async (transport) => {
    const { test } = await signedIn(transport);
    const before = provider.requests.length;
    for (let i = 0; i < 10; i++) expect((await test()).ok).toBe(true);
    const limited = await test(model());
    expect({ code: limited.code, status: limited.status }).toEqual({ code: 'RATE_LIMITED', status: transport === 'rest' ? 429 : 200 });
    expect(Number(limited.retryAfterHeader)).toBeGreaterThanOrEqual(1);
    expect(Number(limited.retryAfterHeader)).toBeLessThanOrEqual(60);
    expect(provider.requests.length - before).toBe(10);
  });

  it('a burst of 40 concurrent tests makes 10 outbound calls', async () => {
    const { test } = await signedIn('rest');
    const before = provider.requests.length;
    const answers = await Promise.all(Array.from({ length: 40 }, () => test()));
    expect(answers.filter((a) => a.status === 200).length).toBe(10);
    expect(answers.filter((a) => a.status === 429 && a.code === 'RATE_LIMITED' && Number(a.retryAfterHeader) >= 1).length).toBe(30);
    expect(provider.requests.length - before).toBe(10);
  });

  it('REST and GraphQL share one count; another user has their own', async () => {
    const { c } = await signedIn('rest');
    for (let i = 0; i < 5; i++) expect((await c.rest('post', '/profile/model/test', {})).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await c.gql(TEST)).ok).toBe(true);
    expect((await c.rest('post', '/profile/model/test', {})).code).toBe('RATE_LIMITED');
    expect((await c.gql(TEST)).code).toBe('RATE_LIMITED');
    const { test } = await signedIn('graphql');
    expect((await test()).ok).toBe(true);
  });
});
