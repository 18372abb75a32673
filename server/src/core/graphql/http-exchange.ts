import type { Request, Response } from 'express';
import type { RequestContext } from '../context.js';
import { AppError } from '../errors/index.js';

/**
 * The HTTP request and response of a GraphQL operation that reads or sets a cookie. Over
 * graphql-ws there is none (the socket's context has no response to set a cookie on): such an
 * operation is refused with HTTP_REQUIRED before it does anything, never half done.
 */
export function httpExchange(ctx: Pick<RequestContext, 'http'>): { req: Request; res: Response } {
  if (!ctx.http) throw new AppError('HTTP_REQUIRED');
  return ctx.http;
}
