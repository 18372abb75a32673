import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';
import { describeUnavailable, isAppError, knownAppError } from '../errors/index.js';
import type { Logger } from '../logger.js';

/**
 * Maps thrown errors to GraphQL errors through the shared code table.
 * Unknown errors are logged and replaced by a generic message: internals never leak.
 */
export function createFormatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = unwrapResolverError(error);
    // An AppError thrown while building the context arrives wrapped in a GraphQLError; a
    // connection-level database failure becomes DATABASE_UNAVAILABLE (retryable), not a 500.
    const original = knownAppError(unwrapped) ?? unwrapped;
    if (isAppError(original)) {
      if (original.code === 'DATABASE_UNAVAILABLE') logger.warn({ ...describeUnavailable(original), path: formatted.path }, 'database unavailable');
      return {
        message: original.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: {
          code: original.gqlCode,
          appCode: original.code,
          ...(original.details ? { fields: original.details } : {}),
          ...(original.retryAfter !== undefined ? { retryAfter: original.retryAfter } : {}),
          ...original.extra,
        },
      };
    }
    if (original instanceof ArgumentValidationError) {
      return {
        message: 'The request is not valid.',
        locations: formatted.locations,
        path: formatted.path,
        extensions: {
          code: 'BAD_USER_INPUT',
          appCode: 'VALIDATION_FAILED',
          fields: original.extensions.validationErrors.map((v) => ({
            field: v.property,
            message: Object.values(v.constraints ?? {})[0] ?? 'is not valid',
          })),
        },
      };
    }
    const code = formatted.extensions?.code;
    // Parse, validation and bad-input errors from graphql-js / Apollo are the caller's fault: keep them.
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
    }
    if (!formatted.path) {
      return { message: formatted.message, locations: formatted.locations, extensions: { code: code ?? 'BAD_REQUEST' } };
    }
    logger.error({ err: original, path: formatted.path }, 'unhandled GraphQL resolver error');
    return {
      message: 'Something went wrong on our side.',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', appCode: 'INTERNAL_ERROR' },
    };
  };
}
