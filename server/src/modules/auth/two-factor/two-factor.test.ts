import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, waitForDevMails } from '../../../test/account-factories.js';
import { AuthClient, refreshCookieOf, transports, type Outcome, type Transport } from '../../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { awayFromStepEdge, challengeOf, disableTwoFactor, enableTwoFactor, payload, setupTwoFactor, totpCode, turnOnTwoFactor, verifyTwoFactor } from '../../../test/two-factor-client.js';
import { Session } from '../session.entity.js';
import { sha256 } from '../tokens.js';
import { TwoFactorChallenge, TwoFactorRecoveryCode, UserTwoFactor } from './two-factor.entity.js';
import { normalizeRecoveryCode } from './totp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const em = () => t.db.orm.em.fork();

async function signedIn(transport: Transport) {
  const account = await createUser(t.db.orm);
  const c = new AuthClient(t.app, transport);
  await c.signIn(account.email, account.password);
  return { ...account, c };
}

/** A password log-in from a fresh client (its own IP): the answer, for the second step. */
const logIn = (transport: Transport, email: string, password: string) => new AuthClient(t.app, transport).logIn({ email, password });

function expectRefused(out: Outcome, code: string, http: number) {
  expect({ ok: out.ok, code: out.code }).toEqual({ ok: false, code });
  if (out.body.status === 'error') expect(out.status).toBe(http);
}

