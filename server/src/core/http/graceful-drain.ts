import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import { errorTable } from '../errors/index.js';

/** Seconds a refused client should wait: another instance, or this one restarted, answers by then. */
const RETRY_AFTER_SECONDS = 5;
/**
 * After the last in-flight request, how long idle keep-alive connections stay open: a client
 * that is sending on one right now gets a 503 instead of a reset connection.
 */
const IDLE_GRACE_MS = 250;
/**
 * How long an idle keep-alive connection stays open. Node's 5 s default races clients (and load
 * balancers, whose idle timeout is typically 60 s) that reuse a connection just as the server
 * closes it: the request is lost with a reset connection. Longer than those, clients close first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Graceful stop of the HTTP side. Requests that arrived before the stop complete (their answers
 * carry `Connection: close`); new connections are refused, and requests that reach an already
 * open connection afterwards get a clean 503 SHUTTING_DOWN with `Connection: close`.
 */
export class HttpDrain {
  private draining = false;
  private readonly inFlight = new Set<ServerResponse>();
  private readonly sockets = new Set<Socket>();
  private onIdle?: () => void;

  /** The HTTP server for `app`: counts in-flight requests and refuses new ones while draining. */
  createServer(app: RequestListener): Server {
    const server = createServer({ keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS }, this.listener(app));
    // Every socket, upgraded ones (WebSockets) included, so none can hold the close open.
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    return server;
  }

  private listener(app: RequestListener): RequestListener {
    return (req, res) => {
      if (this.draining) {
        refuse(req, res);
        return;
      }
      this.inFlight.add(res);
      res.once('close', () => {
        this.inFlight.delete(res);
        if (this.inFlight.size === 0) this.onIdle?.();
      });
      app(req, res);
    };
  }

  get inFlightCount(): number {
    return this.inFlight.size;
  }

  /**
   * Stops accepting, lets in-flight requests finish for up to `budgetMs`, then closes every
   * remaining connection. Resolves with the number of requests cut off at the deadline.
   */
  async close(server: Server, budgetMs: number): Promise<number> {
    this.draining = true;
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    // net.Server's close, not http.Server's: Node's http close also destroys idle keep-alive
    // connections at once, so a request a client is sending on one at that moment sees a reset.
    // Here they stay open until the in-flight requests are done (such a request gets the 503).
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    const finished = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), budgetMs);
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.onIdle = done;
      if (this.inFlight.size === 0) done();
    });
    const started = Date.now();
    const inTime = await finished;
    const cutOff = this.inFlight.size;
    if (inTime) await new Promise((r) => setTimeout(r, Math.min(IDLE_GRACE_MS, Math.max(0, budgetMs - (Date.now() - started)))));
    for (const socket of this.sockets) socket.destroy();
    await closed;
    return cutOff;
  }
}

/** Bodies a refused request may still be sending are read (and dropped) for at most this long. */
const BODY_WAIT_MS = 1_000;

/**
 * Answers after reading the request's body: closing a socket with unread bytes makes the kernel
 * send a reset, and the client would see ECONNRESET instead of the 503.
 */
function refuse(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete) {
    answerRefused(req, res);
    return;
  }
  const timer = setTimeout(() => answerRefused(req, res), BODY_WAIT_MS);
  req.once('end', () => {
    clearTimeout(timer);
    answerRefused(req, res);
  });
  req.resume();
}

function answerRefused(req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent) return;
  const { message } = errorTable.SHUTTING_DOWN;
  const path = (req.url ?? '').split('?')[0];
  // Each transport's own error shape, so clients treat it like any other retryable 503.
  const body =
    path === '/healthz'
      ? { status: 'unavailable', code: 'SHUTTING_DOWN' }
      : path === '/graphql'
        ? { errors: [{ message, extensions: { code: 'SERVICE_UNAVAILABLE', appCode: 'SHUTTING_DOWN', retryAfter: RETRY_AFTER_SECONDS } }] }
        : { status: 'error', code: 'SHUTTING_DOWN', message };
  res.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': String(RETRY_AFTER_SECONDS),
    Connection: 'close',
  });
  res.end(JSON.stringify(body));
}
