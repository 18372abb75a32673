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
  /**
   * Set when the caller presented a personal access token instead of a session's access token
   * (then `sessionId` is empty): a `read` token may not write, and no token may touch the
   * account, password, tokens or administration.
   */
  token?: {
    id: string;
    scope: 'read' | 'read-write';
    /** The token's stored prefix (`sf_pat_abcd`): names the credential in audit entries. */
    prefix?: string;
  };
}

/**
 * The app's one service container: the settings and shared services (plan limits, generation
 * queue, mailer, …) built once by the composition root (server/src/services.ts) and handed to
 * every request of that app, over either transport. Core knows no module, so it stays empty here
 * and each module declares the members it reads by declaration merging (e.g.
 * modules/projects/plan.ts); createServices must then fill them all or the compiler complains.
 */
export interface ServiceDeps {}

/** What every service function receives: the caller, a request-scoped EntityManager, the container. */
export interface ServiceContext {
  user: AuthUser | null;
  em: EntityManager;
  /** Where the request came from: rate limits and session records use it. */
  client?: { ip: string; userAgent?: string };
  /** The app's services and settings: the same object for every request of one app. */
  deps: ServiceDeps;
}

export interface RequestContext {
  requestId: string;
  logger: Logger;
  service: ServiceContext;
  /**
   * The HTTP exchange, for resolvers that must set or read cookies (sessions): transport work
   * only. Absent over graphql-ws; such resolvers reach it through `httpExchange` (core/graphql),
   * which refuses with HTTP_REQUIRED there.
   */
  http?: { req: Request; res: Response };
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
  ) {
    this.requestId = req.id;
    this.http = { req, res };
  }

  get logger(): Logger {
    return this.http.req.log;
  }
}
