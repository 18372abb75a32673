import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger.js';
import { redactUrl } from './redact-url.js';
import { requestId } from './request-context.js';

declare module 'http' {
  interface IncomingMessage {
    /** This request's id (a well-formed incoming X-Request-Id, else a new UUID). */
    id: string;
    /** A logger whose lines carry this request ({ req: { id, method, url } }). */
    log: Logger;
  }
}

/**
 * Request ids and request logs: every response carries X-Request-Id, and every request except
 * health probes ends in one line, `{ req: { id, method, url }, res: { statusCode }, responseTime }`,
 * "request completed" (or "request errored" at 5xx, "request aborted" when the client left first).
 * Query strings are redacted (they can carry reset tokens). `req.log` is made on first use: most
 * requests never log anything else, and building a child logger for each of them was, with
 * pino-http's other per-request work, the largest single cost of a REST read (issue 9 bench).
 */
export function requestLog(logger: Logger) {
  // The request line is made here of the id, method, redacted URL, status and time only: none of
  // the logger's redact paths (credentials, e-mail addresses) can occur in it, so it skips the
  // redaction walk, which was ~3 % of a request's CPU (issue 9 bench). `req.log` keeps redaction.
  const lines = logger.child({}, { redact: [] });
  return (req: Request, res: Response, next: NextFunction): void => {
    const id = requestId(req);
    req.id = id;
    res.setHeader('X-Request-Id', id);
    let child: Logger | undefined;
    const bindings = () => ({ id, method: req.method, url: redactUrl(req.originalUrl) });
    Object.defineProperty(req, 'log', {
      get: () => (child ??= logger.child({ req: bindings() })),
      configurable: true,
      enumerable: false,
    });
    // Health probes would drown everything else.
    if (req.url !== '/healthz') {
      const started = Date.now();
      res.once('close', () => {
        const statusCode = res.statusCode;
        const line = { req: bindings(), res: { statusCode }, responseTime: Date.now() - started };
        if (!res.writableFinished) lines.info(line, 'request aborted');
        else if (statusCode >= 500) lines.info({ ...line, err: { message: `failed with status code ${statusCode}` } }, 'request errored');
        else lines.info(line, 'request completed');
      });
    }
    next();
  };
}
