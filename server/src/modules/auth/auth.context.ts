import type { Env } from '../../config/env.js';
import type { ServiceContext } from '../../core/context.js';
import type { AuthRateLimits } from './rate-limits.js';

/** What the account services need beyond the caller: settings, the signing secret, rate limits. */
export interface AuthDeps {
  env: Pick<Env, 'APP_URL' | 'ADMIN_EMAILS' | 'GOOGLE_CLIENT_ID' | 'NODE_ENV'>;
  jwtSecret: string;
  limits: AuthRateLimits;
  /** SECRETS_KEY's bytes (a fixed dev key outside production): seals two-factor secrets; null turns set-up off. */
  secretsKey: Buffer | null;
}

declare module '../../core/context.js' {
  interface ServiceDeps {
    /** The account services' settings and rate limits (both transports, and the admin's password reset). */
    auth: AuthDeps;
  }
}

/** The caller's IP for rate limits ('unknown' only if neither transport could tell). */
export function clientIp(ctx: ServiceContext): string {
  return ctx.client?.ip ?? 'unknown';
}
