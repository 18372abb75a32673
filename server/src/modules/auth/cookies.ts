import type { CookieOptions, Request, Response } from 'express';
import type { Env } from '../../config/env.js';
import { SESSION_TTL_DAYS } from './session.service.js';

/** The browser's refresh token (docs/auth-api.md): httpOnly, SameSite=Lax, only sent to /api/auth. */
export const REFRESH_COOKIE = 'sf_refresh';

/** What decides whether our cookies are Secure. */
export type CookieEnv = Pick<Env, 'APP_URL' | 'NODE_ENV'>;

/**
 * Cookies are Secure in production (deploy behind HTTPS; browsers also keep Secure cookies on
 * http://localhost) and whenever the public URL is https.
 */
export function secureCookies(env: CookieEnv): boolean {
  return env.NODE_ENV === 'production' || env.APP_URL.startsWith('https://');
}

function refreshCookieOptions(env: CookieEnv): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(env),
    path: '/api/auth',
  };
}

export function setRefreshCookie(res: Response, env: CookieEnv, token: string): void {
  res.cookie(REFRESH_COOKIE, token, { ...refreshCookieOptions(env), maxAge: SESSION_TTL_DAYS * 86_400_000 });
}

export function clearRefreshCookie(res: Response, env: CookieEnv): void {
  res.clearCookie(REFRESH_COOKIE, refreshCookieOptions(env));
}

/** Reads the refresh cookie without needing cookie-parser on every route. */
export function readRefreshCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === REFRESH_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
