import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app.js';
import { createLogger } from '../../core/logger.js';
import { AuthClient } from '../../test/auth-client.js';
import { createUser, GOOD_PASSWORD, tokenFromText, waitForDevMails } from '../../test/account-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Session } from '../auth/session.entity.js';
import { documentClient } from '../documents/testing/document-client.js';
import { subscriberCount } from './generation-events.js';
import { SESSION_ENDED_CLOSE_CODE } from './subscriptions-server.js';

// Instance A (t) answers HTTP and runs the jobs; instance B, with its own LISTEN connection,
// serves the WebSocket connections: a session ended through A must close B's connections, so
// the notice can only have travelled through PostgreSQL.
const ADMIN = 'chief@example.test';
const RECHECK_MS = 400;
let t: TestApp;
let b: App;
let server: Server;
let url: string;
const clients: Client[] = [];
const figures: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN, GENERATION_STEP_DELAY_MS: '150' });
  b = await createApp({ env: t.env, logger: createLogger('silent', 'test'), orm: t.db.orm, runJobs: false, sessionRecheckMs: RECHECK_MS });
  server = createServer(b.app);
  b.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await b.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
  console.log(`subscription close figures (ms from sending the ending request to the client seeing the close): ${JSON.stringify(figures)}`);
});

const QUERY = 'subscription($id: ID!) { generationProgress(projectId: $id) { status delta } }';

/** A connection on B with one progress subscription; records when (and how) it closed. */
async function watch(token: string, projectId: string) {
  let closed: { at: number; code: number } | undefined;
  let failure = '';
  let events = 0;
  let eventsAfterClose = 0;
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
    on: { closed: (e) => (closed ??= { at: performance.now(), code: (e as { code: number }).code }) },
  });
  clients.push(client);
  client.subscribe(
    { query: QUERY, variables: { id: projectId } },
    {
      next: () => {
        events += 1;
        if (closed) eventsAfterClose += 1;
      },
      error: (e) => (failure ||= JSON.stringify(e instanceof Error ? e.message : ((e as { code?: number }).code ?? e))),
      complete: () => undefined,
    },
  );
  const before = subscriberCount(projectId);
  // A subscription that cannot start says why (its error or close code) instead of a bare timeout.
  await until(() => subscriberCount(projectId) > before || failure !== '', 'the subscription');
  expect(failure, 'the subscription failed to start').toBe('');
  return { closed: () => closed, events: () => events, eventsAfterClose: () => eventsAfterClose };
}

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Waits for the close and returns how long after `since` (just before the ending request was sent) it came. */
async function closedWithin(sub: Awaited<ReturnType<typeof watch>>, since: number, label: string): Promise<number> {
  await until(() => sub.closed() !== undefined, `${label}: the connection to close`, 5_000);
  const closed = sub.closed()!;
  expect(closed.code).toBe(SESSION_ENDED_CLOSE_CODE);
  const ms = Math.round(closed.at - since);
  figures[label] = ms;
  expect(ms, label).toBeLessThan(1_000);
  return ms;
}

async function owner() {
  const { c, userId } = await documentClient(t.app, t.db.orm, 'rest');
  const projectId = await c.projectWithBrief();
  return { c, userId, projectId };
}

