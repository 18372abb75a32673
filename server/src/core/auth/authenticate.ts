import type { EntityManager } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import type { AuthChecker } from 'type-graphql';
import type { ServiceDeps, AuthUser, RequestContext, ServiceContext } from '../context.js';
import { AppError } from '../errors/index.js';

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

/** Route guard: 401 UNAUTHENTICATED without a valid access token, 403 FORBIDDEN unless an administrator. */
export function requireAdmin(req: Request, _res: Response, next: NextFunction): void {
  const user = req.service?.user;
  next(!user ? new AppError('UNAUTHENTICATED') : user.role === 'admin' ? undefined : new AppError('FORBIDDEN'));
}

/** Route guard: 401 UNAUTHENTICATED unless a valid access token came with the request. */
export function requireUser(req: Request, _res: Response, next: NextFunction): void {
  next(req.service?.user ? undefined : new AppError('UNAUTHENTICATED'));
}

/** The signed-in caller, for services that need one (throws UNAUTHENTICATED otherwise). */
export function currentUser(ctx: ServiceContext): AuthUser {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED');
  return ctx.user;
}

/** Services' own check (the transports check too): the caller must be a signed-in administrator. */
export function currentAdmin(ctx: ServiceContext): AuthUser {
  const user = currentUser(ctx);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN');
  return user;
}

/** type-graphql's @Authorized(): signed in, and holding one of the roles when roles are named. */
export const authChecker: AuthChecker<RequestContext, 'admin'> = ({ context }, roles) => {
  const user = context.service.user;
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (roles.length > 0 && !roles.includes(user.role as 'admin')) throw new AppError('FORBIDDEN');
  return true;
};
