import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { REFRESH_COOKIE } from '../cookies.js';
import { Identity } from '../../users/identity.entity.js';
import { Session } from '../session.entity.js';
import { revokeUserSessions } from '../session.service.js';
import { GOOGLE_FLOW_COOKIE } from './google.flow.js';
import { browser, cookieNamed, cookieValue, googleRoundTrip, localUser, peekFlow } from './testing/google-flow.js';
import { DEFAULT_ACCOUNT, startGoogleStandIn, type GoogleStandIn } from './testing/google-stand-in.js';

const LINK_MUTATION = 'mutation { linkGoogleAccount { url } }';

describe('connecting Google to a signed-in account', () => {
  let t: TestApp;
  let google: GoogleStandIn;
  beforeAll(async () => {
    google = await startGoogleStandIn();
    t = await createTestApp(google.env());
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const em = () => t.db.orm.em.fork();
  let subs = 0;
  const account = (email = `linked-${subs}@gmail.test`) => {
    subs += 1;
    return { ...DEFAULT_ACCOUNT, sub: `3000000000000${subs}`, email };
  };

  it('needs a signed-in caller on both transports', async () => {
    const rest = await request(t.app).post('/api/auth/google/link');
    expect([rest.status, rest.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    const gql = await request(t.app).post('/graphql').send({ query: LINK_MUTATION });
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('POST /api/auth/google/link answers the url of a link-mode flow and the callback links Google', async () => {
    const { user, accessToken } = await localUser(t);
    const b = browser(t.app);
    const start = await b.post('/api/auth/google/link').set('Authorization', `Bearer ${accessToken}`);
    expect(start.status).toBe(200);
    expect(start.body).toEqual({ status: 'success', data: { url: expect.any(String) } });
    expect(start.body.data.url.startsWith(`${google.env().GOOGLE_AUTH_URL}?`)).toBe(true);
    expect(cookieNamed(start, GOOGLE_FLOW_COOKIE)).toMatch(/; Path=\/api\/auth\/google;.*; HttpOnly/);
    expect(peekFlow(cookieValue(start, GOOGLE_FLOW_COOKIE) ?? '')).toMatchObject({ mode: 'link', userId: user.id });

    const who = account('someone.else@gmail.test');
    const { callback } = await googleRoundTrip(b, google, { start, behaviour: { account: who } });
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/profile?linked=google');
    expect(cookieNamed(callback, REFRESH_COOKIE)).toBeUndefined(); // no new session needed
    expect(cookieNamed(callback, GOOGLE_FLOW_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
    const identity = await em().findOneOrFail(Identity, { providerUserId: who.sub });
    expect([identity.user.id, identity.provider, identity.email]).toEqual([user.id, 'google', who.email]);
    expect(await em().count(Session, { user: user.id })).toBe(1);

    // Linking the same Google account again is harmless.
    const again = await googleRoundTrip(b, google, {
      start: await b.post('/api/auth/google/link').set('Authorization', `Bearer ${accessToken}`),
      behaviour: { account: who },
    });
    expect(again.callback.headers.location).toBe('/profile?linked=google');
    expect(await em().count(Identity, { user: user.id, provider: 'google' })).toBe(1);
  });

  it('linkGoogleAccount (GraphQL) starts the same flow', async () => {
    const { user, accessToken } = await localUser(t);
    const b = browser(t.app);
    const res = await b.post('/graphql').set('Authorization', `Bearer ${accessToken}`).send({ query: LINK_MUTATION });
    expect(res.body.errors).toBeUndefined();
    const url: string = res.body.data.linkGoogleAccount.url;
    expect(url.startsWith(`${google.env().GOOGLE_AUTH_URL}?`)).toBe(true);
    expect(peekFlow(cookieValue(res, GOOGLE_FLOW_COOKIE) ?? '')).toMatchObject({ mode: 'link', userId: user.id });

    const who = account();
    const { callback } = await googleRoundTrip(b, google, { start: res, authUrl: url, behaviour: { account: who } });
    expect(callback.headers.location).toBe('/profile?linked=google');
    expect((await em().findOneOrFail(Identity, { providerUserId: who.sub })).user.id).toBe(user.id);
  });

  it('refuses a Google account already linked to someone else (GOOGLE_ACCOUNT_IN_USE)', async () => {
    const taken = account();
    await googleRoundTrip(browser(t.app), google, { behaviour: { account: taken } }); // its owner signs up
    const { user, accessToken } = await localUser(t);
    const b = browser(t.app);
    const { location } = await googleRoundTrip(b, google, {
      start: await b.post('/api/auth/google/link').set('Authorization', `Bearer ${accessToken}`),
      behaviour: { account: taken },
    });
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBe('GOOGLE_ACCOUNT_IN_USE');
    expect(location.searchParams.get('message')).toBe('This Google account is already connected to another Specforge account.');
    expect(location.searchParams.get('mode')).toBe('link');
    expect(await em().count(Identity, { user: user.id })).toBe(0);
  });

  it('refuses a second Google account for a user who already has one (GOOGLE_ALREADY_LINKED)', async () => {
    const { user, accessToken } = await localUser(t);
    const b = browser(t.app);
    const link = () => b.post('/api/auth/google/link').set('Authorization', `Bearer ${accessToken}`);
    await googleRoundTrip(b, google, { start: await link(), behaviour: { account: account() } });
    const { location } = await googleRoundTrip(b, google, { start: await link(), behaviour: { account: account() } });
    expect(location.searchParams.get('error')).toBe('GOOGLE_ALREADY_LINKED');
    expect(location.searchParams.get('message')).toBe('Your account is already connected to a different Google account.');
    expect(await em().count(Identity, { user: user.id, provider: 'google' })).toBe(1);
  });

  it('refuses to link when the session ended while the user was at Google', async () => {
    const { user, accessToken } = await localUser(t);
    const b = browser(t.app);
    const start = await b.post('/api/auth/google/link').set('Authorization', `Bearer ${accessToken}`);
    await revokeUserSessions(em(), user.id, 'test_logout');
    const who = account();
    const { location } = await googleRoundTrip(b, google, { start, behaviour: { account: who } });
    expect(location.searchParams.get('error')).toBe('UNAUTHENTICATED');
    expect(location.searchParams.get('mode')).toBe('link');
    expect(await em().count(Identity, { providerUserId: who.sub })).toBe(0);
  });
});
