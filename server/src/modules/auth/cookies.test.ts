import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient, transports } from '../../test/auth-client.js';
import { createUser, GOOD_PASSWORD } from '../../test/account-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { secureCookies } from './cookies.js';

describe('secureCookies', () => {
  it.each([
    ['production', 'http://localhost:3000', true],
    ['production', 'https://specforge.example', true],
    ['development', 'https://specforge.example', true],
    ['development', 'http://localhost:3000', false],
    ['test', 'http://127.0.0.1:3000', false],
  ] as const)('NODE_ENV=%s, APP_URL=%s → %s', (NODE_ENV, APP_URL, secure) => {
    expect(secureCookies({ NODE_ENV, APP_URL })).toBe(secure);
  });
});

// A production server whose APP_URL is plain http (as behind a TLS-terminating proxy that was
// not told the public URL): every cookie it sets is still Secure.
describe('cookies of a production server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      APP_URL: 'http://localhost:3000',
      GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'client-secret',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(transports)('sets and clears the refresh cookie with Secure over %s', async (transport) => {
    const { email } = await createUser(t.db.orm);
    const c = new AuthClient(t.app, transport);
    const login = await c.signIn(email, GOOD_PASSWORD);
    const set = login.setCookies.find((l) => l.startsWith('sf_refresh='));
    expect(set).toMatch(/; Secure/);
    expect(set).toMatch(/HttpOnly/);
    const out = await c.logOut();
    const cleared = out.setCookies.find((l) => l.startsWith('sf_refresh='));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/; Secure/);
  });

  it('sets the Google sign-in flow cookie with Secure', async () => {
    const res = await request(t.app).get('/api/auth/google').expect(302);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/; Secure/);
    expect(cookies[0]).toMatch(/HttpOnly/);
  });
});
