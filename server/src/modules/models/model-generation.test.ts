import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelSettings } from './model-settings.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { documentClient } from '../documents/testing/document-client.js';
import { echoSection, startFakeLlmServer, type FakeLlmServer } from '../generation/llm/testing/fake-llm-server.js';
import { parseEnv } from '../../config/env.js';
import { DEV_SECRETS_KEY } from '../../config/secrets-key.js';
import { UserTwoFactor } from '../auth/two-factor/index.js';
import { ModelConnection } from './model-connection.entity.js';
import { isInternalAddress, modelUrlProblem } from './model-url.js';
import { reencryptSecrets } from './rotate-secrets.js';
import { open, seal } from '../../core/crypto/secret-box.js';
import { NO_MODEL_MESSAGE } from './model-generator.js';

const KEY = 'sk-generation-secret-A1B2';
let fake: FakeLlmServer;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeLlmServer(echoSection);
  // The server's own model is the built-in composer: every call the fake sees is the user's model.
  t = await createTestApp({ LLM_PROVIDER: 'builtin' });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('a project set to "My model"', () => {
  it("generates with the owner's model and key, and counts the tokens in the usage statistics", async () => {
    const { c } = await documentClient(t.app, t.db.orm, 'graphql');
    await c.rest('put', '/profile/model', { kind: 'openai', base_url: fake.url, model: 'users-model', api_key: KEY });
    const projectId = await c.projectWithBrief();
    const set = await c.rest('put', `/projects/${projectId}`, { model_source: 'user' });
    expect((set.body.data as { model_source: string }).model_source).toBe('user');
    const before = fake.requests.length;
    expect((await c.generate(projectId, 'prd')).ok).toBe(true);
    const [prd] = (await c.settle(projectId)).filter((d) => d.type === 'prd');
    expect(prd).toMatchObject({ status: 'ready' });
    const sent = fake.requests.slice(before);
    expect(sent.length).toBeGreaterThan(2);
    expect(sent.every((r) => r.headers.authorization === `Bearer ${KEY}` && r.body.model === 'users-model')).toBe(true);
    const doc = await c.getDocument(prd!.id as string);
    expect(JSON.stringify(doc.body)).not.toContain(KEY);
    expect(String(doc.data.content)).toContain('Model text for section');

    // The fake counts 10 input and 5 output tokens per call.
    const usage = (await c.gql('{ usageStats { inputTokens outputTokens documentsGenerated } }')).data;
    expect(usage).toEqual({ inputTokens: 10 * sent.length, outputTokens: 5 * sent.length, documentsGenerated: 1 });
    const rest = (await c.rest('get', '/users/usage')).body.data;
    expect(rest).toMatchObject({ inputTokens: 10 * sent.length, outputTokens: 5 * sent.length });
  });

  it('fails the document with a clear message when the owner has no model', async () => {
    const { c } = await documentClient(t.app, t.db.orm, 'graphql');
    const projectId = await c.projectWithBrief();
    const set = await c.gql('mutation($id: ID!) { updateProject(id: $id, input: { modelSource: "user" }) { modelSource } }', { id: projectId });
    expect(set.data).toEqual({ modelSource: 'user' });
    await c.generate(projectId, 'prd');
    const [prd] = (await c.settle(projectId)).filter((d) => d.type === 'prd');
    expect(prd).toMatchObject({ status: 'failed', error: NO_MODEL_MESSAGE });
  });

  it("keeps 'server' as the default and refuses other values", async () => {
    const { c } = await documentClient(t.app, t.db.orm, 'rest');
    const projectId = await c.projectWithBrief();
    expect((await c.rest('get', `/projects/${projectId}`)).body.data).toMatchObject({ model_source: 'server' });
    const bad = await c.rest('put', `/projects/${projectId}`, { model_source: 'mine' });
    expect({ status: bad.status, message: bad.message }).toEqual({ status: 400, message: "model_source must be 'server' or 'user'" });
  });
});

