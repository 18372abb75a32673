import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isApiError } from '../api-client';

const AUTH_CODES = new Set(['UNAUTHENTICATED', 'INVALID_REFRESH_TOKEN']);

/**
 * Whether an error means "we no longer know who you are" (after the one refresh attempt the
 * clients make): REST 401s, GraphQL UNAUTHENTICATED. Wrong credentials on a form are not.
 */
export function isAuthError(error: unknown): boolean {
  if (isApiError(error)) return AUTH_CODES.has(error.code) || (error.status === 401 && error.code !== 'INVALID_CREDENTIALS');
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED' && e.extensions.appCode !== 'INVALID_CREDENTIALS');
  }
  return false;
}
