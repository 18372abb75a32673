import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { AuthUser, RequestContext } from '../../core/context.js';
import { AppError, errorTable, type ErrorCode } from '../../core/errors/index.js';

/**
 * What a personal access token may do, checked once per request before any resolver or route
 * runs: no token may touch the account, its password, its tokens or the administration; a `read`
 * token may not write (GraphQL mutations, REST methods other than GET and HEAD).
 */

/** GraphQL root fields refused to every token (account, password, tokens, administration). */
export const TOKEN_REFUSED_FIELDS = new Set([
  'signUp',
  'logIn',
  'logOut',
  'refreshSession',
  'requestPasswordReset',
  'resetPassword',
  'resendVerification',
  'changePassword',
  'deleteAccount',
  'updateProfile',
  'updateNotificationPreferences',
  'removeAvatar',
  'linkGoogleAccount',
  'personalAccessTokens',
  'createPersonalAccessToken',
  'revokePersonalAccessToken',
  // Your own model: its key is an account credential.
  'modelConnection',
  'saveModelConnection',
  'deleteModelConnection',
  'testModelConnection',
]);
const isRefusedField = (name: string) => TOKEN_REFUSED_FIELDS.has(name) || name.startsWith('admin');

/** REST paths (under /api) refused to every token; reading one's own profile and avatars stays allowed. */
export function isRefusedPath(method: string, path: string): boolean {
  if (/^\/(auth|admin)(\/|$)/.test(path)) return true;
  if (/^\/profile\/model(\/|$)/.test(path)) return true;
  if (!/^\/users(\/|$)/.test(path)) return false;
  const read = method === 'GET' || method === 'HEAD';
  return !(read && (path === '/users/profile' || /^\/users\/[^/]+\/avatar$/.test(path)));
}

/** The refusal for a token caller doing `write` on `refused` ground, or null when allowed. */
export function tokenRefusal(user: AuthUser | null, refused: boolean, write: boolean): ErrorCode | null {
  if (!user?.token) return null;
  if (refused) return 'TOKEN_NOT_ALLOWED';
  if (write && user.token.scope !== 'read-write') return 'TOKEN_READ_ONLY';
  return null;
}

/** Express middleware for /api, after the service context is built. */
export function tokenRestPolicy(req: Request, _res: Response, next: NextFunction): void {
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(req.method);
  const code = tokenRefusal(req.service?.user ?? null, isRefusedPath(req.method, req.path), write);
  next(code ? new AppError(code) : undefined);
}

/** The root field names of the operation, through fragments. */
function rootFields(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, out: string[] = []): string[] {
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) out.push(s.name.value);
    else if (s.kind === Kind.INLINE_FRAGMENT) rootFields(s.selectionSet, fragments, out);
    else {
      const f = fragments.get(s.name.value);
      if (f) rootFields(f.selectionSet, fragments, out);
    }
  }
  return out;
}

/** Apollo plugin: the same rules for GraphQL, answered with the error table's status and message. */
export function tokenGraphqlPolicy(): ApolloServerPlugin<RequestContext> {
  return {
    // Session callers (nearly every request) get no listener: nothing to allocate or run for them.
    async requestDidStart({ contextValue }) {
      const user = contextValue.service.user;
      if (!user?.token) return undefined;
      return {
        async didResolveOperation({ operation, document }) {
          if (!operation) return;
          const fragments = new Map(
            (document as DocumentNode).definitions
              .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
              .map((d) => [d.name.value, d]),
          );
          const refused = rootFields(operation.selectionSet, fragments).some(isRefusedField);
          const code = tokenRefusal(user, refused, operation.operation !== 'query');
          if (!code) return;
          const error = new AppError(code);
          throw new GraphQLError(error.message, { originalError: error, extensions: { http: { status: errorTable[code].http } } });
        },
      };
    },
  };
}
