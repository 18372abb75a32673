import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { secureCookies, type CookieEnv } from '../cookies.js';

/**
 * The state of one Google authorization-code round trip, kept in the browser between the
 * start and the callback. Signed, not encrypted: it is httpOnly and only ever sent back to
 * /api/auth/google, and its value lies in being bound to the browser that started the flow.
 */
export interface GoogleFlow {
  /** CSRF protection: must come back unchanged in the callback's `state`. */
  state: string;
  /** Binds the ID token to this flow: must come back in its `nonce` claim. */
  nonce: string;
  /** PKCE (S256) code verifier, sent only to the token endpoint. */
  verifier: string;
  /** Where the app should land after signing in (already validated, same-site). */
  redirect: string;
  mode: 'signin' | 'link';
  /** Link mode: the signed-in user and session that asked to connect Google. */
  userId?: string;
  sessionId?: string;
  /** Unix seconds; the cookie's own expiry is only advisory for a browser. */
  exp: number;
}

export const GOOGLE_FLOW_COOKIE = 'sf_google_flow';
export const GOOGLE_FLOW_PATH = '/api/auth/google';
export const GOOGLE_FLOW_TTL_SECONDS = 10 * 60;

const randomValue = () => randomBytes(32).toString('base64url');

export function newFlow(input: { redirect: string; link?: { userId: string; sessionId: string } }): GoogleFlow {
  return {
    state: randomValue(),
    nonce: randomValue(),
    // 43 characters from the unreserved set: a valid RFC 7636 verifier.
    verifier: randomValue(),
    redirect: input.redirect,
    mode: input.link ? 'link' : 'signin',
    ...(input.link ? { userId: input.link.userId, sessionId: input.link.sessionId } : {}),
    exp: Math.floor(Date.now() / 1000) + GOOGLE_FLOW_TTL_SECONDS,
  };
}

/** RFC 7636 S256: BASE64URL(SHA256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** A key of its own for this cookie, so a signature made here can never pass as anything else. */
export function flowCookieKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('specforge/google-flow-cookie/v1').digest();
}

function mac(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

export function sealFlow(flow: GoogleFlow, key: Buffer): string {
  const body = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${body}.${mac(key, body)}`;
}

/** The flow, when the value is intact, well-formed and unexpired; otherwise null. */
export function openFlow(value: string | undefined, key: Buffer, nowSeconds = Date.now() / 1000): GoogleFlow | null {
  if (!value) return null;
  const [body, signature, extra] = value.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isFlow(parsed) || parsed.exp < nowSeconds) return null;
  return parsed;
}

function isFlow(value: unknown): value is GoogleFlow {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const strings = ['state', 'nonce', 'verifier', 'redirect'].every((k) => typeof v[k] === 'string');
  const link = v.mode === 'link' && typeof v.userId === 'string' && typeof v.sessionId === 'string';
  return strings && typeof v.exp === 'number' && (v.mode === 'signin' || link);
}

/** Constant-time comparison of the `state` that came back with the one we sent. */
export function sameState(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * httpOnly, SameSite=Lax (it must come back on Google's top-level redirect), only for
 * /api/auth/google; Secure by the refresh cookie's rule.
 */
export function flowCookieOptions(env: CookieEnv): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: secureCookies(env), path: GOOGLE_FLOW_PATH };
}

export function setFlowCookie(res: Response, env: CookieEnv, sealedFlow: string): void {
  res.cookie(GOOGLE_FLOW_COOKIE, sealedFlow, { ...flowCookieOptions(env), maxAge: GOOGLE_FLOW_TTL_SECONDS * 1000 });
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const SAME_SITE_BASE = 'http://specforge.invalid';

/**
 * Only paths on this site are accepted as a place to return to ('/' otherwise), so the
 * sign-in flow can never be used to bounce someone to another site (`//evil`, `/\evil`, …).
 */
export function safeRedirectPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 1024) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw)) {
    return '/';
  }
  let url: URL;
  try {
    url = new URL(raw, SAME_SITE_BASE);
  } catch {
    return '/';
  }
  if (url.origin !== SAME_SITE_BASE) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether the text holds a C0 control character or DEL (U+0000–U+001F, U+007F). */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
