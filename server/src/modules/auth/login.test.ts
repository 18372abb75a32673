import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient, freshIp, refreshCookieOf, transports, type Outcome } from '../../test/auth-client.js';
import { createUser, GOOD_PASSWORD, uniqueEmail } from '../../test/account-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { User } from '../users/user.entity.js';
import { RefreshToken, Session } from './session.entity.js';
import { REFRESH_REUSE_GRACE_SECONDS } from './session.service.js';
import { sha256 } from './tokens.js';

const INVALID = 'Invalid email or password. Please try again.';
const REQUIRED = 'Email and password are required';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'chief@example.test' });
});
afterAll(async () => {
  await t.close();
});

function sessionIdOf(out: Outcome): string {
  return (jwt.decode(out.data.token as string) as { sid: string }).sid;
}

/** Moves a used refresh token's rotation back beyond the grace window (refresh-grace.test.ts covers the window). */
async function pastGrace(refreshToken: string): Promise<void> {
  const usedAt = new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
  await t.db.orm.em.fork().nativeUpdate(RefreshToken, { tokenHash: sha256(refreshToken) }, { usedAt });
}

describe.each(transports)('log-in and sessions over %s', (transport) => {
  const client = () => new AuthClient(t.app, transport);
  const expectError = (out: Outcome, code: string, message: string, http: number, gql: string) => {
    expect(out).toMatchObject({ ok: false, code, message });
    if (transport === 'rest') {
      expect(out.status).toBe(http);
      expect(out.body).toEqual({ status: 'error', code, message, ...(out.body.errors ? { errors: out.body.errors } : {}) });
    } else {
      expect(out.gqlCode).toBe(gql);
    }
  };

  it.each([[{ password: GOOD_PASSWORD }], [{ email: '', phone: '', password: GOOD_PASSWORD }], [{ email: 'someone@example.test', password: '' }], [{ phone: '+1 555 0100', password: '' }]])('refuses %j with the spec message', async (input) => {
    expectError(await client().logIn(input), 'VALIDATION_FAILED', REQUIRED, 400, 'BAD_USER_INPUT');
  });

  it('refuses a phone-only log-in clearly (no phone accounts)', async () => {
    const out = await client().logIn({ phone: '+1 555 0100', password: GOOD_PASSWORD });
    expectError(out, 'PHONE_LOGIN_UNSUPPORTED', 'Signing in with a phone number is not available. Please log in with your email address.', 400, 'BAD_USER_INPUT');
  });

  it('answers an unknown e-mail, a wrong password and a Google-only account identically', async () => {
    const { email } = await createUser(t.db.orm);
    const google = await createUser(t.db.orm, { password: null, google: true });
    const outs = [await client().logIn({ email: uniqueEmail('ghost'), password: GOOD_PASSWORD }), await client().logIn({ email, password: 'Wrong-Password-1' }), await client().logIn({ email: google.email, password: GOOD_PASSWORD })];
    for (const out of outs) expectError(out, 'INVALID_CREDENTIALS', INVALID, 401, 'UNAUTHENTICATED');
    expect(outs[0]?.body).toEqual(outs[1]?.body);
    if (transport === 'rest') expect(outs.map((o) => o.setCookies)).toEqual([[], [], []]);
  });

  it('logs in: the contract shape, the refresh cookie, a working access token, last_sign_in_at', async () => {
    const { user, email } = await createUser(t.db.orm, { firstName: 'Grace', lastName: 'Hopper' });
    const c = client();
    const out = await c.signIn(email.toUpperCase(), GOOD_PASSWORD);
    const data = out.data as { token: string; user: unknown; session: Record<string, unknown> & { user: Record<string, unknown> } };
    expect(data.user).toEqual({ id: user.id, email, name: 'Grace Hopper' });
    expect(data.session.access_token).toBe(data.token);
    expect(data.session.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(data.session.expires_in).toBe(900);
    expect(data.session.expires_at).toBe((jwt.decode(data.token) as { exp: number }).exp);
    expect(data.session.user).toMatchObject({
      id: user.id,
      email,
      name: 'Grace Hopper',
      firstName: 'Grace',
      role: 'user',
      avatar_url: null,
      identities: [{ provider: 'email', email }],
      notificationPreferences: { email: true, projectUpdates: true, marketingEmails: false, productNews: true },
    });
    expect(Date.parse(data.session.user.last_sign_in_at as string)).toBeGreaterThan(Date.now() - 10_000);
    const claims = jwt.decode(data.token) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: user.id, role: 'user' });
    expect(await t.db.orm.em.fork().count(Session, { id: claims.sid as string, user: user.id })).toBe(1);

    const cookie = out.setCookies.find((l) => l.startsWith('sf_refresh='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).not.toMatch(/Secure/);
    expect(refreshCookieOf(out.setCookies)).toBe(data.session.refresh_token);

    const me = await c.whoAmI();
    expect(me.ok).toBe(true);
    if (transport === 'rest') {
      expect(me.body).toMatchObject({ status: 'success', data: { user: { id: user.id, email }, expires_at: data.session.expires_at } });
    } else {
      expect(me.data).toMatchObject({ id: user.id, email, name: 'Grace Hopper' });
    }
  });

  it('promotes an account listed in ADMIN_EMAILS at log-in', async () => {
    await createUser(t.db.orm, { email: 'chief@example.test' }).catch(() => undefined);
    const out = await client().signIn('chief@example.test', GOOD_PASSWORD);
    expect((jwt.decode(out.data.token as string) as { role: string }).role).toBe('admin');
  });

  it('rotates refresh tokens; replaying a used one ends the whole session, access token included', async () => {
    const { email } = await createUser(t.db.orm);
    const c = client();
    const login = await c.signIn(email, GOOD_PASSWORD);
    const first = (login.data.session as { refresh_token: string }).refresh_token;

    const rotated = await c.refresh(first);
    expect(rotated.ok).toBe(true);
    const second = (rotated.data.session as { refresh_token: string }).refresh_token;
    expect(second).not.toBe(first);
    expect(sessionIdOf(rotated)).toBe(sessionIdOf(login));
    expect(refreshCookieOf(rotated.setCookies)).toBe(second);
    c.token = rotated.data.token as string;
    expect((await c.whoAmI()).ok).toBe(true);

    await pastGrace(first);
    const replay = await c.refresh(first);
    expectError(replay, 'INVALID_REFRESH_TOKEN', 'Your session has ended. Please log in again.', 401, 'UNAUTHENTICATED');
    const session = await t.db.orm.em.fork().findOneOrFail(Session, { id: sessionIdOf(login) });
    expect(session.revokedReason).toBe('refresh_token_reuse');
    // The thief's and the owner's tokens of that session are all dead now.
    expect((await c.refresh(second)).code).toBe('INVALID_REFRESH_TOKEN');
    const after = await c.whoAmI();
    if (transport === 'rest') expect([after.status, after.code]).toEqual([401, 'UNAUTHENTICATED']);
    else expect(after.data).toEqual({ value: null });
  });

  it('refreshes from the sf_refresh cookie, and drops a cookie that no longer works', async () => {
    const { email } = await createUser(t.db.orm);
    const c = client();
    const login = await c.signIn(email, GOOD_PASSWORD);
    c.token = undefined;
    c.cookie = `sf_refresh=${refreshCookieOf(login.setCookies)}`;
    const rotated = await c.refresh();
    expect(rotated.ok).toBe(true);
    expect(sessionIdOf(rotated)).toBe(sessionIdOf(login));
    await pastGrace(refreshCookieOf(login.setCookies) ?? '');
    const replay = await c.refresh(); // the same (now used) cookie again
    expect(replay.code).toBe('INVALID_REFRESH_TOKEN');
    expect(refreshCookieOf(replay.setCookies)).toBe('');

    c.cookie = undefined;
    const none = await c.refresh();
    expectError(none, 'INVALID_REFRESH_TOKEN', 'Your session has ended. Please log in again.', 401, 'UNAUTHENTICATED');
  });

  it('logs out: the session ends at once and the cookie is cleared', async () => {
    const { email } = await createUser(t.db.orm);
    const c = client();
    const login = await c.signIn(email, GOOD_PASSWORD);
    const out = await c.logOut();
    expect(out.ok).toBe(true);
    if (transport === 'rest') expect(out.body).toEqual({ status: 'success', message: 'Logged out successfully' });
    else expect(out.data).toEqual({ value: true });
    expect(out.setCookies.find((l) => l.startsWith('sf_refresh='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    const me = await c.whoAmI();
    expect(transport === 'rest' ? me.code : me.data.value).toBe(transport === 'rest' ? 'UNAUTHENTICATED' : null);
    expect((await c.refresh((login.data.session as { refresh_token: string }).refresh_token)).code).toBe('INVALID_REFRESH_TOKEN');
    expect((await client().logOut()).ok).toBe(true); // signed out already: still fine
  });

  it('lists the sign-in providers', async () => {
    const out = await client().providers();
    if (transport === 'rest') expect(out.body).toEqual({ status: 'success', data: { google: false } });
    else expect(out.data).toEqual({ google: false });
  });
});

describe('REST-only session details', () => {
  it('logs out with only the cookie (browser after a reload)', async () => {
    const { email } = await createUser(t.db.orm);
    const c = new AuthClient(t.app, 'rest');
    const login = await c.signIn(email, GOOD_PASSWORD);
    const token = c.token;
    c.token = undefined;
    c.cookie = `sf_refresh=${refreshCookieOf(login.setCookies)}`;
    expect((await c.logOut()).ok).toBe(true);
    c.cookie = undefined;
    c.token = token;
    expect((await c.whoAmI()).status).toBe(401);
  });

  it('GET /auth/session without a bearer answers 401 UNAUTHENTICATED', async () => {
    const out = await new AuthClient(t.app, 'rest').whoAmI();
    expect([out.status, out.body]).toEqual([401, { status: 'error', code: 'UNAUTHENTICATED', message: 'You must be logged in.' }]);
  });

  it('reports Google as available when GOOGLE_CLIENT_ID is set', async () => {
    const g = await createTestApp({ GOOGLE_CLIENT_ID: 'id.apps.example', GOOGLE_CLIENT_SECRET: 'secret' });
    try {
      expect((await new AuthClient(g.app, 'rest').providers()).body).toEqual({ status: 'success', data: { google: true } });
    } finally {
      await g.close();
    }
  });

  it('answers unknown e-mails and wrong passwords in about the same time', async () => {
    const { email } = await createUser(t.db.orm);
    const timed = async (e: string, p: string) => {
      const started = performance.now();
      const out = await new AuthClient(t.app, 'rest', freshIp()).logIn({ email: e, password: p });
      return { ms: performance.now() - started, out };
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    const ok: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      unknown.push((await timed(uniqueEmail('nobody'), 'Wrong-Password-1')).ms);
      wrong.push((await timed(email, 'Wrong-Password-1')).ms);
      const good = await timed(email, GOOD_PASSWORD);
      expect(good.out.ok).toBe(true);
      ok.push(good.ms);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const [mu, mw, mo] = [median(unknown), median(wrong), median(ok)];
    console.info(`login p50: success ${mo.toFixed(1)} ms, wrong password ${mw.toFixed(1)} ms, unknown e-mail ${mu.toFixed(1)} ms`);
    expect(mu / mw).toBeLessThan(3);
    expect(mw / mu).toBeLessThan(3);
    expect(await t.db.orm.em.fork().count(User, { email })).toBe(1);
  });
});
