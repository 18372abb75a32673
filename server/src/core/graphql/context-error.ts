import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { knownAppError } from '../errors/index.js';

/**
 * Builds a GraphQL request context, turning a known failure (the database being away while the
 * caller's session is checked) into a GraphQLError that names its HTTP status. Apollo answers any
 * other context failure with 500; formatError then maps the wrapped AppError to its codes.
 */
export async function buildContext<T>(build: () => Promise<T>): Promise<T> {
  try {
    return await build();
  } catch (error) {
    const known = knownAppError(error);
    if (!known) throw error;
    const headers = new HeaderMap();
    if (known.retryAfter !== undefined) headers.set('retry-after', String(known.retryAfter));
    throw new GraphQLError(known.message, {
      originalError: known,
      extensions: { code: known.gqlCode, http: { status: known.http, headers } },
    });
  }
}
