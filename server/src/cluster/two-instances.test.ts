import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../modules/auth/rate-limits.js';
import { DocumentClient } from '../modules/documents/testing/document-client.js';
import type { GenerationEvent } from '../modules/generation/generation-events.js';
import { GOOD_PASSWORD, tokenFromText, uniqueEmail } from '../test/account-factories.js';
import { refreshCookieOf } from '../test/auth-client.js';
import { awaitSubscribed, subscribeProgress, type ProgressSubscription } from '../test/cluster-progress.js';
import { startRoundRobinProxy, type RoundRobinProxy } from '../test/cluster-proxy.js';
import { documentsGeneratedBy, logLines, startCluster, type Cluster } from '../test/cluster-servers.js';
import { createEmptyDatabase } from '../test/test-database.js';

// Two real server processes on one database behind a proxy that alternates A, B, A, B per
// request: whatever one instance knows only in its memory shows up here as a failure.
let database: { url: string; drop(): Promise<void> };
let cluster: Cluster;
let proxy: RoundRobinProxy;
const subs: ProgressSubscription[] = [];
const account = { email: uniqueEmail('cluster'), password: GOOD_PASSWORD };
const figures: Record<string, unknown> = {};

beforeAll(async () => {
  database = await createEmptyDatabase();
  cluster = await startCluster(2, {
    DATABASE_URL: database.url,
    JWT_SECRET: 'cluster-test-secret-shared-by-both-instances-0123',
    ADMIN_EMAILS: '',
    SMTP_URL: '',
    LLM_PROVIDER: 'builtin',
    GENERATION_CONCURRENCY: '2',
    // The composer pauses after each section, so progress is observable while jobs run.
    GENERATION_STEP_DELAY_MS: '100',
    // The round-robin proxy (on loopback) names each test client in X-Forwarded-For, and the
    // tests read the dev mailbox through it.
    TRUST_PROXY: 'loopback',
    DEV_MAILBOX_VIA_PROXY: 'true',
  });
  proxy = await startRoundRobinProxy(cluster.servers.map((s) => s.url));
}, 180_000);

afterAll(async () => {
  await Promise.all(subs.map((s) => s.client.dispose()));
  await proxy?.close();
  await cluster?.cleanUp();
  await database?.drop();
});

/** The backends that served the HTTP requests logged since `mark` (an index into proxy.log). */
function backendsSince(mark: number): number[] {
  return proxy.log
    .slice(mark)
    .filter((f) => f.kind === 'http')
    .map((f) => f.backend);
}

const distinct = (list: number[]) => [...new Set(list)].sort();

