import { describe, expect, it } from 'vitest';
import { GOOGLE_FLOW_TTL_SECONDS, flowCookieKey, newFlow, openFlow, safeRedirectPath, sameState, sealFlow } from './google.flow.js';

const key = flowCookieKey('test-jwt-secret-that-is-long-enough-0123456789');

describe('the Google flow cookie', () => {
  it('opens what it sealed, for ten minutes only', () => {
    const flow = newFlow({ redirect: '/projects' });
    const sealed = sealFlow(flow, key);
    expect(openFlow(sealed, key)).toEqual(flow);
    expect(flow.exp - Date.now() / 1000).toBeGreaterThan(GOOGLE_FLOW_TTL_SECONDS - 5);
    expect(openFlow(sealed, key, flow.exp + 1)).toBeNull();
  });

  it('refuses another key, edits, and junk', () => {
    const sealed = sealFlow(newFlow({ redirect: '/' }), key);
    expect(openFlow(sealed, flowCookieKey('another-secret-that-is-long-enough-0123456789'))).toBeNull();
    const [body, signature] = sealed.split('.');
    const edited = Buffer.from(
      Buffer.from(body ?? '', 'base64url')
        .toString()
        .replace('"/"', '"/x"'),
    ).toString('base64url');
    expect(openFlow(`${edited}.${signature}`, key)).toBeNull();
    for (const junk of [undefined, '', 'a', 'a.b', `${sealed}.x`]) expect(openFlow(junk, key)).toBeNull();
  });

  it('keeps link-mode flows bound to a user and session', () => {
    const flow = newFlow({ redirect: '/profile', link: { userId: 'u1', sessionId: 's1' } });
    expect(openFlow(sealFlow(flow, key), key)).toMatchObject({ mode: 'link', userId: 'u1', sessionId: 's1' });
  });

  it('uses fresh, unguessable state, nonce and verifier each time', () => {
    const a = newFlow({ redirect: '/' });
    const b = newFlow({ redirect: '/' });
    for (const k of ['state', 'nonce', 'verifier'] as const) {
      expect(a[k]).toMatch(/^[\w-]{43}$/);
      expect(a[k]).not.toBe(b[k]);
    }
    expect(sameState(a.state, a.state)).toBe(true);
    expect(sameState(a.state, b.state)).toBe(false);
    expect(sameState(a.state, undefined)).toBe(false);
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/projects/1?tab=docs#top', '/projects/1?tab=docs#top'],
    ['/a/../b', '/b'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['profile', '/'],
    ['/x\r\nSet-Cookie: a=b', '/'],
    [`/${'a'.repeat(1100)}`, '/'],
    [['/a', '/b'], '/'],
    [undefined, '/'],
  ])('%j → %s', (given, kept) => {
    expect(safeRedirectPath(given)).toBe(kept);
  });
});
