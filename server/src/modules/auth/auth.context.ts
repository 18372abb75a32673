import type { Env } from '../../config/env.js';
import type { AuthDeps, ServiceContext } from '../../core/context.js';
import type { Logger } from '../../core/logger.js';
import type { Mailer } from '../mail/mail.service.js';
import type { AuthRateLimits } from './rate-limits.js';

declare module '../../core/context.js' {
  /** What the account services need beyond the caller: settings, the signing secret, mail, limits. */
  interface AuthDeps {
    env: Pick<Env, 'APP_URL' | 'ADMIN_EMAILS' | 'GOOGLE_CLIENT_ID' | 'NODE_ENV'>;
    jwtSecret: string;
    mailer: Mailer;
    limits: AuthRateLimits;
    logger: Logger;
  }
}

export type { AuthDeps };

/** The service context of the account services: the caller, the request's EntityManager, and AuthDeps. */
export interface AuthContext extends ServiceContext {
  auth: AuthDeps;
}

/** The caller's IP for rate limits ('unknown' only if neither transport could tell). */
export function clientIp(ctx: ServiceContext): string {
  return ctx.client?.ip ?? 'unknown';
}
