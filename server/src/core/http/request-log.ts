import type { Express, NextFunction, Request, Response } from 'express';
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
 * pino-http's other per-request work, the largest single cost of a REST read (API throughput bench).
 *
 * `req.log` is a getter defined once, on the app's request prototype (`app.request`), not on each
 * request: a getter defined per request with a fresh closure made V8 keep every request's objects
 * (the request, its response, its EntityManager...) through young-generation collections until
 * the next full one. Measured in the throughput bench (`--trace-gc-nvp`): about 6 % of a REST
 * read's allocation promoted and 5 ms scavenges with it, none and under 1.5 ms without.
 */
export function requestLog(app: Pick<Express, 'request'>, logger: Logger, options: RequestLogOptions = {}) {
  const level = options.level ?? 'info';
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    enumerable: false,
    get(this: Request): Logger {
      const child = logger.child({ req: bindingsOf(this) });
      // Kept on the request itself: later reads get the same logger.
      Object.defineProperty(this, 'log', { value: child, configurable: true, writable: true, enumerable: false });
      return child;
    },
  });
  // The request line is made here of the id, method, redacted URL, status and time only: none of
  // the logger's redact paths (credentials, e-mail addresses) can occur in it, so it skips the
  // redaction walk, which was ~3 % of a request's CPU (API throughput bench). `req.log` keeps redaction.
  const lines = logger.child({}, { redact: [] });
  return (req: Request, res: Response, next: NextFunction): void => {
    const id = requestId(req);
    req.id = id;
    res.setHeader('X-Request-Id', id);
    // Health probes would drown everything else.
    if (req.url !== '/healthz') {
      const started = Date.now();
      res.once('close', () => {
        const statusCode = res.statusCode;
        const line = { req: bindingsOf(req), res: { statusCode }, responseTime: Date.now() - started };
        // Failures stay at info whatever the level: a 5xx or an abort is worth seeing in a quiet terminal.
        if (!res.writableFinished) lines.info(line, 'request aborted');
        else if (statusCode >= 500) lines.info({ ...line, err: { message: `failed with status code ${statusCode}` } }, 'request errored');
        else lines[level](line, 'request completed');
      });
    }
    next();
  };
}

export interface RequestLogOptions {
  /**
   * Level of the "request completed" lines. Development uses `debug`, so the terminal of a local
   * start shows what matters (one line per request was thousands an hour); production keeps `info`.
   */
  level?: 'info' | 'debug';
}

function bindingsOf(req: Request): { id: string; method: string; url: string } {
  return { id: req.id, method: req.method, url: redactUrl(req.originalUrl) };
}
