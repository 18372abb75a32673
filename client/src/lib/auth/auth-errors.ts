import { isApiError } from '../api-client';

const AUTH_CODES = new Set(['UNAUTHENTICATED', 'INVALID_REFRESH_TOKEN']);

/**
 * Whether an error means "we no longer know who you are" (after the one refresh attempt the
 * clients make): REST 401s, GraphQL UNAUTHENTICATED. Wrong credentials on a form are not.
 */
export function isAuthError(error: unknown): boolean {
  if (isApiError(error)) return AUTH_CODES.has(error.code) || (error.status === 401 && error.code !== 'INVALID_CREDENTIALS');
  // Apollo's error classes are recognised by shape, not imported: importing them would pull the
  // whole Apollo chunk into the sign-in page, which never uses GraphQL.
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { name?: unknown; statusCode?: unknown; errors?: unknown };
  if (e.name === 'ServerError') return e.statusCode === 401;
  if (e.name === 'CombinedGraphQLErrors' && Array.isArray(e.errors)) {
    return (e.errors as { extensions?: { code?: unknown; appCode?: unknown } }[]).some((x) => x.extensions?.code === 'UNAUTHENTICATED' && x.extensions.appCode !== 'INVALID_CREDENTIALS');
  }
  return false;
}
