import type { AuthUser, ServiceContext } from '../context.js';
import { AppError } from '../errors/index.js';

/**
 * What a service operation needs from its caller. Every operation that acts for a signed-in
 * user states one, first thing, through `authorize`; REST, GraphQL over HTTP, graphql-ws and
 * MCP all reach the operation through the service, so none can skip the check.
 *
 * - read:    any signed-in caller, personal access tokens of either scope included
 * - write:   a session, or a `read-write` token (a `read` token gets TOKEN_READ_ONLY)
 * - session: a signed-in session only: the account, its password, its tokens, its own model
 *            key (every token gets TOKEN_NOT_ALLOWED)
 * - admin:   an administrator's session (tokens get TOKEN_NOT_ALLOWED, other users FORBIDDEN)
 */
export type Need = 'read' | 'write' | 'session' | 'admin';

/** The one token and role policy: the caller, if `need` allows them; otherwise the refusal. */
export function authorize(ctx: ServiceContext, need: Need): AuthUser {
  const user = ctx.user;
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (user.token) {
    if (need === 'session' || need === 'admin') throw new AppError('TOKEN_NOT_ALLOWED');
    if (need === 'write' && user.token.scope !== 'read-write') throw new AppError('TOKEN_READ_ONLY');
  }
  if (need === 'admin' && user.role !== 'admin') throw new AppError('FORBIDDEN');
  return user;
}