describe('secrets at rest', () => {
  const keyA = Buffer.alloc(32, 1);
  const keyB = Buffer.alloc(32, 2);

  it('seals with AES-256-GCM: a fresh IV each time, and a changed byte or another key is refused', () => {
    const one = seal(keyA, KEY);
    const two = seal(keyA, KEY);
    expect(one.iv.equals(two.iv)).toBe(false);
    expect(open(keyA, one)).toBe(KEY);
    expect(() => open(keyB, one)).toThrow();
    const tampered = { ...one, ciphertext: Buffer.from(one.ciphertext) };
    tampered.ciphertext[0]! ^= 1;
    expect(() => open(keyA, tampered)).toThrow();
  });

  it('rotation re-encrypts every key from SECRETS_KEY_PREVIOUS to SECRETS_KEY, and a second run changes nothing', async () => {
    const { userId } = await documentClient(t.app, t.db.orm, 'rest');
    const em = t.db.orm.em.fork();
    const sealed = seal(keyA, KEY);
    em.create(ModelConnection, { user: userId, kind: 'openai', baseUrl: fake.url, model: 'm', keyCiphertext: sealed.ciphertext, keyIv: sealed.iv, keyTag: sealed.tag, keyHint: 'A1B2' });
    await em.flush();
    const first = await reencryptSecrets(t.db.orm.em.fork(), keyA, keyB);
    expect(first.rotated).toBe(1);
    const row = await t.db.orm.em.fork().findOneOrFail(ModelConnection, { user: userId });
    expect(open(keyB, { ciphertext: row.keyCiphertext!, iv: row.keyIv!, tag: row.keyTag! })).toBe(KEY);
    expect(() => open(keyA, { ciphertext: row.keyCiphertext!, iv: row.keyIv!, tag: row.keyTag! })).toThrow();
    const second = await reencryptSecrets(t.db.orm.em.fork(), keyA, keyB);
    expect(second).toMatchObject({ rotated: 0, current: first.current + 1 });
  });

  it('rotates two-factor secrets too, so authenticator codes keep working under the new key', async () => {
    const { userId } = await documentClient(t.app, t.db.orm, 'rest');
    const em = t.db.orm.em.fork();
    const sealed = seal(keyA, 'JBSWY3DPEHPK3PXP');
    em.create(UserTwoFactor, { user: userId, secretCiphertext: sealed.ciphertext, secretIv: sealed.iv, secretTag: sealed.tag, enabledAt: new Date() });
    await em.flush();
    const result = await reencryptSecrets(t.db.orm.em.fork(), keyA, keyB);
    expect(result.rotated).toBe(1);
    const row = await t.db.orm.em.fork().findOneOrFail(UserTwoFactor, { user: userId });
    expect(open(keyB, { ciphertext: row.secretCiphertext, iv: row.secretIv, tag: row.secretTag })).toBe('JBSWY3DPEHPK3PXP');
  });

  it('reads SECRETS_KEY as 32 bytes of base64 or hex; no key in production turns own models off', () => {
    const base = { JWT_SECRET: 'x'.repeat(32) };
    expect(() => parseEnv({ ...base, SECRETS_KEY: 'too-short' })).toThrow(/SECRETS_KEY: must be 32 bytes/);
    const hex = 'ab'.repeat(32);
    expect(modelSettings(parseEnv({ ...base, SECRETS_KEY: hex })).secretsKey).toEqual(Buffer.from(hex, 'hex'));
    expect(modelSettings(parseEnv({ ...base, SECRETS_KEY: keyA.toString('base64') })).secretsKey).toEqual(keyA);
    expect(modelSettings(parseEnv({ ...base, NODE_ENV: 'production' })).secretsKey).toBeNull();
    expect(modelSettings(parseEnv({ ...base, NODE_ENV: 'development' })).secretsKey).toEqual(DEV_SECRETS_KEY);
    expect(modelSettings(parseEnv({ ...base, NODE_ENV: 'production' })).allowPrivateUrls).toBe(false);
    expect(modelSettings(parseEnv({ ...base, NODE_ENV: 'production', LLM_ALLOW_PRIVATE_URLS: 'true' })).allowPrivateUrls).toBe(true);
  });
});

describe('model URLs in production (private addresses refused)', () => {
  const production = { allowPrivate: false };

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    'fd00:ec2::254',
    // IPv6 forms that reach an IPv4 address inside them: NAT64, 6to4, IPv4-compatible, IPv4-translated.
    '64:ff9b::a00:1',
    '64:ff9b::169.254.169.254',
    '64:ff9b:1::a00:1',
    '2002:a9fe:a9fe::1',
    '::7f00:1',
    '::ffff:0:a00:1',
    'fec0::1',
  ])('%s is internal', (address) => expect(isInternalAddress(address)).toBe(true));

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '64:ff9b::8.8.8.8', '2002:808:808::1'])('%s is public', (address) => expect(isInternalAddress(address)).toBe(false));

  it('checks every address a host name resolves to', async () => {
    const resolve = (answers: string[]) => async () => answers;
    expect(await modelUrlProblem('https://api.example.com/v1', { ...production, resolve: resolve(['93.184.216.34']) })).toBeNull();
    expect(await modelUrlProblem('https://rebind.example.com/v1', { ...production, resolve: resolve(['93.184.216.34', '10.0.0.1']) })).toMatch(/private-network/);
    expect(await modelUrlProblem('http://[::1]:11434/v1', production)).toMatch(/LLM_ALLOW_PRIVATE_URLS/);
    expect(await modelUrlProblem('http://127.0.0.1:11434/v1', { allowPrivate: true })).toBeNull();
    expect(await modelUrlProblem('file:///etc/passwd', { allowPrivate: true })).toMatch(/http/);
    expect(await modelUrlProblem('https://user:pw@api.example.com/v1', { allowPrivate: true })).toMatch(/key field/);
  });
});
