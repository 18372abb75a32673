import type { RequestHandler } from 'express';
import { AppError } from '../errors/index.js';
import { findUnsafeText, hasUnsafeText, unsafeTextError } from '../input/unsafe-text.js';

/**
 * REST's side of the edge's text rule (core/input/unsafe-text.ts): the path, the query string
 * and the JSON body (values and keys) are checked once here, after express.json() and before any
 * route, so a NUL or an unpaired surrogate answers 400 VALIDATION_FAILED naming the field instead
 * of reaching PostgreSQL. A path that is not valid percent-encoded UTF-8 is a 400 BAD_REQUEST.
 */
export const refuseUnsafeText: RequestHandler = (req, _res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    next(new AppError('BAD_REQUEST', 'The request URL is not valid.'));
    return;
  }
  if (hasUnsafeText(path)) {
    next(unsafeTextError({ field: 'path', inKey: false }));
    return;
  }
  const issue = findUnsafeText(req.query) ?? findUnsafeText(req.body);
  next(issue ? unsafeTextError(issue) : undefined);
};
