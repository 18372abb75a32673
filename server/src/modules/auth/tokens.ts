import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import type { UserRole } from '../users/user.entity.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'specforge';
const AUDIENCE = 'specforge-api';

/** 256 bits of randomness, URL-safe: for refresh tokens and e-mailed links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak reveals no usable token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

// jsonwebtoken turns a string secret into a key on every call, first trying it as a PEM public
// key and catching the failure: an exception per request. One KeyObject per secret avoids that.
const keys = new Map<string, KeyObject>();
function hmacKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    // A process has one secret; tests a handful. The bound only guards against misuse.
    if (keys.size >= 16) keys.clear();
    keys.set(secret, key);
  }
  return key;
}

export interface AccessClaims {
  sub: string;
  sid: string;
  role: UserRole;
}

export function signAccessToken(claims: AccessClaims, secret: string): { token: string; expiresAt: number } {
  const token = jwt.sign({ sid: claims.sid, role: claims.role }, hmacKey(secret), {
    algorithm: 'HS256',
    subject: claims.sub,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    issuer: ISSUER,
    audience: AUDIENCE,
  });
  const decoded = jwt.decode(token) as { exp: number };
  return { token, expiresAt: decoded.exp };
}

type VerifiedClaims = AccessClaims & { exp: number };

/**
 * Tokens already verified, with their claims: a client sends the same access token with every
 * request for up to 15 minutes, and checking its HMAC and claims each time was a measurable share
 * of a request's CPU (API throughput bench). Only tokens that passed verification are kept
 * (filling the cache takes tokens we signed), under the key they were verified with, and expiry
 * is still checked on every use. Whether the session is live is not cached: the caller asks the
 * database for that on every request.
 */
const verified = new LRUCache<string, { key: KeyObject; claims: VerifiedClaims }>({ max: 10_000 });

/** Returns the claims (and `exp`, Unix seconds) of a valid, unexpired token, else null (never throws). */
export function verifyAccessToken(token: string, secret: string): VerifiedClaims | null {
  const key = hmacKey(secret);
  const hit = verified.get(token);
  if (hit && hit.key === key) {
    // jsonwebtoken's own rule: expired once the current second reaches `exp`.
    if (Math.floor(Date.now() / 1000) < hit.claims.exp) return hit.claims;
    verified.delete(token);
    return null;
  }
  const claims = verifyJwt(token, key);
  if (claims) verified.set(token, { key, claims: Object.freeze(claims) });
  return claims;
}

function verifyJwt(token: string, key: KeyObject): VerifiedClaims | null {
  try {
    const payload = jwt.verify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (typeof payload.exp !== 'number') return null;
    const role = payload.role === 'admin' ? 'admin' : 'user';
    return { sub: payload.sub, sid: payload.sid, role, exp: payload.exp };
  } catch {
    return null;
  }
}
