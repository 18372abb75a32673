import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import { specifiedRules, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { clientAddress, type TrustFunction } from '../../config/trust-proxy.js';
import { authenticate } from '../auth/bearer-auth.js';
import { endsSession, type SessionEndedEvents } from '../auth/session-events.js';
import { liveSessionIds } from '../auth/session.service.js';
import { liveTokenIds } from '../tokens/token.service.js';
import type { Authenticator } from '../../core/auth/authenticate.js';
import type { RequestContext, ServiceDeps, ServiceContext } from '../../core/context.js';
import { AppError, describeUnavailable } from '../../core/errors/index.js';
import { createFormatError } from '../../core/graphql/format-error.js';
import { unsafeTextGraphQLError } from '../../core/graphql/unsafe-text.js';
import { findUnsafeText } from '../../core/input/unsafe-text.js';
import type { Logger } from '../../core/logger.js';

export interface SubscriptionsDeps {
  schema: GraphQLSchema;
  orm: MikroORM;
  jwtSecret: string;
  logger: Logger;
  /** The same document limits and text rule as over HTTP (graphql-armor, core/graphql/unsafe-text.ts). */
  validationRules?: readonly ValidationRule[];
  /** The app's service container, on every operation's service context as over HTTP. */
  services: ServiceDeps;
  /** TRUST_PROXY's function: the client's address behind proxies, as `req.ip` over HTTP. */
  trustProxy?: TrustFunction;
  /** Sessions ended on any instance (NOTIFY): connections opened with them close at once. */
  sessionsEnded?: SessionEndedEvents;
  /** How often the sessions (and tokens) of open connections are re-checked in the database (ms). */
  recheckMs?: number;
  /**
   * The caller behind a `Bearer` value, as over HTTP: a session's access token or a personal
   * access token (app.ts). Without it, only session access tokens are accepted.
   */
  authenticateCaller?: Authenticator;
}

/** graphql-ws close code for a connection whose session ended (the protocol's "Unauthorized"). */
export const SESSION_ENDED_CLOSE_CODE = 4401;
const DEFAULT_RECHECK_MS = 30_000;

/** What one WebSocket connection is: who is at the other end, and the session it opened with. */
interface Connection {
  client: { ip: string; userAgent?: string };
  session?: { id: string; userId: string };
  /** A personal access token the connection was opened with. */
  tokenId?: string;
}

/**
 * The context of one operation over the socket. There is no HTTP exchange: resolvers that need
 * cookies refuse with HTTP_REQUIRED (core/graphql/http-exchange.ts). The logger is made on
 * first use, as over HTTP.
 */
class SocketOperationContext implements RequestContext {
  readonly requestId = randomUUID();
  readonly http = undefined;
  private log?: Logger;

  constructor(
    readonly service: ServiceContext,
    private readonly baseLogger: Logger,
  ) {}

  get logger(): Logger {
    this.log ??= this.baseLogger.child({ req: { id: this.requestId, transport: 'graphql-ws' } });
    return this.log;
  }
}

/**
 * Whether a re-check ends this connection: only if its session or token was among those asked
 * about and is no longer live. A connection opened while the query was in flight was not asked
 * about, so it is judged at the next re-check, never closed for being missing from the answer.
 */
export function endedByRecheck(conn: Pick<Connection, 'session' | 'tokenId'>, asked: { sessions: ReadonlySet<string>; tokens: ReadonlySet<string> }, live: { sessions: ReadonlySet<string>; tokens: ReadonlySet<string> }): boolean {
  if (conn.session && asked.sessions.has(conn.session.id) && !live.sessions.has(conn.session.id)) return true;
  return !!conn.tokenId && asked.tokens.has(conn.tokenId) && !live.tokens.has(conn.tokenId);
}

/** A personal access token that is not (or no longer) valid: false; anything else is rethrown. */
function refusedToken(err: unknown): false {
  if (err instanceof AppError && err.code === 'TOKEN_INVALID') return false;
  throw err;
}

function authorizationOf(params: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const value = params?.authorization ?? params?.Authorization;
  return typeof value === 'string' ? value : undefined;
}

/**
 * graphql-ws on the HTTP server's `/graphql` path. The access token comes in the connection
 * parameters (`{ authorization: 'Bearer …' }`, as browsers cannot set headers on a WebSocket);
 * each operation gets its own EntityManager and re-checks the token's session like an HTTP
 * request. A connection opened with a session is closed (4401) as soon as that session ends on
 * any instance, and open connections' sessions are re-checked every `recheckMs` in case a notice
 * was missed (the LISTEN connection reconnecting).
 */
export function attachSubscriptions(server: Server, deps: SubscriptionsDeps): { close(): Promise<void> } {
  // A subscription message is a small document: refuse frames far beyond one (ws allows 100 MiB).
  const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: 1024 * 1024 });
  const rules = [...specifiedRules, ...(deps.validationRules ?? [])];
  const formatError = createFormatError(deps.logger);
  const trust = deps.trustProxy ?? (() => false);
  const connections = new Map<WebSocket, Connection>();

  const endSession = (socket: WebSocket) => {
    connections.delete(socket);
    socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
  };
  const stopListening = deps.sessionsEnded?.on((ended) => {
    for (const [socket, conn] of connections) if (conn.session && endsSession(ended, conn.session.id, conn.session.userId)) endSession(socket);
  });
  const recheck = setInterval(() => {
    const ids = [...new Set([...connections.values()].flatMap((c) => (c.session ? [c.session.id] : [])))];
    const tokens = [...new Set([...connections.values()].flatMap((c) => (c.tokenId ? [c.tokenId] : [])))];
    if (ids.length === 0 && tokens.length === 0) return;
    Promise.all([liveSessionIds(deps.orm.em.fork(), ids), liveTokenIds(deps.orm.em.fork(), tokens)]).then(
      ([live, liveTokens]) => {
        const asked = { sessions: new Set(ids), tokens: new Set(tokens) };
        for (const [socket, conn] of connections) if (endedByRecheck(conn, asked, { sessions: live, tokens: liveTokens })) endSession(socket);
      },
      (err: unknown) => deps.logger.warn(describeUnavailable(err), 'could not re-check the sessions of WebSocket connections'),
    );
  }, deps.recheckMs ?? DEFAULT_RECHECK_MS);
  const who: Authenticator = deps.authenticateCaller ?? ((em, header) => authenticate(em, header, deps.jwtSecret));
  recheck.unref();

  const disposable = useServer(
    {
      schema: deps.schema,
      validate: (schema, document) => validate(schema, document, rules),
      onConnect: async (ctx) => {
        const { request, socket } = ctx.extra;
        const conn: Connection = {
          client: { ip: clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trust), userAgent: request.headers['user-agent'] },
        };
        // A revoked, expired or unknown personal access token is refused at once (4403), as over HTTP (401).
        const user = await who(deps.orm.em.fork(), authorizationOf(ctx.connectionParams)).catch(refusedToken);
        if (user === false) return false;
        if (user?.token) conn.tokenId = user.token.id;
        else if (user) conn.session = { id: user.sessionId, userId: user.id };
        // Anonymous connections are kept: their operations answer UNAUTHENTICATED where needed.
        connections.set(socket, conn);
        return true;
      },
      onClose: (ctx) => {
        connections.delete(ctx.extra.socket);
      },
      // Variables follow the edge's text rule (literals are checked by the validation rule).
      onSubscribe: (_ctx, _id, payload) => {
        const issue = findUnsafeText(payload.variables ?? {});
        return issue ? [unsafeTextGraphQLError(issue)] : undefined;
      },
      // The same error mapping as over HTTP (codes from the one table, internals hidden).
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => formatError(e.toJSON(), e)),
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) } : result),
      context: async (ctx): Promise<RequestContext> => {
        const em = deps.orm.em.fork();
        // A token revoked since the connection opened: the operation answers UNAUTHENTICATED (the re-check closes the socket).
        const user = await who(em, authorizationOf(ctx.connectionParams)).then(
          (u) => u,
          (err: unknown) => (refusedToken(err) === false ? null : Promise.reject(err)),
        );
        const client = connections.get(ctx.extra.socket)?.client;
        return new SocketOperationContext({ em, user, client, deps: deps.services }, deps.logger);
      },
    },
    wss,
  );
  return {
    close: async () => {
      clearInterval(recheck);
      stopListening?.();
      await disposable.dispose();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
