import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.js';
import { cameThroughProxy, clientAddress, parseTrustProxy, trustFunction } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it('reads none (the default), a hop count or a list of addresses, ranges and named ranges', () => {
    for (const none of [undefined, '', 'none', 'false', '0', ' NONE ']) expect(parseTrustProxy(none)).toEqual({ kind: 'none' });
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7 ,loopback,2001:db8::/32')).toEqual({ kind: 'list', entries: ['10.0.0.0/8', '192.168.1.7', 'loopback', '2001:db8::/32'] });
    expect(parseEnv({}).TRUST_PROXY).toEqual({ kind: 'none' });
  });

  it('refuses trusting everyone and anything that is not an address or range, at start-up', () => {
    for (const bad of ['true', '*', '11', '10.0.0.0/33', 'nginx', '10.0.0.1/8/2', '::1/129']) expect(() => parseTrustProxy(bad), bad).toThrow();
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => parseEnv({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
  });

  it('takes the right-most address not added by a trusted proxy; forged entries further left never count', () => {
    const byHops = trustFunction(parseTrustProxy('1'));
    expect(clientAddress('172.18.0.5', '6.6.6.6, 203.0.113.9', byHops)).toBe('203.0.113.9');
    expect(clientAddress('172.18.0.5', undefined, byHops)).toBe('172.18.0.5');
    const byList = trustFunction(parseTrustProxy('172.16.0.0/12'));
    expect(clientAddress('172.18.0.5', '6.6.6.6, 203.0.113.9', byList)).toBe('203.0.113.9');
    expect(clientAddress('172.18.0.5', '203.0.113.9, 172.18.0.9', byList)).toBe('203.0.113.9');
    // A client that is not a trusted proxy cannot name anyone.
    expect(clientAddress('198.51.100.4', '10.0.0.1', byList)).toBe('198.51.100.4');
    const none = trustFunction(parseTrustProxy(''));
    expect(clientAddress('127.0.0.1', '10.0.0.1', none)).toBe('127.0.0.1');
    const loopback = trustFunction(parseTrustProxy('loopback'));
    expect([loopback('::ffff:127.0.0.1', 0), loopback('::1', 0), loopback('10.0.0.1', 0), loopback('garbage', 0)]).toEqual([true, true, false, false]);
  });

  it('knows a proxied request by the headers proxies add', () => {
    expect(cameThroughProxy({ 'x-forwarded-for': '1.2.3.4' })).toBe(true);
    expect(cameThroughProxy({ forwarded: 'for=1.2.3.4' })).toBe(true);
    expect(cameThroughProxy({ via: '1.1 nginx' })).toBe(true);
    expect(cameThroughProxy({ host: 'localhost' })).toBe(false);
  });

  it('DEV_MAILBOX_VIA_PROXY needs TRUST_PROXY (else every proxied request looks local)', () => {
    expect(() => parseEnv({ DEV_MAILBOX_VIA_PROXY: 'true' })).toThrow(/DEV_MAILBOX_VIA_PROXY: needs TRUST_PROXY/);
    expect(parseEnv({ DEV_MAILBOX_VIA_PROXY: 'true', TRUST_PROXY: 'loopback' }).DEV_MAILBOX_VIA_PROXY).toBe(true);
    expect(parseEnv({}).DEV_MAILBOX_VIA_PROXY).toBe(false);
  });
});