/** Polls the dev mailbox (through the proxy) for the newest mail to `to`. */
async function mailTo(to: string): Promise<{ text: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${proxy.url}/dev/mailbox`, { headers: { accept: 'application/json' } });
    const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
    const mail = messages.find((m) => m.to === to);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Wrong passwords through `base` (one fresh client address) until 429; the attempt that got it. */
async function attemptsUntilLimited(base: string, emailOf: (attempt: number) => string): Promise<{ limitedAt: number; backends: number[] }> {
  const c = new DocumentClient(base, 'rest');
  const mark = proxy.log.length;
  for (let attempt = 1; attempt <= 30; attempt += 1) {
    const out = await c.logIn({ email: emailOf(attempt), password: 'Wrong-Password-9' });
    if (out.status === 429) return { limitedAt: attempt, backends: backendsSince(mark) };
    expect(out.code).toBe('INVALID_CREDENTIALS');
  }
  throw new Error('the log-in limit never triggered');
}

describe('two server instances behind a round-robin proxy on one database', () => {
  // Whether the two start-up migrations overlap depends on process start-up jitter; the race
  // itself is forced in db/migrate.test.ts.
  it('start together on one empty database: one applies the migrations, the other finds none pending; both serve', async () => {
    const migrated = cluster.servers.map((s) => logLines(s).filter((l) => l.msg === 'database migrations applied').length);
    expect(migrated.sort()).toEqual([0, 1]);
    const mark = proxy.log.length;
    for (let i = 0; i < 4; i += 1) expect((await fetch(`${proxy.url}/healthz`)).status).toBe(200);
    expect(distinct(proxy.log.slice(mark).map((f) => f.backend))).toEqual([0, 1]);
  });

  it('sessions: sign-up, verification, access and refresh tokens work on both; a log-out on one is honoured by the other', async () => {
    const c = new DocumentClient(proxy.url, 'rest');
    expect((await c.signUp({ name: 'Cluster Tester', ...account })).ok).toBe(true);
    const token = tokenFromText((await mailTo(account.email)).text, '/api/auth/verify');
    const verified = await fetch(`${proxy.url}/api/auth/verify?token=${token}`, { redirect: 'manual' });
    expect([verified.status, verified.headers.get('location')]).toEqual([302, '/auth?verified=1']);

    const login = await c.signIn(account.email, account.password);
    const useToken = async () => {
      const mark = proxy.log.length;
      for (let i = 0; i < 6; i += 1) {
        const me = await c.whoAmI();
        expect(me.status).toBe(200);
        expect((me.data.data as { user: { email: string } }).user.email).toBe(account.email);
      }
      expect(distinct(backendsSince(mark))).toEqual([0, 1]);
    };
    await useToken();

    // Rotation through the cookie on one instance, then through the body on the other.
    c.cookie = `sf_refresh=${refreshCookieOf(login.setCookies)}`;
    const mark = proxy.log.length;
    const byCookie = await c.refresh();
    expect(byCookie.status).toBe(200);
    c.cookie = undefined;
    c.token = byCookie.data.token as string;
    await useToken();
    const rotated = await c.refresh((byCookie.data.session as { refresh_token: string }).refresh_token);
    expect(rotated.status).toBe(200);
    const [byCookieOn, ...rest] = proxy.log.slice(mark).filter((f) => f.path === '/api/auth/refresh');
    expect(byCookieOn?.backend).not.toBe(rest[0]?.backend);
    c.token = rotated.data.token as string;
    await useToken();

    const latest = (rotated.data.session as { refresh_token: string }).refresh_token;
    const outMark = proxy.log.length;
    expect((await c.logOut(latest)).status).toBe(200);
    const refused = await c.refresh(latest);
    expect([refused.status, refused.code]).toEqual([401, 'INVALID_REFRESH_TOKEN']);
    const refusedAccess = [await c.whoAmI(), await c.whoAmI()];
    expect(refusedAccess.map((o) => o.status)).toEqual([401, 401]);
    const [loggedOutOn, refusedOn] = backendsSince(outMark);
    expect(loggedOutOn).not.toBe(refusedOn);
    expect(distinct(backendsSince(outMark))).toEqual([0, 1]);
  });

  it('rate limits: failed log-ins are counted once for both instances, limited at the same attempt as on one', async () => {
    const direct = cluster.servers[0]!.url;
    // Per client address: every attempt with another e-mail, so only the per-IP limit applies.
    const perIpSingle = await attemptsUntilLimited(direct, (n) => `single-${n}@example.test`);
    const perIp = await attemptsUntilLimited(proxy.url, (n) => `shared-${n}@example.test`);
    expect(perIpSingle.limitedAt).toBe(RATE_LIMITS.loginPerIp.points + 1);
    expect(perIp.limitedAt).toBe(perIpSingle.limitedAt);
    expect(distinct(perIp.backends)).toEqual([0, 1]);
    // Per account and address: the same e-mail every time locks it after the fifth failure.
    const lockSingle = await attemptsUntilLimited(direct, () => 'locked-single@example.test');
    const lock = await attemptsUntilLimited(proxy.url, () => account.email);
    expect(lockSingle.limitedAt).toBe(RATE_LIMITS.loginFailures.points + 1);
    expect(lock.limitedAt).toBe(lockSingle.limitedAt);
    expect(distinct(lock.backends)).toEqual([0, 1]);
    figures.rateLimits = { perIp: perIp.limitedAt, perAccount: lock.limitedAt };
  });

  it('jobs run on both instances and a subscription on either streams the progress of jobs run by the other', async () => {
    const c = new DocumentClient(proxy.url, 'rest');
    await c.signIn(account.email, account.password);
    const watched = await c.projectWithBrief('Cluster One');
    const other = await c.projectWithBrief('Cluster Two');

    // Upgrades alternate like requests: one subscription per instance, both on the same project.
    for (let i = 0; i < 2; i += 1) {
      const sub = subscribeProgress(proxy.url, c.token!, watched);
      subs.push(sub);
      await sub.connected;
    }
    const subBackends = proxy.log.filter((f) => f.kind === 'ws').map((f) => f.backend);
    expect(subBackends).toHaveLength(2);
    expect(distinct(subBackends)).toEqual([0, 1]);
    const sentinel = await awaitSubscribed(database.url, watched, subs);

    const mark = proxy.log.length;
    for (const id of [watched, other]) expect((await c.generateAll(id)).status).toBe(202);
    expect(distinct(backendsSince(mark))).toEqual([0, 1]);
    const docs = [...(await c.settle(watched, 120_000)), ...(await c.settle(other, 120_000))];
    expect(docs.map((d) => d.status)).toEqual(Array(12).fill('ready'));

    const ranBy = new Map<string, number>();
    cluster.servers.forEach((s, backend) => documentsGeneratedBy(s).forEach((id) => ranBy.set(id, backend)));
    const jobsPer = [0, 1].map((b) => [...ranBy.values()].filter((v) => v === b).length);
    expect([...ranBy.keys()].sort()).toEqual(docs.map((d) => d.id as string).sort());
    expect(jobsPer.every((n) => n > 0)).toBe(true);

    const watchedDocs = docs.filter((d) => d.project_id === watched);
    const readyEvents = (s: ProgressSubscription) => s.events.filter((e) => e.status === 'ready').length;
    const deadline = Date.now() + 10_000;
    while (subs.some((s) => readyEvents(s) < 6) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const streams = subs.map((s) => s.events.filter((e) => e.document_id !== sentinel));
    for (const [i, events] of streams.entries()) {
      expect(subs[i]!.errors).toEqual([]);
      expect(events.every((e) => e.project_id === watched)).toBe(true);
      for (const doc of watchedDocs) {
        const mine = events.filter((e) => e.document_id === doc.id);
        expect(
          mine.some((e) => e.status === 'generating' && e.section && e.percent > 0 && e.percent < 100),
          `${doc.type} in progress`,
        ).toBe(true);
        expect(mine.at(-1)).toMatchObject({ status: 'ready', percent: 100, version: 1 });
        const percents = mine.map((e) => e.percent);
        expect(percents).toEqual([...percents].sort((x, y) => x - y));
      }
    }
    // Both instances delivered the very same events, wherever the job ran.
    const ids = (events: GenerationEvent[]) => events.map((e) => e.event_id).sort();
    expect(ids(streams[0]!)).toEqual(ids(streams[1]!));
    // So for every document, the subscriber on the instance that did NOT run it saw it progress.
    const crossed = watchedDocs.map((doc) => {
      const on = subBackends.findIndex((b) => b !== ranBy.get(doc.id as string));
      return streams[on]!.filter((e) => e.document_id === doc.id && e.status === 'generating' && e.section).length;
    });
    expect(crossed.every((n) => n > 0)).toBe(true);

    figures.jobsPerBackend = jobsPer;
    figures.eventsPerSubscription = streams.map((s, i) => ({ backend: subBackends[i], events: s.length, crossInstance: s.filter((e) => ranBy.get(e.document_id) !== subBackends[i]).length }));
  }, 180_000);

  it('both instances stop on SIGTERM with exit code 0', async () => {
    const requests = [0, 1].map((b) => proxy.log.filter((f) => f.backend === b).length);
    figures.requestsPerBackend = requests;
    await Promise.all(subs.splice(0).map((s) => s.client.dispose()));
    await proxy.close();
    expect(await cluster.stop()).toEqual([0, 0]);
    console.log(`cluster figures: ${JSON.stringify(figures)}`);
  });
});
