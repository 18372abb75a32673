import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../modules/auth/rate-limits.js';
import { createUser, GOOD_PASSWORD } from '../test/account-factories.js';
import { send, startEdgeProxy, type EdgeProxy } from '../test/edge-proxy.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// docker-compose puts nginx in front of the app; nginx reaches the app from its own, non-loopback
// address. X-Forwarded-For used to be trusted from loopback only: behind that nginx every client
// shared nginx's address (one log-in limit for everyone: anyone could lock any account), while
// straight from loopback the header was believed blindly (rotating it dodged the lock-out).
// TRUST_PROXY now decides, and the limits (and the dev mailbox) use the address it resolves.
const external = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
// Clients on distinct loopback addresses (Linux routes all of 127.0.0.0/8 to lo).
const ALICE = '127.0.0.2';
const MALLORY = '127.0.0.3';

const started: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const s of started.reverse()) await s.close();
});

/** The app listening on every interface, as in a container, and its address for the proxy. */
async function deploy(overrides: Record<string, string>): Promise<{ t: TestApp; direct: string }> {
  const t = await createTestApp(overrides);
  const server: Server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', () => resolve()));
  started.push({ close: () => t.close() }, { close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
  return { t, direct: `http://${external}:${(server.address() as AddressInfo).port}` };
}

async function proxyTo(direct: string, forwardedFor: 'replace' | 'append'): Promise<EdgeProxy> {
  const proxy = await startEdgeProxy(direct, { localAddress: external!, forwardedFor });
  started.push(proxy);
  return proxy;
}

const logIn = (base: string, from: string, email: string, password: string, headers: Record<string, string> = {}) => send(`${base}/api/auth/login`, 'POST', { email, password }, from, headers);

/** Wrong passwords for `email` from one client until it is locked; the attempt that got 429. */
async function lockOut(base: string, from: string, email: string, forged?: (n: number) => string): Promise<number> {
  for (let attempt = 1; attempt <= RATE_LIMITS.loginFailures.points + 3; attempt += 1) {
    const out = await logIn(base, from, email, 'Wrong-Password-9', forged ? { 'X-Forwarded-For': forged(attempt) } : {});
    if (out.status === 429) return attempt;
    expect(out.body.code).toBe('INVALID_CREDENTIALS');
  }
  return -1;
}

describe('behind an nginx-like proxy on another address (docker-compose)', () => {
  it.each([
    ['TRUST_PROXY=1 (a hop count)', '1', 'replace'],
    ['TRUST_PROXY=<the proxy address> (a CIDR list)', `${external}/32`, 'append'],
  ] as const)("%s: one client's failed log-ins lock that client out, not everyone; a forged header changes nothing", async (_what, trust, mode) => {
    expect(external, 'a non-loopback IPv4 address on this machine').toBeDefined();
    const { t, direct } = await deploy({ TRUST_PROXY: trust });
    const proxy = await proxyTo(direct, mode);
    const { email } = await createUser(t.db.orm);

    // Mallory locks Alice's account for Mallory's address only, rotating a forged header in vain.
    expect(await lockOut(proxy.url, MALLORY, email, (n) => `198.51.100.${n}`)).toBe(RATE_LIMITS.loginFailures.points + 1);
    expect((await logIn(proxy.url, ALICE, email, GOOD_PASSWORD)).status).toBe(200);
    expect((await logIn(proxy.url, MALLORY, email, GOOD_PASSWORD)).status).toBe(429);
  });

  it('without TRUST_PROXY (the default) every proxied client is the proxy: why compose sets it', async () => {
    const { t, direct } = await deploy({ TRUST_PROXY: '' });
    const proxy = await proxyTo(direct, 'replace');
    const { email } = await createUser(t.db.orm);
    await lockOut(proxy.url, MALLORY, email);
    expect((await logIn(proxy.url, ALICE, email, GOOD_PASSWORD)).status).toBe(429);
  });

  it('the dev mailbox is off through a proxy unless DEV_MAILBOX_VIA_PROXY, and then only for this machine', async () => {
    const off = await deploy({ TRUST_PROXY: '1' });
    const offProxy = await proxyTo(off.direct, 'replace');
    expect((await send(`${offProxy.url}/dev/mailbox`, 'GET', undefined, ALICE)).status).toBe(404);
    const local = off.direct.replace(external!, '127.0.0.1');
    expect((await send(`${local}/dev/mailbox`, 'GET', undefined, '127.0.0.1')).status).toBe(200);
    // A header alone is enough to count as proxied: a loopback client cannot claim to be local behind one.
    expect((await send(`${local}/dev/mailbox`, 'GET', undefined, '127.0.0.1', { 'X-Forwarded-For': '127.0.0.1' })).status).toBe(404);

    const on = await deploy({ TRUST_PROXY: '1', DEV_MAILBOX_VIA_PROXY: 'true' });
    const onProxy = await proxyTo(on.direct, 'replace');
    expect((await send(`${onProxy.url}/dev/mailbox`, 'GET', undefined, ALICE)).status).toBe(200);
    const remote = onProxy.url.replace('127.0.0.1', external!);
    expect((await send(`${remote}/dev/mailbox`, 'GET', undefined, external!)).status).toBe(404);
  });
});

describe('straight from loopback, TRUST_PROXY unset', () => {
  it('a client rotating X-Forwarded-For is still locked out after the fifth failure', async () => {
    const { t, direct } = await deploy({ TRUST_PROXY: '' });
    const { email } = await createUser(t.db.orm);
    const local = direct.replace(external!, '127.0.0.1');
    expect(await lockOut(local, '127.0.0.1', email, (n) => `10.9.8.${n}`)).toBe(RATE_LIMITS.loginFailures.points + 1);
  });
});
