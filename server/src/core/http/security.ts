import cors from 'cors';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Env } from '../../config/env.js';

/**
 * Security headers for every response (helmet), with a Content-Security-Policy the built client
 * satisfies: scripts only from our own origin (no inline scripts anywhere, no eval), styles from
 * our origin plus inline style attributes (Mantine and Mermaid set `style=` at run time), images
 * from us and data/blob URLs only (a remote image in a document would be a tracking pixel: the
 * client shows those as links) plus Google's profile-picture host (the avatar of an account that
 * signs in with Google; its URL comes from Google's verified ID token, never from a user),
 * connections to our own origin over HTTP and WebSocket (graphql-ws subscriptions).
 */
export const GOOGLE_PICTURE_HOSTS = ['https://*.googleusercontent.com'];

export function securityHeaders(env: Pick<Env, 'APP_URL' | 'NODE_ENV'>): RequestHandler {
  const https = (env.APP_URL ?? '').startsWith('https://');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...GOOGLE_PICTURE_HOSTS],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'worker-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        // Only where we are served over https: on http://localhost it would break every request.
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // HSTS only means something (and is only safe to send) when the public URL is https.
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    // Google sign-in is a full-page redirect, so a strict opener policy costs nothing.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * CORS for /graphql and /api: same-origin callers need nothing; other origins are allowed only
 * when listed in `CORS_ORIGINS` (with credentials, so the refresh cookie works for them too).
 * Unlisted origins get no CORS headers, so the browser refuses to hand them the answer.
 */
export function corsPolicy(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  const policy = cors({
    origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Apollo-Require-Preflight', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });
  // Without an Origin header (same-origin GETs, servers, curl) the policy above refuses at once
  // and adds nothing; skipping it spares the hottest reads its per-request option resolution.
  return (req, res, next) => {
    if (req.headers.origin === undefined) next();
    else policy(req, res, next);
  };
}

/**
 * API answers are personal and change with every write: never stored by browsers or proxies.
 * A route that means to be cached (avatars, public config) sets its own Cache-Control.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
