import type { EntityManager } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import type { AuthChecker } from 'type-graphql';
import type { ServiceDeps, AuthUser, RequestContext, ServiceContext } from '../context.js';
import { AppError } from '../errors/index.js';
import { authorize } from './policy.js';

declare global {
  namespace Express {
    interface Request {
      /** The caller, a request-scoped EntityManager and the app's container, set for every /api request. */
      service: ServiceContext;
    }
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Who is calling, from the request's Authorization header: null for nobody or for a token that
 * no longer holds. Core cannot check tokens itself (sessions belong to the auth module), so the
 * composition root hands one in (modules/auth/bearer-auth.ts).
 */
export type Authenticator = (em: EntityManager, authorization: string | undefined) => Promise<AuthUser | null>;

/** The caller's address (behind a trusted proxy: X-Forwarded-For) and user agent. */
export function clientOf(req: Request): { ip: string; userAgent?: string } {
  return { ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', userAgent: req.headers['user-agent'] };
}

/** Express middleware: builds req.service (fresh EntityManager fork + caller, if any, + the app's container). */
export function serviceContext(fork: () => EntityManager, authenticate: Authenticator, deps: ServiceDeps) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    try {
      const em = fork();
      req.service = {
        em,
        user: await authenticate(em, req.headers.authorization),
        client: clientOf(req),
        deps,
      };
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Route guard for the admin routes, by the services' own policy (core/auth/policy.ts): 401
 * signed out, 403 TOKEN_NOT_ALLOWED for a token, 403 FORBIDDEN unless an administrator.
 */
export function requireAdmin(req: Request, _res: Response, next: NextFunction): void {
  try {
    authorize(req.service, 'admin');
    next();
  } catch (error) {
    next(error);
  }
}

/** Route guard: 401 UNAUTHENTICATED unless a valid access token came with the request. */
export function requireUser(req: Request, _res: Response, next: NextFunction): void {
  next(req.service?.user ? undefined : new AppError('UNAUTHENTICATED'));
}

/** type-graphql's @Authorized(): signed in, and (when roles are named) an administrator's session. */
export const authChecker: AuthChecker<RequestContext, 'admin'> = ({ context }, roles) => {
  authorize(context.service, roles.length > 0 ? 'admin' : 'read');
  return true;
};
