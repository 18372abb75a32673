import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from './tokens.js';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const claims = { sub: '5b0f1c55-7c49-4ad4-9b5e-0d1b2e9c6a11', sid: '0a3c0f0e-1d3b-4d57-8f0e-6a1b2c3d4e5f', role: 'user' as const };

afterEach(() => {
  vi.useRealTimers();
});

describe('verifyAccessToken (verified tokens are remembered)', () => {
  it('answers the same claims on the first and later checks', () => {
    const { token, expiresAt } = signAccessToken(claims, SECRET);
    const first = verifyAccessToken(token, SECRET);
    expect(first).toEqual({ ...claims, exp: expiresAt });
    expect(verifyAccessToken(token, SECRET)).toEqual(first);
  });

  it('refuses a remembered token under another secret', () => {
    const { token } = signAccessToken(claims, SECRET);
    expect(verifyAccessToken(token, SECRET)).not.toBeNull();
    expect(verifyAccessToken(token, `${SECRET}-rotated`)).toBeNull();
  });

  it('refuses a remembered token once it has expired, to the second', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
    const { token, expiresAt } = signAccessToken(claims, SECRET);
    expect(expiresAt).toBe(Date.parse('2026-11-23T10:00:00.000Z') / 1000 + ACCESS_TOKEN_TTL_SECONDS);
    expect(verifyAccessToken(token, SECRET)).not.toBeNull();
    vi.setSystemTime(new Date(expiresAt * 1000 - 1));
    expect(verifyAccessToken(token, SECRET)).not.toBeNull();
    vi.setSystemTime(new Date(expiresAt * 1000));
    expect(verifyAccessToken(token, SECRET)).toBeNull();
    // Still refused, now that the entry is gone and the token is checked afresh.
    expect(verifyAccessToken(token, SECRET)).toBeNull();
  });

  it('refuses a token whose signature or payload was altered, even next to a remembered one', () => {
    const { token } = signAccessToken(claims, SECRET);
    expect(verifyAccessToken(token, SECRET)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'admin' })).toString('base64url');
    expect(verifyAccessToken(`${header}.${forged}.${signature}`, SECRET)).toBeNull();
    const flipped = signature.at(-2) === 'A' ? 'B' : 'A';
    expect(verifyAccessToken(`${header}.${payload}.${signature.slice(0, -2)}${flipped}${signature.at(-1)}`, SECRET)).toBeNull();
  });

  it('hands out claims nobody can change for the next caller', () => {
    const { token } = signAccessToken(claims, SECRET);
    const first = verifyAccessToken(token, SECRET);
    expect(Object.isFrozen(verifyAccessToken(token, SECRET))).toBe(true);
    expect(() => Object.assign(first as object, { role: 'admin' })).toThrow();
  });
});
