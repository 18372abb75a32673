import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
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

/** Returns the claims (and `exp`, Unix seconds) of a valid, unexpired token, else null (never throws). */
export function verifyAccessToken(token: string, secret: string): (AccessClaims & { exp: number }) | null {
  try {
    const payload = jwt.verify(token, hmacKey(secret), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (typeof payload.exp !== 'number') return null;
    const role = payload.role === 'admin' ? 'admin' : 'user';
    return { sub: payload.sub, sid: payload.sid, role, exp: payload.exp };
  } catch {
    return null;
  }
}
