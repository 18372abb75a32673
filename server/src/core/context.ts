import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
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

/**
 * Settings, mailer and rate limits of the account services, handed to every request. Core knows
 * no module, so this stays empty here and the auth module declares its members by declaration
 * merging (modules/auth/auth.context.ts).
 */
export interface AuthDeps {}

export interface RequestContext {
  requestId: string;
  logger: Logger;
  service: ServiceContext;
  /** The HTTP exchange, for resolvers that must set or clear cookies (sessions). */
  http: { req: Request; res: Response };
  /** Settings, mailer and rate limits of the account services (the same object REST routes use). */
  auth: AuthDeps;
}

/**
 * The GraphQL context of an HTTP request. `logger` is a prototype getter, not an own property:
 * Apollo copies the context's own properties for every operation (Object.assign), which read an
 * own getter and built the request's child logger each time, though most requests never log.
 */
export class HttpRequestContext implements RequestContext {
  readonly requestId: string;
  readonly http: { req: Request; res: Response };

  constructor(
    req: Request,
    res: Response,
    readonly service: ServiceContext,
    readonly auth: AuthDeps,
  ) {
    this.requestId = req.id;
    this.http = { req, res };
  }

  get logger(): Logger {
    return this.http.req.log;
  }
}
