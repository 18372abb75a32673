import { describe, expect, it } from 'vitest';
import { knownHosts } from './known-hosts.js';

describe('knownHosts (the Host and Origin rule of /mcp and /dev/mailbox)', () => {
  it('follows APP_URL when the server sets it after listening (development prints its real port)', () => {
    const env = { APP_URL: 'http://localhost:0', CORS_ORIGINS: [] as string[] };
    const known = knownHosts(env);
    expect(known.host('192.168.1.5:4123')).toBe(false);
    env.APP_URL = 'http://192.168.1.5:4123';
    expect(known.host('192.168.1.5:4123')).toBe(true);
    expect(known.origin('http://192.168.1.5:4123')).toBe(true);
  });

  it('takes a configured host name on any port as Host, but only its exact origin as Origin', () => {
    const known = knownHosts({ APP_URL: 'https://specforge.example.com', CORS_ORIGINS: ['https://tools.example.org:8443'] });
    expect(['specforge.example.com', 'Specforge.Example.com:443', 'specforge.example.com:8080', 'tools.example.org'].map(known.host)).toEqual([true, true, true, true]);
    expect(['https://specforge.example.com', 'https://tools.example.org:8443'].map(known.origin)).toEqual([true, true]);
    expect(['http://specforge.example.com', 'https://specforge.example.com:444', 'https://tools.example.org'].map(known.origin)).toEqual([false, false, false]);
  });

  it('takes loopback on any port and refuses look-alikes, malformed values and opaque origins', () => {
    const known = knownHosts({ APP_URL: 'https://specforge.example.com', CORS_ORIGINS: [] });
    expect(['localhost', 'localhost:1', '127.0.0.1:65535', '[::1]', '[::1]:3000'].map(known.host)).toEqual([true, true, true, true, true]);
    const hosts = [undefined, '', 'localhost.evil.example', 'localhost:80.evil.example', 'evil.example', '127.0.0.1@evil.example', 'localhost:3000/x', '[::1', '127.0.0.2'];
    expect(hosts.map(known.host)).toEqual(hosts.map(() => false));
    expect(['http://localhost:5173', 'https://127.0.0.1', 'http://[::1]:9'].map(known.origin)).toEqual([true, true, true]);
    expect(['null', 'file://', 'http://localhost.evil.example', 'chrome-extension://abc', ''].map(known.origin)).toEqual([false, false, false, false, false]);
  });
});
