import { AppError, isAppError } from './app-error.js';

/** Seconds a client should wait before retrying while the database is away (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Error codes that mean "the database cannot be reached right now", not "this request is wrong":
 * socket-level failures from Node, and PostgreSQL's connection exceptions (class 08), admin /
 * crash shutdown and "cannot connect now" (57P01-57P03), too many connections (53300).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '3D000', // the database itself is gone (dropped): nothing this request can fix
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/**
 * Messages of pg and pg-pool that carry no code: a connection dropped under a query, a connect
 * or pool checkout that timed out (connectionTimeoutMillis), a client already broken.
 */
const UNAVAILABLE_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /Client has encountered a connection error and is not queryable/, /the database system is (starting up|shutting down|in recovery mode)/];

function ownCode(error: object): unknown {
  return 'code' in error ? error.code : undefined;
}

/**
 * True when `error`, or anything it wraps (`cause`, GraphQL's `originalError`, the attempts of an
 * AggregateError), is a connection-level database failure. Such a request may well succeed when
 * retried, so it is answered 503 DATABASE_UNAVAILABLE rather than 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isAppError(error)) return error.code === 'DATABASE_UNAVAILABLE';
  const code = ownCode(error);
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  const nested: unknown[] = [];
  if ('cause' in error) nested.push(error.cause);
  if ('originalError' in error) nested.push(error.originalError);
  if (error instanceof AggregateError) nested.push(...(error.errors as unknown[]));
  return nested.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/**
 * What to log about a connection-level failure: its code and message, without the stack or the
 * pg client some errors carry. During an outage every request meets one; a line each is enough.
 */
export function describeUnavailable(error: unknown): { code?: string; reason: string } {
  if (typeof error !== 'object' || error === null) return { reason: String(error) };
  const inner = isAppError(error) && error.cause !== undefined ? error.cause : error;
  if (typeof inner !== 'object' || inner === null) return { reason: String(inner) };
  const code = ownCode(inner);
  const reason = 'message' in inner && typeof inner.message === 'string' ? inner.message : String(inner);
  return { ...(typeof code === 'string' ? { code } : {}), reason };
}

/** 503 DATABASE_UNAVAILABLE with Retry-After, keeping the driver's error as the cause for the log. */
export function databaseUnavailable(cause?: unknown): AppError {
  const error = new AppError('DATABASE_UNAVAILABLE', undefined, undefined, cause);
  error.retryAfter = DATABASE_RETRY_AFTER_SECONDS;
  return error;
}

/**
 * The AppError an error stands for: itself, the one a GraphQLError wraps, or DATABASE_UNAVAILABLE
 * for a connection-level failure; undefined for anything else (a bug: 500, logged).
 */
export function knownAppError(error: unknown): AppError | undefined {
  if (isAppError(error)) return error;
  if (typeof error === 'object' && error !== null && 'originalError' in error && isAppError(error.originalError)) {
    return error.originalError;
  }
  return isDatabaseUnavailable(error) ? databaseUnavailable(error) : undefined;
}
