import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../../../test/account-factories.js';
import { AuthClient } from '../../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { totpCode, turnOnTwoFactor, verifyTwoFactor } from '../../../test/two-factor-client.js';
import { REFRESH_COOKIE } from '../cookies.js';
import { Session } from '../session.entity.js';
import { browser, cookieNamed, googleRoundTrip } from '../google/testing/google-flow.js';
import { DEFAULT_ACCOUNT, startGoogleStandIn, type GoogleStandIn } from '../google/testing/google-stand-in.js';

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

it('Google sign-in of a two-factor account starts no session: the callback hands the client a challenge, and the code completes the log-in', async () => {
  const account = await createUser(t.db.orm, { email: 'two-step@example.com', google: true });
  const c = new AuthClient(t.app, 'rest');
  await c.signIn(account.email, account.password);
  const { secret } = await turnOnTwoFactor(c);
  const sessions = await t.db.orm.em.fork().count(Session, { user: account.user.id });

  const who = { ...DEFAULT_ACCOUNT, sub: `g-${account.email}`, email: account.email };
  const { callback, location } = await googleRoundTrip(browser(t.app), google, { startPath: '/api/auth/google?redirect=/profile', behaviour: { account: who } });
  expect(location.pathname).toBe('/auth/callback');
  // The error first: a failed round trip then says why (code and message) rather than only that the redirect is missing.
  expect(location.searchParams.get('error'), location.search).toBeNull();
  expect(location.searchParams.get('redirect')).toBe('/profile');
  const challenge = location.searchParams.get('two_factor');
  expect(challenge).toMatch(/^[\w-]{43}$/);
  expect(cookieNamed(callback, REFRESH_COOKIE)).toBeUndefined();
  expect(await t.db.orm.em.fork().count(Session, { user: account.user.id })).toBe(sessions);

  const done = await verifyTwoFactor(new AuthClient(t.app, 'rest'), { challenge: challenge!, code: await totpCode(secret, 1) });
  expect(done.ok).toBe(true);
  expect((done.data as { user: { id: string } }).user.id).toBe(account.user.id);
});
