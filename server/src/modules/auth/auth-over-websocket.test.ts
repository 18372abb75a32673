import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import request from 'supertest';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app.js';
import { createLogger } from '../../core/logger.js';
import { freshIp } from '../../test/auth-client.js';
import { createUser, GOOD_PASSWORD, uniqueEmail } from '../../test/account-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { User } from '../users/user.entity.js';
import { RATE_LIMITS } from './rate-limits.js';

// graphql-ws gives an operation no HTTP request: account operations that read or set a cookie
// answered INTERNAL_ERROR (a TypeError). They now refuse with HTTP_REQUIRED before doing
// anything; the others work, rate-limited by the socket's client address like HTTP requests.
let t: TestApp;
let b: App;
let server: Server;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ GOOGLE_CLIENT_ID: 'id.apps.example', GOOGLE_CLIENT_SECRET: 'secret' });
  b = await createApp({ env: t.env, logger: createLogger('silent', 'test'), orm: t.db.orm, runJobs: false });
  server = createServer(b.app);
  b.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await b.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** One operation over its own connection (X-Forwarded-For on the upgrade, as a proxy would add it). */
function overSocket(query: string, variables: Record<string, unknown> = {}, opts: { token?: string; ip?: string } = {}): Promise<Answer> {
  const client = createClient({
    url,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { 'X-Forwarded-For': opts.ip ?? freshIp() } });
      }
    },
    connectionParams: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    retryAttempts: 0,
  });
  return new Promise((resolve) => {
    let answer: Answer = {};
    const done = () => void Promise.resolve(client.dispose()).then(() => resolve(answer));
    client.subscribe(
      { query, variables },
      {
        next: (msg) => (answer = msg as Answer),
        error: (err) => {
          answer = { errors: Array.isArray(err) ? err : [{ message: String(err) }] };
          done();
        },
        complete: done,
      },
    );
  });
}

async function signedIn(): Promise<{ email: string; token: string; refreshToken: string }> {
  const { email } = await createUser(t.db.orm);
  const res = await request(t.app).post('/api/auth/login').set('X-Forwarded-For', freshIp()).send({ email, password: GOOD_PASSWORD });
  return { email, token: res.body.token as string, refreshToken: res.body.session.refresh_token as string };
}

const HTTP_REQUIRED = {
  message: 'This operation reads or sets a cookie, so it must be sent as an HTTP request to /graphql, not over the WebSocket.',
  extensions: { code: 'BAD_USER_INPUT', appCode: 'HTTP_REQUIRED' },
};

describe('account operations over graphql-ws', () => {
  it('refuses log-in, refresh, log-out, account deletion and Google linking with HTTP_REQUIRED, doing nothing', async () => {
    const { email, token, refreshToken } = await signedIn();
    const operations: [string, Record<string, unknown>][] = [
      ['mutation($i: LogInInput!) { logIn(input: $i) { token } }', { i: { email, password: GOOD_PASSWORD } }],
      ['mutation($r: String) { refreshSession(refreshToken: $r) { token } }', { r: refreshToken }],
      ['mutation { logOut }', {}],
      ['mutation($p: String!) { deleteAccount(password: $p) { message } }', { p: GOOD_PASSWORD }],
      ['mutation { linkGoogleAccount { url } }', {}],
    ];
    for (const [query, variables] of operations) {
      const answer = await overSocket(query, variables, { token });
      expect(answer.errors, query).toEqual([expect.objectContaining(HTTP_REQUIRED)]);
    }
    // Nothing happened: the account and its session are still there, the refresh token unused.
    expect(await t.db.orm.em.fork().count(User, { email })).toBe(1);
    expect((await request(t.app).get('/api/auth/session').set('Authorization', `Bearer ${token}`)).status).toBe(200);
    expect((await request(t.app).post('/api/auth/refresh').set('X-Forwarded-For', freshIp()).send({ refresh_token: refreshToken })).status).toBe(200);
  });

  it('answers the operations that need no cookie: appConfig, me, signUp, changePassword, requestPasswordReset', async () => {
    const { email, token } = await signedIn();
    expect((await overSocket('{ appConfig { supportEmail } }')).data).toEqual({ appConfig: { supportEmail: 'support@specforge.app' } });
    expect((await overSocket('{ me { email } }', {}, { token })).data).toEqual({ me: { email } });
    const signUp = await overSocket('mutation($i: SignUpInput!) { signUp(input: $i) { success } }', { i: { name: 'Web Socket', email: uniqueEmail('ws'), password: GOOD_PASSWORD } });
    expect(signUp).toEqual({ data: { signUp: { success: true } } });
    const reset = await overSocket('mutation($e: String!) { requestPasswordReset(email: $e) { message } }', { e: email });
    expect(reset.errors).toBeUndefined();
    const changed = await overSocket('mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { message } }', { c: GOOD_PASSWORD, n: 'Socket-Changed-Pass-31' }, { token });
    expect(changed).toEqual({ data: { changePassword: { message: 'Password updated successfully' } } });
  });

  it("counts rate limits per client address (TRUST_PROXY's reading of the upgrade), not one bucket for every socket", async () => {
    const ip = freshIp();
    const attempt = (email: string, from = ip) => overSocket('mutation($i: LogInInput!) { logIn(input: $i) { token } }', { i: { email, password: 'Wrong-Pass-1' } }, { ip: from });
    // logIn refuses over the socket before counting; signUp counts per address.
    expect((await attempt('a@example.test')).errors?.[0]?.extensions?.appCode).toBe('HTTP_REQUIRED');
    const signUp = (from: string) => overSocket('mutation($i: SignUpInput!) { signUp(input: $i) { success } }', { i: { name: 'Rate Limit', email: uniqueEmail('rl'), password: GOOD_PASSWORD } }, { ip: from });
    for (let i = 0; i < RATE_LIMITS.signupPerIp.points; i += 1) expect((await signUp(ip)).errors).toBeUndefined();
    expect((await signUp(ip)).errors?.[0]?.extensions?.appCode).toBe('RATE_LIMITED');
    expect((await signUp(freshIp())).errors).toBeUndefined();
  });
});