describe('ending a session closes its WebSocket connections on every instance within 1 s', () => {
  it('log-out, in the middle of a streaming generation: no event after the close', async () => {
    const { c, projectId } = await owner();
    const sub = await watch(c.token!, projectId);
    expect((await c.generate(projectId, 'prd')).ok).toBe(true);
    await until(() => sub.events() >= 3, 'some progress');
    const since = performance.now();
    await c.rest('post', '/auth/logout', {});
    await closedWithin(sub, since, 'logout');
    const seen = sub.events();
    await new Promise((r) => setTimeout(r, 600));
    expect(sub.events()).toBe(seen);
    expect(sub.eventsAfterClose()).toBe(0);
  });

  it('a password change closes the other sessions and keeps the one that changed it', async () => {
    const { c, projectId } = await owner();
    const other = new AuthClient(t.app, 'rest');
    const email = ((await c.rest('get', '/auth/session')).data.data as { user: { email: string } }).user.email;
    await other.signIn(email, GOOD_PASSWORD);
    const mine = await watch(c.token!, projectId);
    const theirs = await watch(other.token!, projectId);
    const since = performance.now();
    const out = await c.rest('put', '/users/password', { currentPassword: GOOD_PASSWORD, newPassword: 'Another-Strong-Pass-42' });
    expect(out.ok, JSON.stringify(out.body)).toBe(true);
    await closedWithin(theirs, since, 'passwordChange');
    await new Promise((r) => setTimeout(r, RECHECK_MS * 2));
    expect(mine.closed()).toBeUndefined();
  });

  it('a password reset closes every session', async () => {
    const { c, projectId } = await owner();
    const email = ((await c.rest('get', '/auth/session')).data.data as { user: { email: string } }).user.email;
    const sub = await watch(c.token!, projectId);
    expect((await new AuthClient(t.app, 'rest').rest('post', '/auth/recover', { email })).ok).toBe(true);
    const [mail] = await waitForDevMails(t.db.orm, email);
    const token = tokenFromText(mail!.text, '/reset-password');
    const since = performance.now();
    expect((await new AuthClient(t.app, 'rest').rest('post', '/auth/reset', { token, password: 'Reset-Strong-Pass-77' })).ok).toBe(true);
    await closedWithin(sub, since, 'passwordReset');
  });

  it('an administrator disabling or deleting the account, and the account deleting itself', async () => {
    await createUser(t.db.orm, { email: ADMIN }).catch(() => undefined);
    const admin = new AuthClient(t.app, 'rest');
    await admin.signIn(ADMIN, GOOD_PASSWORD);

    const disabled = await owner();
    const sub1 = await watch(disabled.c.token!, disabled.projectId);
    let since = performance.now();
    expect((await admin.rest('post', `/admin/users/${disabled.userId}/disable`, {})).ok).toBe(true);
    await closedWithin(sub1, since, 'adminDisable');

    const deleted = await owner();
    const sub2 = await watch(deleted.c.token!, deleted.projectId);
    since = performance.now();
    expect((await admin.rest('delete', `/admin/users/${deleted.userId}`)).ok).toBe(true);
    await closedWithin(sub2, since, 'adminDelete');

    const leaving = await owner();
    const sub3 = await watch(leaving.c.token!, leaving.projectId);
    since = performance.now();
    expect((await leaving.c.rest('delete', `/users/account?password=${GOOD_PASSWORD}`)).ok).toBe(true);
    await closedWithin(sub3, since, 'accountDelete');
  });

  it('re-checks open connections periodically: a session ended without a notice closes too', async () => {
    const { c, projectId } = await owner();
    const sub = await watch(c.token!, projectId);
    const sid = JSON.parse(Buffer.from(c.token!.split('.')[1]!, 'base64url').toString()).sid as string;
    // Straight in the database: no NOTIFY, as if the instance had missed it.
    await t.db.orm.em.fork().nativeUpdate(Session, { id: sid }, { revokedAt: new Date(), revokedReason: 'test' });
    const since = performance.now();
    await until(() => sub.closed() !== undefined, 'the periodic re-check', 5_000);
    expect(sub.closed()!.code).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(sub.closed()!.at - since).toBeLessThan(RECHECK_MS * 3);
  });

  it('re-checks the session when a subscription starts: a revoked token subscribes to nothing', async () => {
    const { c, projectId } = await owner();
    const token = c.token!;
    await c.rest('post', '/auth/logout', {});
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    clients.push(client);
    const errors = await new Promise<unknown[]>((resolve) => {
      const out: unknown[] = [];
      client.subscribe(
        { query: QUERY, variables: { id: projectId } },
        {
          next: (m) => void out.push(...(m.errors ?? [])),
          error: (e) => resolve([...out, ...(Array.isArray(e) ? e : [{ closeCode: (e as { code?: number }).code }])]),
          complete: () => resolve(out),
        },
      );
    });
    expect(JSON.stringify(errors)).toContain('UNAUTHENTICATED');
  });
});

describe('personal access tokens over graphql-ws', () => {
  it('a read token streams progress; revoking it closes the connection; an unknown token is refused at connect', async () => {
    const { c, projectId } = await owner();
    const pat = (await c.rest('post', '/users/tokens', { name: 'agent', scope: 'read' })).data.data as { token: string; item: { id: string } };
    const sub = await watch(pat.token, projectId);
    expect((await c.generate(projectId, 'prd')).ok).toBe(true);
    await until(() => sub.events() >= 2, 'progress over the token');
    const since = performance.now();
    expect((await c.rest('delete', `/users/tokens/${pat.item.id}`)).ok).toBe(true);
    // No NOTIFY for tokens: the periodic re-check closes it.
    await until(() => sub.closed() !== undefined, 'the re-check to close the revoked token', 5_000);
    expect(sub.closed()!.code).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(sub.closed()!.at - since).toBeLessThan(RECHECK_MS * 3);

    let refused: number | undefined;
    const client = createClient({
      url,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: 'Bearer sf_pat_0000000000000000000000000000000000000000000' },
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => undefined,
      on: { closed: (e) => (refused ??= (e as { code: number }).code) },
    });
    clients.push(client);
    await until(() => refused !== undefined, 'the unknown token to be refused');
    expect(refused).toBe(4403);
  });
});