describe.each(transports)('two-factor sign-in over %s', (transport) => {
  it('set-up answers a secret and its otpauth URL, stores the secret sealed, and changes nothing until enabled', async () => {
    const { c, user, email, password } = await signedIn(transport);
    const out = await setupTwoFactor(c);
    expect(out.ok).toBe(true);
    const { secret, otpauth_url } = payload<{ secret: string; otpauth_url: string }>(out);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Specforge');
    expect(decodeURIComponent(url.pathname)).toContain(email);

    const row = await em().findOneOrFail(UserTwoFactor, { user: user.id });
    expect(row.enabledAt).toBeNull();
    expect(Buffer.from(row.secretCiphertext).toString('utf8')).not.toContain(secret);
    expect(Buffer.from(row.secretCiphertext).toString('base64')).not.toContain(secret);
    // Pending set-up: log-in still needs only the password, and the profile says off.
    expect((await logIn(transport, email, password)).ok).toBe(true);
    expect((await c.whoAmI()).body).toMatchObject(transport === 'rest' ? { data: { user: { two_factor_enabled: false } } } : { data: { me: { two_factor_enabled: false } } });
  });

  it('enable needs a right code from the secret; answers ten distinct recovery codes stored hashed, mails the user, and the profile says on', async () => {
    const { c, user, email } = await signedIn(transport);
    expectRefused(await enableTwoFactor(c, '123456'), 'TWO_FACTOR_NOT_SET_UP', 409);
    const { secret } = payload<{ secret: string }>(await setupTwoFactor(c));
    await awayFromStepEdge();
    const right = await totpCode(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    expectRefused(await enableTwoFactor(c, wrong), 'TWO_FACTOR_CODE_INVALID', 400);
    const out = await enableTwoFactor(c, right);
    expect(out.ok).toBe(true);
    const codes = payload<{ recovery_codes: string[] }>(out).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);

    const stored = await em().find(TwoFactorRecoveryCode, { user: user.id });
    expect(stored.map((r) => r.codeHash).sort()).toEqual(codes.map((code) => sha256(normalizeRecoveryCode(code))).sort());
    expect(JSON.stringify(stored)).not.toContain(codes[0]);
    expect((await em().findOneOrFail(UserTwoFactor, { user: user.id })).enabledAt).toBeInstanceOf(Date);

    const [mail] = await waitForDevMails(t.db.orm, email);
    expect(mail!.subject).toBe('Two-factor authentication is on for your Specforge account');
    const me = await c.whoAmI();
    expect(JSON.stringify(me.body)).toContain('"two_factor_enabled":true');
    expectRefused(await enableTwoFactor(c, await totpCode(secret, 1)), 'TWO_FACTOR_ALREADY_ENABLED', 409);
    expectRefused(await setupTwoFactor(c), 'TWO_FACTOR_ALREADY_ENABLED', 409);
  });

  it('once enabled, log-in answers 401 TWO_FACTOR_REQUIRED with a challenge and no session; a right code completes it with the login answer and cookie', async () => {
    const { c, user, email, password } = await signedIn(transport);
    const { secret } = await turnOnTwoFactor(c);
    const sessionsBefore = await em().count(Session, { user: user.id });

    const first = await logIn(transport, email, password);
    expectRefused(first, 'TWO_FACTOR_REQUIRED', 401);
    if (transport === 'graphql') expect(first.gqlCode).toBe('UNAUTHENTICATED');
    const challenge = challengeOf(first);
    expect(challenge).toMatch(/^[\w-]{43}$/);
    expect(refreshCookieOf(first.setCookies)).toBeUndefined();
    expect(JSON.stringify(first.body)).not.toMatch(/access_?[tT]oken|eyJ/);
    expect(await em().count(Session, { user: user.id })).toBe(sessionsBefore);
    expect(await em().count(TwoFactorChallenge, { tokenHash: sha256(challenge!) })).toBe(1);

    const verifier = new AuthClient(t.app, transport);
    const code = await totpCode(secret, 1);
    const wrong = code === '000000' ? '111111' : '000000';
    expectRefused(await verifyTwoFactor(verifier, { challenge: challenge!, code: wrong }), 'TWO_FACTOR_CODE_INVALID', 400);
    const done = await verifyTwoFactor(verifier, { challenge: challenge!, code });
    expect(done.ok).toBe(true);
    const data = done.data as { token: string; user: object; session: { refresh_token: string; user: { id: string } } };
    expect(Object.keys(data).sort()).toEqual(['session', 'token', 'user']);
    expect(data.user).toEqual({ id: user.id, email, name: 'Test User' });
    expect(data.session.user.id).toBe(user.id);
    expect(refreshCookieOf(done.setCookies)).toBe(data.session.refresh_token);
    verifier.token = data.token;
    expect((await verifier.whoAmI()).ok).toBe(true);

    // The challenge worked once; the code is spent for its whole window, even on a new challenge.
    expectRefused(await verifyTwoFactor(verifier, { challenge: challenge!, code }), 'TWO_FACTOR_CHALLENGE_INVALID', 401);
    const again = challengeOf(await logIn(transport, email, password))!;
    expectRefused(await verifyTwoFactor(verifier, { challenge: again, code }), 'TWO_FACTOR_CODE_INVALID', 400);
  });

  it('each recovery code signs in once, in either field and however it is typed', async () => {
    const { c, email, password } = await signedIn(transport);
    const { recoveryCodes } = await turnOnTwoFactor(c);
    const [one, two] = recoveryCodes as [string, string];
    const use = async (input: { code?: string; recovery_code?: string }) => verifyTwoFactor(new AuthClient(t.app, transport), { challenge: challengeOf(await logIn(transport, email, password))!, ...input });

    expect((await use({ recovery_code: one })).ok).toBe(true);
    expectRefused(await use({ recovery_code: one }), 'TWO_FACTOR_CODE_INVALID', 400);
    expect((await use({ code: ` ${two.toUpperCase().replace(/-/g, ' ')} ` })).ok).toBe(true);
    expectRefused(await use({ code: two }), 'TWO_FACTOR_CODE_INVALID', 400);
  });

  it('disable needs the password and a code, mails the user, and log-in needs only the password again', async () => {
    const { c, user, email, password } = await signedIn(transport);
    const { secret, recoveryCodes } = await turnOnTwoFactor(c);
    expectRefused(await disableTwoFactor(c, 'Wrong-Horse-1', await totpCode(secret, 1)), 'WRONG_PASSWORD', 400);
    expectRefused(await disableTwoFactor(c, password, 'abcd-efgh-jkmn-pqrs'), 'TWO_FACTOR_CODE_INVALID', 400);
    expectRefused(await disableTwoFactor(c, password, ''), 'VALIDATION_FAILED', 400);
    const off = await disableTwoFactor(c, password, recoveryCodes[3]!);
    expect(off.ok).toBe(true);
    expect(off.message).toBe('Two-factor authentication is turned off');
    expect(await em().count(UserTwoFactor, { user: user.id })).toBe(0);
    expect(await em().count(TwoFactorRecoveryCode, { user: user.id })).toBe(0);
    const mails = await waitForDevMails(t.db.orm, email, 2);
    expect(mails[0]!.subject).toBe('Two-factor authentication is off for your Specforge account');
    expect((await logIn(transport, email, password)).ok).toBe(true);
    expect(JSON.stringify((await c.whoAmI()).body)).toContain('"two_factor_enabled":false');
    expectRefused(await disableTwoFactor(c, password, recoveryCodes[4]!), 'TWO_FACTOR_NOT_ENABLED', 409);
  });

  it('disable also takes a code from the app', async () => {
    const { c, password } = await signedIn(transport);
    const { secret } = await turnOnTwoFactor(c);
    expect((await disableTwoFactor(c, password, await totpCode(secret, 1))).ok).toBe(true);
  });

  it('personal access tokens cannot set up, enable or disable two-factor, and keep working once it is on', async () => {
    const { c, password } = await signedIn(transport);
    const created = await c.rest('post', '/users/tokens', { name: 'agent', scope: 'read-write' });
    expect(created.status).toBe(201);
    const agent = new AuthClient(t.app, transport);
    agent.token = (created.body.data as { token: string }).token;
    expectRefused(await setupTwoFactor(agent), 'TOKEN_NOT_ALLOWED', 403);
    expectRefused(await enableTwoFactor(agent, '123456'), 'TOKEN_NOT_ALLOWED', 403);
    expectRefused(await disableTwoFactor(agent, password, '123456'), 'TOKEN_NOT_ALLOWED', 403);

    await turnOnTwoFactor(c);
    const projects = transport === 'rest' ? await agent.rest('get', '/projects') : await agent.gql('{ projects { nodes { id } } }');
    expect(projects.ok).toBe(true);
  });

  it('five wrong codes end the challenge: even the right code is then refused', async () => {
    const { c, email, password } = await signedIn(transport);
    const { secret } = await turnOnTwoFactor(c);
    const challenge = challengeOf(await logIn(transport, email, password))!;
    const v = new AuthClient(t.app, transport);
    const right = await totpCode(secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expectRefused(await verifyTwoFactor(v, { challenge, code: wrong }), 'TWO_FACTOR_CODE_INVALID', 400);
    expectRefused(await verifyTwoFactor(v, { challenge, code: right }), 'TWO_FACTOR_CHALLENGE_INVALID', 401);
    // A new log-in gets a new challenge, and the code still works there.
    const fresh = challengeOf(await logIn(transport, email, password))!;
    expect((await verifyTwoFactor(v, { challenge: fresh, code: right })).ok).toBe(true);
  });

  it('code attempts are limited per user across challenges: 429 RATE_LIMITED with Retry-After', async () => {
    const { c, email, password } = await signedIn(transport);
    await turnOnTwoFactor(c);
    const attempt = async () => verifyTwoFactor(new AuthClient(t.app, transport), { challenge: challengeOf(await logIn(transport, email, password))!, code: 'zzzz-zzzz-zzzz-zzzz' });
    // turnOnTwoFactor spent one attempt (enable): nine more are answered, the next is refused.
    for (let i = 0; i < 9; i += 1) expectRefused(await attempt(), 'TWO_FACTOR_CODE_INVALID', 400);
    const limited = await attempt();
    expectRefused(limited, 'RATE_LIMITED', 429);
    if (transport === 'rest') expect(Number(limited.retryAfterHeader)).toBeGreaterThan(0);
    else expect(limited.retryAfter).toBeGreaterThan(0);
  });

  it('an expired or unknown challenge is refused', async () => {
    const { c, email, password } = await signedIn(transport);
    const { secret } = await turnOnTwoFactor(c);
    const challenge = challengeOf(await logIn(transport, email, password))!;
    await em().nativeUpdate(TwoFactorChallenge, { tokenHash: sha256(challenge) }, { expiresAt: new Date(Date.now() - 1000) });
    const v = new AuthClient(t.app, transport);
    expectRefused(await verifyTwoFactor(v, { challenge, code: await totpCode(secret, 1) }), 'TWO_FACTOR_CHALLENGE_INVALID', 401);
    expectRefused(await verifyTwoFactor(v, { challenge: 'not-a-challenge', code: '123456' }), 'TWO_FACTOR_CHALLENGE_INVALID', 401);
    expectRefused(await verifyTwoFactor(v, { challenge: '' }), 'VALIDATION_FAILED', 400);
  });
});

it('without SECRETS_KEY in production, set-up answers 503 TWO_FACTOR_UNAVAILABLE', async () => {
  const prod = await createTestApp({ NODE_ENV: 'production', SECRETS_KEY: '' });
  try {
    const account = await createUser(prod.db.orm);
    const c = new AuthClient(prod.app, 'rest');
    await c.signIn(account.email, account.password);
    expectRefused(await setupTwoFactor(c), 'TWO_FACTOR_UNAVAILABLE', 503);
  } finally {
    await prod.close();
  }
});
