import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { AuthDeps } from '../modules/auth/auth.context.js';
import type { Logger } from './logger.js';

/** The signed-in caller, as far as the services need to know. Filled in by the auth module. */
export interface AuthUser {
  id: string;
  role: 'user' | 'admin';
  /** The session (access token `sid`) this request belongs to. */
  sessionId: string;
  /** When the presented access token expires (Unix seconds). */
  accessExpiresAt?: number;
}

/** What every service function receives: the caller and a request-scoped EntityManager. */
export interface ServiceContext {
  user: AuthUser | null;
  em: EntityManager;
  /** Where the request came from: rate limits and session records use it. */
  client?: { ip: string; userAgent?: string };
}

export interface RequestContext {
  requestId: string;
  logger: Logger;
  service: ServiceContext;
  /** The HTTP exchange, for resolvers that must set or clear cookies (sessions). */
  http: { req: Request; res: Response };
  /** Settings, mailer and rate limits of the account services (the same object REST routes use). */
  auth: AuthDeps;
}
