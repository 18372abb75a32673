import type { EntityManager } from '@mikro-orm/postgresql';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { clientOf, type Authenticator } from '../../core/auth/authenticate.js';
import type { ServiceDeps } from '../../core/context.js';
import { AppError, isAppError, knownAppError } from '../../core/errors/index.js';
import { jsonBody, JSON_DEPTH_MESSAGE } from '../../core/http/json-body.js';
import { requireKnownHost, type KnownHosts } from '../../core/http/known-hosts.js';
import { findUnsafeText, UNSAFE_NAME_MESSAGE, UNSAFE_TEXT_MESSAGE } from '../../core/input/unsafe-text.js';
import { buildMcpServer } from './mcp.server.js';

const MCP_AUTH_MESSAGE = 'The MCP server needs a personal access token: send `Authorization: Bearer sf_pat_…` (create one in your profile, Security tab).';

/** JSON-RPC's "Parse error": the body is not JSON. */
const PARSE_ERROR = -32700;
/** JSON-RPC's "Invalid Request": the message is not one request object. */
const INVALID_REQUEST = -32600;
const BATCH_MESSAGE = 'Invalid Request: JSON-RPC batches are not supported; send one request per POST.';

/** A JSON-RPC error answer with the HTTP status of the error table. */
function refuse(res: Response, status: number, message: string, code: string, rpcCode = -32001): void {
  if (status === 401) res.set('WWW-Authenticate', 'Bearer realm="specforge-mcp"');
  res.status(status).json({ jsonrpc: '2.0', error: { code: rpcCode, message, data: { code } }, id: null });
}

/**
 * /mcp: the Model Context Protocol over Streamable HTTP, stateless (a server and a transport per
 * POST, JSON answers). Personal access tokens only: a session's access token is refused, so a
 * browser session cannot be driven from an agent's configuration.
 */
export function mcpRouter(fork: () => EntityManager, authenticate: Authenticator, deps: ServiceDeps, known: KnownHosts): Router {
  const router = Router();
  // The Streamable HTTP transport's rule against DNS rebinding: a Host or Origin that is not this
  // app (APP_URL, CORS_ORIGINS) nor this machine is refused before anything else is read.
  router.use(requireKnownHost(known, { checkOrigin: true, refuse: (res, message) => refuse(res, 403, message, 'FORBIDDEN') }));
  // Tool inputs are small (ids, a query, a note): a bigger body is refused before any parsing.
  router.use(jsonBody('64kb'));

  router.post('/', async (req: Request, res: Response) => {
    // MCP dropped JSON-RPC batching (protocol 2025-06-18); a batch would also run up to a hundred
    // calls for one rate-limit unit. Refused before the token is even looked up.
    if (Array.isArray(req.body)) {
      refuse(res, 400, BATCH_MESSAGE, 'BAD_REQUEST', INVALID_REQUEST);
      return;
    }
    let user;
    try {
      const em = fork();
      user = await authenticate(em, req.headers.authorization);
      if (!user?.token) {
        refuse(res, 401, MCP_AUTH_MESSAGE, 'UNAUTHENTICATED');
        return;
      }
      // The edge text rule of /api and /graphql: no NUL or unpaired surrogate reaches a tool.
      const unsafe = findUnsafeText(req.body);
      if (unsafe) {
        refuse(res, 400, `${unsafe.field || 'The request'} ${unsafe.inKey ? UNSAFE_NAME_MESSAGE : UNSAFE_TEXT_MESSAGE}`, 'VALIDATION_FAILED');
        return;
      }
      const ctx = { em, user, client: clientOf(req), deps };
      const server = buildMcpServer(ctx);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (error) {
      const known = knownAppError(error) ?? (isAppError(error) ? error : null);
      if (res.headersSent) return;
      if (known) {
        if (known.retryAfter !== undefined) res.set('Retry-After', String(known.retryAfter));
        refuse(res, known.http, known.message, known.code);
        return;
      }
      req.log.error({ err: error }, 'MCP request failed');
      refuse(res, 500, new AppError('INTERNAL_ERROR').message, 'INTERNAL_ERROR');
    }
  });

  // Stateless: no server-sent event stream to open (GET) and no session to end (DELETE).
  router.all('/', (_req, res) => {
    res.set('Allow', 'POST');
    res.status(405).json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: POST JSON-RPC messages to /mcp.' }, id: null });
  });

  // A body too large, too deep or not JSON: a JSON-RPC error, never an HTML page or a 500. Text
  // that does not parse is JSON-RPC's Parse error; JSON the server will not take is an Invalid Request.
  router.use((error: { status?: number; type?: string }, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error.type === 'entity.too.deep') {
      refuse(res, 400, JSON_DEPTH_MESSAGE, 'VALIDATION_FAILED', INVALID_REQUEST);
      return;
    }
    if (error.status === 413) {
      refuse(res, 413, 'The request is too large for the MCP server (64 KB at most).', 'PAYLOAD_TOO_LARGE', INVALID_REQUEST);
      return;
    }
    refuse(res, 400, 'Parse error: the request is not valid JSON.', 'BAD_REQUEST', PARSE_ERROR);
  });

  return router;
}
