import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app.js';
import { createLogger } from '../../core/logger.js';
import { AuthClient, freshIp, transports, type Outcome } from '../../test/auth-client.js';
import { createUser, GOOD_PASSWORD, uniqueEmail } from '../../test/account-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const LIMITED = 'Too many requests. Please try again later.';

let t: TestApp;
let replica: App;
beforeAll(async () => {
  t = await createTestApp();
  // A second server instance on the same database, as another replica would be.
  replica = await createApp({ env: t.env, logger: createLogger('silent', 'test'), orm: t.db.orm });
});
afterAll(async () => {
  await replica.stop();
  await t.close();
});

function expectLimited(out: Outcome, maxSeconds: number, extra: Record<string, unknown> = {}): void {
  expect(out).toMatchObject({ ok: false, code: 'RATE_LIMITED', message: LIMITED });
  const header = Number(out.retryAfterHeader);
  expect(header).toBeGreaterThanOrEqual(1);
  expect(header).toBeLessThanOrEqual(maxSeconds);
  if (out.gqlCode) {
    expect(out.gqlCode).toBe('TOO_MANY_REQUESTS');
    expect(out.retryAfter).toBe(header);
  } else {
    expect(out.status).toBe(429);
    expect(out.body).toEqual({ status: 'error', code: 'RATE_LIMITED', message: LIMITED, ...extra });
  }
}

/** Pretends the limit windows are over by expiring every counter in the shared table. */
async function expireAllCounters(): Promise<void> {
  await t.db.orm.em
    .fork()
    .getConnection()
    .execute('update rate_limit set expire = ?', [Date.now() - 1]);
}

describe('log-in limits', () => {
  it('allows 10 log-ins a minute per IP, counting REST, GraphQL and every replica together', async () => {
    const ip = freshIp();
    const rest = new AuthClient(t.app, 'rest', ip);
    const gql = new AuthClient(t.app, 'graphql', ip);
    const other = new AuthClient(replica.app, 'rest', ip);
    const attempt = (c: AuthClient) => c.logIn({ email: uniqueEmail('nobody'), password: 'Wrong-Password-1' });
    for (const c of [rest, gql, other, rest, gql, other, rest, gql, other, rest]) {
      expect((await attempt(c)).code).toBe('INVALID_CREDENTIALS');
    }
    expectLimited(await attempt(rest), 60);
    expectLimited(await attempt(gql), 60);
    expectLimited(await attempt(other), 60);
    expect((await attempt(new AuthClient(t.app, 'rest'))).code).toBe('INVALID_CREDENTIALS'); // another IP
  });

  it('counts every aliased mutation of one GraphQL document', async () => {
    // (A failing non-null mutation ends a document, so this uses the always-successful recovery.)
    // graphql-armor allows 15 aliases per document: 15 in one, then 6 more in a second.
    const ip = freshIp();
    const send = (from: number, count: number) =>
      request(t.app)
        .post('/graphql')
        .set('X-Forwarded-For', ip)
        .send({
          query: `mutation { ${Array.from({ length: count }, (_, i) => `a${from + i}: requestPasswordReset(email: "${uniqueEmail(`alias${from + i}`)}") { message }`).join('\n')} }`,
        });
    const first = await send(0, 15);
    expect(first.body.errors).toBeUndefined();
    const res = await send(15, 6);
    const errors = res.body.errors as { path: string[]; extensions: { appCode: string } }[];
    expect(errors.map((e) => [e.path[0], e.extensions.appCode])).toEqual([['a20', 'RATE_LIMITED']]);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it.each(transports)('locks an account for 15 minutes per IP after 5 failures in a row (%s)', async (transport) => {
    const { email } = await createUser(t.db.orm);
    const c = new AuthClient(t.app, transport);
    for (let i = 0; i < 5; i += 1) expect((await c.logIn({ email, password: `Wrong-${i}-Password` })).code).toBe('INVALID_CREDENTIALS');
    const locked = await c.logIn({ email, password: GOOD_PASSWORD });
    expectLimited(locked, 900);
    expect(Number(locked.retryAfterHeader)).toBeGreaterThan(890);
    // The lock is per account AND IP: the owner elsewhere is not locked out.
    expect((await new AuthClient(t.app, transport).logIn({ email, password: GOOD_PASSWORD })).ok).toBe(true);
    await expireAllCounters();
    expect((await c.logIn({ email, password: GOOD_PASSWORD })).ok).toBe(true);
  });

  it('resets the failure streak on a successful log-in', async () => {
    const { email } = await createUser(t.db.orm);
    const c = new AuthClient(t.app, 'rest');
    const wrong = () => c.logIn({ email, password: 'Wrong-Password-1' });
    for (let i = 0; i < 4; i += 1) await wrong();
    expect((await c.logIn({ email, password: GOOD_PASSWORD })).ok).toBe(true);
    for (let i = 0; i < 4; i += 1) expect((await wrong()).code).toBe('INVALID_CREDENTIALS');
    expect((await c.logIn({ email, password: GOOD_PASSWORD })).ok).toBe(true);
  });
});

describe.each(transports)('other limits over %s', (transport) => {
  it('allows 5 sign-ups per 10 minutes per IP', async () => {
    const c = new AuthClient(t.app, transport);
    for (let i = 0; i < 5; i += 1) {
      expect((await c.signUp({ name: 'N', email: uniqueEmail('s'), password: GOOD_PASSWORD })).ok).toBe(true);
    }
    const out = await c.signUp({ name: 'N', email: uniqueEmail('s'), password: GOOD_PASSWORD });
    expectLimited(out, 600, { success: false }); // sign-up errors also say success: false
  });

  it('allows 3 recovery mails per hour per e-mail, from any IP', async () => {
    const email = uniqueEmail('r');
    for (let i = 0; i < 3; i += 1) expect((await new AuthClient(t.app, transport).recover(email)).ok).toBe(true);
    expectLimited(await new AuthClient(t.app, transport).recover(email.toUpperCase()), 3600);
    expect((await new AuthClient(t.app, transport).recover(uniqueEmail('r'))).ok).toBe(true);
  });

  it('allows 20 recovery requests per hour per IP', async () => {
    const c = new AuthClient(t.app, transport);
    for (let i = 0; i < 20; i += 1) expect((await c.recover(uniqueEmail('ip'))).ok).toBe(true);
    expectLimited(await c.recover(uniqueEmail('ip')), 3600);
  });

  it('allows 3 verification resends per hour per e-mail', async () => {
    const email = uniqueEmail('v');
    for (let i = 0; i < 3; i += 1) expect((await new AuthClient(t.app, transport).resend(email)).ok).toBe(true);
    expectLimited(await new AuthClient(t.app, transport).resend(email), 3600);
  });

  it('allows 150 refreshes per 5 minutes per IP', async () => {
    const c = new AuthClient(t.app, transport);
    for (let i = 0; i < 150; i += 1) expect((await c.refresh(`not-a-token-${i}`)).code).toBe('INVALID_REFRESH_TOKEN');
    expectLimited(await c.refresh('not-a-token'), 300);
  });
});
