import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { Notification } from '../../notifications/notification.entity.js';
import { User } from '../../users/user.entity.js';
import { REFRESH_COOKIE } from '../cookies.js';
import { Identity } from '../../users/identity.entity.js';
import { Session } from '../session.entity.js';
import { refreshSession } from '../session.service.js';
import { GOOGLE_FLOW_COOKIE, pkceChallenge } from './google.flow.js';
import { browser, cookieNamed, cookieValue, googleRoundTrip, localUser, peekFlow, visitGoogle, type Browser } from './testing/google-flow.js';
import { DEFAULT_ACCOUNT, startGoogleStandIn, type GoogleStandIn } from './testing/google-stand-in.js';

const FAILED = 'Could not authenticate with Google. Please try again.';

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 GOOGLE_NOT_CONFIGURED on every Google endpoint and in GraphQL', async () => {
    const body = {
      status: 'error',
      code: 'GOOGLE_NOT_CONFIGURED',
      message: 'Google sign-in is not configured on this server.',
    };
    const start = await request(t.app).get('/api/auth/google?redirect=/profile');
    expect([start.status, start.body]).toEqual([503, body]);
    const callback = await request(t.app).get('/api/auth/google/callback?code=x&state=y');
    expect([callback.status, callback.body]).toEqual([503, body]);
    const { accessToken } = await localUser(t);
    const link = await request(t.app).post('/api/auth/google/link').set('Authorization', `Bearer ${accessToken}`);
    expect([link.status, link.body]).toEqual([503, body]);
    const gql = await request(t.app).post('/graphql').set('Authorization', `Bearer ${accessToken}`).send({ query: 'mutation { linkGoogleAccount { url } }' });
    expect(gql.body.errors[0].extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', appCode: 'GOOGLE_NOT_CONFIGURED' });
    expect(gql.body.errors[0].message).toBe(body.message);
  });
});

