/**
 * The one table that maps every error code to its HTTP status, GraphQL code and the
 * message a user sees. `satisfies` makes TypeScript check it exhaustively.
 */
export type GraphQLErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export interface ErrorSpec {
  http: number;
  gql: GraphQLErrorCode;
  message: string;
}

export const errorCodes = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'DATABASE_UNAVAILABLE',
  'INTERNAL_ERROR',
  'INVALID_REFRESH_TOKEN',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorTable = {
  VALIDATION_FAILED: { http: 400, gql: 'BAD_USER_INPUT', message: 'The request is not valid.' },
  BAD_REQUEST: { http: 400, gql: 'BAD_USER_INPUT', message: 'The request could not be understood.' },
  UNAUTHENTICATED: { http: 401, gql: 'UNAUTHENTICATED', message: 'You must be logged in.' },
  FORBIDDEN: { http: 403, gql: 'FORBIDDEN', message: 'You are not allowed to do this.' },
  NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'Not found.' },
  ROUTE_NOT_FOUND: { http: 404, gql: 'NOT_FOUND', message: 'No such endpoint.' },
  PAYLOAD_TOO_LARGE: { http: 413, gql: 'BAD_USER_INPUT', message: 'The request body is too large.' },
  RATE_LIMITED: { http: 429, gql: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' },
  DATABASE_UNAVAILABLE: {
    http: 503,
    gql: 'SERVICE_UNAVAILABLE',
    message: 'The service is temporarily unavailable. Please try again shortly.',
  },
  INTERNAL_ERROR: { http: 500, gql: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side.' },
  INVALID_REFRESH_TOKEN: {
    http: 401,
    gql: 'UNAUTHENTICATED',
    message: 'Your session has ended. Please log in again.',
  },
} as const satisfies Record<ErrorCode, ErrorSpec>;
