import type { Env } from '../../config/env.js';
import type { ServiceContext } from '../../core/context.js';
import type { Logger } from '../../core/logger.js';
import type { Mailer } from '../mail/mail.service.js';
import type { AuthRateLimits } from './rate-limits.js';

/** What the account services need beyond the caller: settings, the signing secret, mail, limits. */
export interface AuthDeps {
  env: Pick<Env, 'APP_URL' | 'ADMIN_EMAILS' | 'GOOGLE_CLIENT_ID' | 'NODE_ENV'>;
  jwtSecret: string;
  mailer: Mailer;
  limits: AuthRateLimits;
  logger: Logger;
}

/** The service context of the account services: the caller, the request's EntityManager, and AuthDeps. */
export interface AuthContext extends ServiceContext {
  auth: AuthDeps;
}

/** The caller's IP for rate limits ('unknown' only if neither transport could tell). */
export function clientIp(ctx: ServiceContext): string {
  return ctx.client?.ip ?? 'unknown';
}
