import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { AppError, databaseUnavailable, describeUnavailable, errorTable, isAppError, isDatabaseUnavailable } from '../errors/index.js';

/** Unknown /api paths answer in the REST error shape, not with Express's HTML page. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError('ROUTE_NOT_FOUND', `No endpoint ${req.method} ${req.baseUrl}${req.path}`));
};

/** The REST error shape: {"status":"error","code":…,"message":…} with the table's HTTP status. */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  let appError: AppError;
  if (isAppError(error)) {
    appError = error;
  } else if (error instanceof ZodError) {
    appError = new AppError(
      'VALIDATION_FAILED',
      error.issues[0]?.message ?? errorTable.VALIDATION_FAILED.message,
      error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
    );
  } else if (isBodyParserError(error)) {
    appError =
      error.type === 'entity.too.large'
        ? new AppError('PAYLOAD_TOO_LARGE')
        : new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  } else if (isDatabaseUnavailable(error)) {
    // Retryable: the database went away (or is restarting); the pool reconnects on its own.
    req.log.warn(describeUnavailable(error), 'database unavailable');
    appError = databaseUnavailable(error);
  } else {
    req.log.error({ err: error }, 'unhandled REST error');
    appError = new AppError('INTERNAL_ERROR');
  }
  if (appError.retryAfter !== undefined) res.set('Retry-After', String(appError.retryAfter));
  res.status(appError.http).json({
    status: 'error',
    code: appError.code,
    message: appError.message,
    ...(appError.details ? { errors: appError.details } : {}),
    ...appError.extra,
    ...errorFieldsOf(res.locals),
  });
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

function isBodyParserError(error: unknown): error is { type: string; status: number } {
  return typeof error === 'object' && error !== null && 'type' in error && 'status' in error;
}
