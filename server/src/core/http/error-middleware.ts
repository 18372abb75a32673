import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { ZodError } from 'zod';
import { JSON_DEPTH_MESSAGE } from './json-body.js';
import { AppError, databaseUnavailable, describeUnavailable, errorTable, isAppError, isDatabaseUnavailable } from '../errors/index.js';

/** Unknown /api paths answer in the REST error shape, not with Express's HTML page. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError('ROUTE_NOT_FOUND', `No endpoint ${req.method} ${req.baseUrl}${req.path}`));
};

/** What a body parser's (or any http-errors style) failure means for the caller. */
function fromHttpError(error: { type?: unknown; status: number }): AppError {
  if (error.status === 413 || error.type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE');
  if (error.type === 'entity.too.deep') return new AppError('VALIDATION_FAILED', JSON_DEPTH_MESSAGE);
  if (error.type === 'entity.parse.failed') return new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  if (error.type === 'charset.unsupported' || error.type === 'encoding.unsupported') {
    return new AppError('BAD_REQUEST', "The request body's charset or encoding is not supported.");
  }
  return new AppError('BAD_REQUEST');
}

/**
 * Any error to the AppError it is answered with: coded, with a message safe to show. Failures of
 * the request itself (bad JSON, too large, a malformed URL) are the caller's 4xx; anything unknown
 * is logged and answered 500 INTERNAL_ERROR without its message, stack or paths.
 */
export function toAppError(error: unknown, req: Request): AppError {
  if (isAppError(error)) return error;
  if (error instanceof ZodError) {
    return new AppError(
      'VALIDATION_FAILED',
      error.issues[0]?.message ?? errorTable.VALIDATION_FAILED.message,
      error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
    );
  }
  if (error instanceof URIError) return new AppError('BAD_REQUEST', 'The request URL is not valid.');
  const clientError = clientHttpError(error);
  if (clientError) return fromHttpError(clientError);
  if (isDatabaseUnavailable(error)) {
    // Retryable: the database went away (or is restarting); the pool reconnects on its own.
    req.log.warn(describeUnavailable(error), 'database unavailable');
    return databaseUnavailable(error);
  }
  req.log.error({ err: error }, 'unhandled request error');
  return new AppError('INTERNAL_ERROR');
}

function restAnswer(res: Response, appError: AppError): void {
  if (appError.retryAfter !== undefined) res.set('Retry-After', String(appError.retryAfter));
  res.status(appError.http).json({
    status: 'error',
    code: appError.code,
    message: appError.message,
    ...(appError.details ? { errors: appError.details } : {}),
    ...appError.extra,
    ...errorFieldsOf(res.locals),
  });
}

/** The REST error shape: {"status":"error","code":…,"message":…} with the table's HTTP status. */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  restAnswer(res, toAppError(error, req));
};

/**
 * Failures before Apollo sees a /graphql request (bad JSON, a body over the limit, an unsupported
 * charset) answer in GraphQL's error shape, as Apollo's own request errors do.
 */
export const graphqlErrorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const appError = toAppError(error, req);
  if (appError.retryAfter !== undefined) res.set('Retry-After', String(appError.retryAfter));
  res.status(appError.http).json({
    errors: [
      {
        message: appError.message,
        extensions: { code: appError.gqlCode, appCode: appError.code, ...(appError.details ? { fields: appError.details } : {}) },
      },
    ],
  });
};

/** The app's last handlers: no route anywhere answers with Express's HTML pages (which show stacks in development). */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError('ROUTE_NOT_FOUND', `No endpoint ${req.method} ${req.path}`));
};

export const finalErrorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    // Too late for an answer: end the response so the client is not left waiting.
    if (!res.writableEnded) res.destroy();
    return;
  }
  if (req.path === '/graphql' || req.path.startsWith('/graphql/')) graphqlErrorHandler(error, req, res, next);
  else restAnswer(res, toAppError(error, req));
};

/**
 * Extra fields a route adds to its error answers (sign-up answers `success: false` too, as the
 * spec's signup result has a success flag). Set with `errorFields`.
 */
export function errorFields(fields: Record<string, unknown>): RequestHandler {
  return (_req, res, next) => {
    res.locals.errorFields = fields;
    next();
  };
}

function errorFieldsOf(locals: Record<string, unknown>): Record<string, unknown> {
  const fields = locals.errorFields;
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {};
}

/** body-parser, send (static files), the router's param decoding: errors with a 4xx status. */
function clientHttpError(error: unknown): { type?: unknown; status: number } | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = 'status' in error ? error.status : 'statusCode' in error ? error.statusCode : undefined;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  return { type: 'type' in error ? error.type : undefined, status };
}
