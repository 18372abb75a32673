import type { Env } from '../../../config/env.js';
import { AppError } from '../../../core/errors/index.js';
import type { CookieEnv } from '../cookies.js';
import { GoogleProvider } from './google.client.js';
import { flowCookieKey } from './google.flow.js';

export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

/** Everything Google sign-in needs from the configuration, built once per app. */
export interface GoogleAuthConfig {
  /** Null when GOOGLE_CLIENT_ID is not set: every Google endpoint then answers 503. */
  provider: GoogleProvider | null;
  cookieKey: Buffer;
  jwtSecret: string;
  adminEmails: string[];
  /** What decides whether the flow and refresh cookies are Secure (see secureCookies). */
  cookieEnv: CookieEnv;
}

export function createGoogleAuthConfig(env: Env, jwtSecret: string): GoogleAuthConfig {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = env;
  return {
    provider:
      clientId && clientSecret
        ? new GoogleProvider({
            clientId,
            clientSecret,
            // Google sends the browser back here; it must be registered with the OAuth client.
            redirectUri: new URL(GOOGLE_CALLBACK_PATH, env.APP_URL).toString(),
            authUrl: env.GOOGLE_AUTH_URL,
            tokenUrl: env.GOOGLE_TOKEN_URL,
            certsUrl: env.GOOGLE_CERTS_URL,
          })
        : null,
    cookieKey: flowCookieKey(jwtSecret),
    jwtSecret,
    adminEmails: env.ADMIN_EMAILS,
    cookieEnv: { APP_URL: env.APP_URL, NODE_ENV: env.NODE_ENV },
  };
}

/** Whether Google sign-in is available (for `GET /api/auth/providers` and `authProviders`). */
export function isGoogleConfigured(env: Pick<Env, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

export function requireProvider(config: GoogleAuthConfig): GoogleProvider {
  if (!config.provider) throw new AppError('GOOGLE_NOT_CONFIGURED');
  return config.provider;
}

declare module '../../../core/context.js' {
  interface ServiceDeps {
    /** Google sign-in's provider, cookie key and settings (routes and the link mutation). */
    google: GoogleAuthConfig;
  }
}