describe('Google sign-in against a local stand-in for Google', () => {
  let t: TestApp;
  let google: GoogleStandIn;
  beforeAll(async () => {
    google = await startGoogleStandIn();
    t = await createTestApp({ ...google.env(), ADMIN_EMAILS: 'boss@example.com' });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const em = () => t.db.orm.em.fork();
  let subs = 0;
  const account = (email: string) => {
    subs += 1;
    return { ...DEFAULT_ACCOUNT, sub: `2000000000000${subs}`, email };
  };

  /** The session behind the sf_refresh cookie works: through the refresh route when it exists. */
  async function expectWorkingRefresh(b: Browser, callback: request.Response, userId: string) {
    const token = cookieValue(callback, REFRESH_COOKIE);
    expect(token).toMatch(/^[\w-]{43}$/);
    const res = await b.post('/api/auth/refresh');
    if (res.status === 404 && res.body.code === 'ROUTE_NOT_FOUND') {
      const issued = await refreshSession(em(), token ?? '', t.env.JWT_SECRET ?? '');
      expect(issued.session.user.id).toBe(userId);
    } else {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.user.id).toBe(userId);
    }
  }

  it('starts the code flow with state, nonce and PKCE (S256) kept in a signed 10-minute cookie', async () => {
    const res = await request(t.app).get('/api/auth/google?redirect=/profile');
    expect(res.status).toBe(302);
    const url = new URL(res.headers.location ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(google.env().GOOGLE_AUTH_URL);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(google.clientId);
    expect(q.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google/callback');
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');

    const cookie = cookieNamed(res, GOOGLE_FLOW_COOKIE) ?? '';
    expect(cookie).toMatch(/; Max-Age=600;/);
    expect(cookie).toMatch(/; Path=\/api\/auth\/google;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    const flow = peekFlow(cookieValue(res, GOOGLE_FLOW_COOKIE) ?? '');
    expect(q.get('state')).toBe(flow.state);
    expect(q.get('nonce')).toBe(flow.nonce);
    expect(q.get('code_challenge')).toBe(pkceChallenge(flow.verifier));
    expect(flow.verifier).not.toBe(q.get('code_challenge'));
    expect(flow).toMatchObject({ redirect: '/profile', mode: 'signin' });
  });

  it('keeps only same-site paths to return to', async () => {
    const cases: [string, string][] = [
      ['/projects/1?tab=docs#top', '/projects/1?tab=docs#top'],
      ['//evil.example/x', '/'],
      ['https://evil.example/x', '/'],
      ['/\\evil.example', '/'],
      ['javascript:alert(1)', '/'],
      ['', '/'],
    ];
    for (const [given, kept] of cases) {
      const res = await request(t.app).get('/api/auth/google').query({ redirect: given });
      expect(peekFlow(cookieValue(res, GOOGLE_FLOW_COOKIE) ?? '').redirect, given).toBe(kept);
    }
  });

  it('creates an account for a new Google user and signs them in', async () => {
    const b = browser(t.app);
    const { callback, location } = await googleRoundTrip(b, google, { startPath: '/api/auth/google?redirect=/profile' });
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/auth/callback?redirect=%2Fprofile');
    expect(location.pathname).toBe('/auth/callback');

    const refresh = cookieNamed(callback, REFRESH_COOKIE) ?? '';
    expect(refresh).toMatch(/; Path=\/api\/auth;/);
    expect(refresh).toMatch(/; HttpOnly/);
    expect(refresh).toMatch(/; SameSite=Lax/);
    expect(cookieNamed(callback, GOOGLE_FLOW_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);

    const user = await em().findOneOrFail(User, { email: DEFAULT_ACCOUNT.email });
    expect(user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      avatarUrl: DEFAULT_ACCOUNT.picture,
      role: 'user',
    });
    expect(user.emailConfirmedAt).toBeInstanceOf(Date);
    expect(user.lastSignInAt).toBeInstanceOf(Date);
    const identities = await em().find(Identity, { user: user.id });
    expect(identities.map((i) => [i.provider, i.providerUserId, i.email])).toEqual([['google', DEFAULT_ACCOUNT.sub, DEFAULT_ACCOUNT.email]]);
    expect(await em().count(Session, { user: user.id, revokedAt: null })).toBe(1);
    // Every new account starts with the five sample notifications.
    expect(await em().count(Notification, { user: user.id, read: false })).toBe(5);
    await expectWorkingRefresh(b, callback, user.id);
  });

  it('signs a returning Google user into the same account', async () => {
    const who = account('returning@example.com');
    await googleRoundTrip(browser(t.app), google, { behaviour: { account: who } });
    const first = await em().findOneOrFail(User, { email: who.email });
    const b = browser(t.app);
    const { callback } = await googleRoundTrip(b, google, {
      startPath: '/api/auth/google',
      behaviour: { account: { ...who, given_name: 'Changed' } },
    });
    expect(callback.headers.location).toBe('/auth/callback?redirect=%2F');
    expect(await em().count(User, { email: who.email })).toBe(1);
    expect(await em().count(Identity, { user: first.id })).toBe(1);
    expect(await em().count(Session, { user: first.id })).toBe(2);
    await expectWorkingRefresh(b, callback, first.id);
  });

  it('makes ADMIN_EMAILS administrators', async () => {
    await googleRoundTrip(browser(t.app), google, { behaviour: { account: account('boss@example.com') } });
    expect((await em().findOneOrFail(User, { email: 'boss@example.com' })).role).toBe('admin');
  });

  it('links a new Google account to the local account with the same confirmed e-mail', async () => {
    const { user } = await localUser(t, { email: 'ada@example.com', confirmed: true });
    const who = account('ADA@example.com');
    const b = browser(t.app);
    const { callback } = await googleRoundTrip(b, google, { behaviour: { account: who } });
    expect(callback.headers.location).toBe('/auth/callback?redirect=%2F');
    expect(await em().count(User, { email: 'ada@example.com' })).toBe(1);
    const identity = await em().findOneOrFail(Identity, { providerUserId: who.sub });
    expect([identity.user.id, identity.provider, identity.email]).toEqual([user.id, 'google', 'ada@example.com']);
    await expectWorkingRefresh(b, callback, user.id);
  });

  it('refuses an e-mail that belongs to an unconfirmed local account (no pre-account takeover)', async () => {
    const { user } = await localUser(t, { email: 'squatted@example.com', confirmed: false });
    const who = account('squatted@example.com');
    const { callback, location } = await googleRoundTrip(browser(t.app), google, { behaviour: { account: who } });
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBe('GOOGLE_EMAIL_UNCONFIRMED');
    expect(location.searchParams.get('message')).toMatch(/not been verified yet/);
    expect(cookieNamed(callback, REFRESH_COOKIE)).toBeUndefined();
    expect(await em().count(Identity, { providerUserId: who.sub })).toBe(0);
    expect(await em().count(Session, { user: user.id })).toBe(1); // the one localUser() started
  });

  it('refuses to attach a second Google account to a local account through its e-mail', async () => {
    const first = account('twice@example.com');
    await googleRoundTrip(browser(t.app), google, { behaviour: { account: first } });
    const second = account('twice@example.com');
    const { location } = await googleRoundTrip(browser(t.app), google, { behaviour: { account: second } });
    expect(location.searchParams.get('error')).toBe('GOOGLE_ALREADY_LINKED');
    expect(await em().count(Identity, { providerUserId: second.sub })).toBe(0);
  });

  const now = () => Math.floor(Date.now() / 1000);
  const rejected: [string, () => Parameters<GoogleStandIn['prepare']>[0], string][] = [
    ['a token for another audience', () => ({ claims: { aud: 'someone-else.apps.googleusercontent.com' } }), FAILED],
    ['an unverified Google e-mail', () => ({ claims: { email_verified: false } }), 'Google has not verified'],
    ['an expired token', () => ({ claims: { iat: now() - 7200, exp: now() - 3600 } }), FAILED],
    ['a token with another nonce', () => ({ claims: { nonce: 'not-the-one-we-sent' } }), FAILED],
    ['a token from another issuer', () => ({ claims: { iss: 'https://evil.example' } }), FAILED],
    ['a token signed with an unpublished key', () => ({ foreignKey: true }), FAILED],
    ['a refused consent', () => ({ deny: true }), FAILED],
    ['a forged state', () => ({ state: 'forged-state' }), FAILED],
  ];
  it.each(rejected)('refuses %s without signing anyone in', async (_name, behaviour, message) => {
    const who = account(`rejected-${subs}@example.com`);
    const { callback, location } = await googleRoundTrip(browser(t.app), google, {
      behaviour: { account: who, ...behaviour() },
    });
    expect(callback.status).toBe(302);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBe('GOOGLE_AUTH_FAILED');
    expect(location.searchParams.get('message')).toContain(message);
    expect(callback.headers.location).toContain(`message=${encodeURIComponent(location.searchParams.get('message') ?? '')}`);
    expect(cookieNamed(callback, REFRESH_COOKIE)).toBeUndefined();
    expect(cookieNamed(callback, GOOGLE_FLOW_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await em().count(User, { email: who.email })).toBe(0);
  });

  it('refuses a callback without the flow cookie, with a tampered one, or replayed', async () => {
    const start = await request(t.app).get('/api/auth/google');
    const back = await visitGoogle(start.headers.location ?? '');
    const callbackPath = `${back.pathname}${back.search}`;
    const expectRefused = (res: request.Response) => {
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(`/auth/callback?error=GOOGLE_AUTH_FAILED&message=${encodeURIComponent(FAILED)}`);
      expect(cookieNamed(res, REFRESH_COOKIE)).toBeUndefined();
    };
    expectRefused(await request(t.app).get(callbackPath));
    const sealed = cookieValue(start, GOOGLE_FLOW_COOKIE) ?? '';
    const [body = '', signature = ''] = sealed.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...peekFlow(sealed), redirect: '/admin' })).toString('base64url');
    for (const value of [`${forgedBody}.${signature}`, `${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`, 'garbage']) {
      expectRefused(await request(t.app).get(callbackPath).set('Cookie', `${GOOGLE_FLOW_COOKIE}=${value}`));
    }
    expectRefused(await request(t.app).get('/api/auth/google/callback?code=x').set('Cookie', `${GOOGLE_FLOW_COOKIE}=${sealed}`));

    // The genuine pair still works once (the stand-in's code is single use), and only once.
    const ok = await request(t.app).get(callbackPath).set('Cookie', `${GOOGLE_FLOW_COOKIE}=${sealed}`);
    expect(ok.headers.location).toBe('/auth/callback?redirect=%2F');
    expectRefused(await request(t.app).get(callbackPath).set('Cookie', `${GOOGLE_FLOW_COOKIE}=${sealed}`));
  });
});
