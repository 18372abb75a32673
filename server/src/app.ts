import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Express } from 'express';
import pg from 'pg';
import type { Env } from './config/env.js';
import { bearerToken, clientOf, serviceContext, type Authenticator } from './core/auth/authenticate.js';
import { HttpRequestContext, type ServiceDeps, type RequestContext } from './core/context.js';
import { describeUnavailable } from './core/errors/index.js';
import { buildContext } from './core/graphql/context-error.js';
import { graphqlHandler } from './core/graphql/express-handler.js';
import { jitGateway } from './core/graphql/jit-executor.js';
import { createFormatError } from './core/graphql/format-error.js';
import { graphqlArmor } from './core/graphql/armor.js';
import { retryAfterPlugin } from './core/graphql/retry-after-plugin.js';
import { tokenRefusalStatus } from './core/graphql/token-refusal-status.js';
import { getSchema } from './graphql-schema.js';
import { apiErrorHandler, apiNotFound, finalErrorHandler, graphqlErrorHandler, notFoundHandler } from './core/http/error-middleware.js';
import { graphqlJsonBody } from './core/http/graphql-body.js';
import { jsonBody, refuseDeepQueryJson } from './core/http/json-body.js';
import { refuseUnsafeText } from './core/http/refuse-unsafe-text.js';
import { evidenceRouter, TEST_RESULTS_JSON_BYTES, testResultsBody } from './modules/evidence/evidence.routes.js';
import { unsafeTextPlugin, unsafeTextRule } from './core/graphql/unsafe-text.js';
import { trustFunction } from './config/trust-proxy.js';
import { corsPolicy, noStore, securityHeaders } from './core/http/security.js';
import { knownHosts } from './core/http/known-hosts.js';
import { requestLog } from './core/http/request-log.js';
import { normalizePath } from './core/http/normalize-path.js';
import type { Logger } from './core/logger.js';
import { authenticate } from './modules/auth/bearer-auth.js';
import { authRouter } from './modules/auth/auth.routes.js';
import { twoFactorRouter } from './modules/auth/two-factor/two-factor.routes.js';
import { prepareDummyHash } from './modules/auth/password-hash.js';
import { devMailboxRouter } from './modules/mail/dev-mailbox.routes.js';
import { googleAuthRouter } from './modules/auth/google/google.routes.js';
import { healthRouter } from './modules/system/system.routes.js';
import { accountRouter } from './modules/auth/account.routes.js';
import { profileRouter } from './modules/users/profile.routes.js';
import { notificationRouter } from './modules/notifications/notification.routes.js';
import { appConfigRouter } from './modules/system/app-config.routes.js';
import { CONNECT_TIMEOUT_MS } from './db/connect-timeout.js';
import { projectRouter } from './modules/projects/project.routes.js';
import { wizardRouter } from './modules/wizard/wizard.routes.js';
import { briefRouter } from './modules/brief/brief.routes.js';
import { adminRouter } from './modules/admin/admin.routes.js';
import { activityRouter } from './modules/activity/activity.routes.js';
import './openapi-paths.js';
import { openApiRouter } from './core/openapi/openapi.routes.js';
import { documentRouter } from './modules/documents/document.routes.js';
import { specRouter } from './modules/spec/spec.routes.js';
import { changesRouter } from './modules/changes/changes.routes.js';
import { teamsRouter } from './modules/teams/teams.routes.js';
import { collaborationRouter } from './modules/teams/collaboration.routes.js';
import { qualityRouter } from './modules/quality/quality.routes.js';
import { documentEditRouter } from './modules/documents/document-edit.routes.js';
import { deliverGenerationPayload, GENERATION_CHANNEL } from './modules/generation/generation-events.js';
import { SESSION_CHANNEL, SessionEndedEvents } from './modules/auth/session-events.js';
import { PgListener } from './db/pg-listener.js';
import { PROJECT_CHANGES_CHANNEL } from './modules/presence/project-changes.js';
import { attachSubscriptions } from './modules/generation/subscriptions-server.js';
import { createServices } from './services.js';
import { modelConnectionRouter } from './modules/models/model-connection.routes.js';
import { tokenRouter } from './modules/tokens/token.routes.js';
import { authenticateToken, isPersonalAccessToken } from './modules/tokens/token.service.js';
import { mcpRouter } from './modules/mcp/mcp.routes.js';
import { generationControlRouter } from './modules/generation/generation-control.routes.js';

export interface AppDeps {
  env: Env;
  logger: Logger;
  orm: MikroORM;
  /** The database URL (embedded or DATABASE_URL): rate limits keep their own small pool on it. */
  databaseUrl?: string;
  /** The built client (client/dist); served with an SPA fallback when present. */
  clientDir?: string;
  /** false: this instance sends generation jobs but leaves running them to others. Default true. */
  runJobs?: boolean;
  /** How often the sessions of open WebSocket connections are re-checked (ms; default 30 s). */
  sessionRecheckMs?: number;
}

export interface App {
  app: Express;
  /** The app's service container (what every request's service context carries as `deps`). */
  services: ServiceDeps;
  stop(): Promise<void>;
  /** Serves GraphQL subscriptions (graphql-ws) on the HTTP server's /graphql path. */
  attach(server: Server): void;
}

export async function createApp({ env, logger, orm, clientDir, databaseUrl, runJobs = true, sessionRecheckMs }: AppDeps): Promise<App> {
  const jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) throw new Error('createApp needs env.JWT_SECRET (resolveJwtSecret fills it in)');
  const limitsUrl = databaseUrl ?? env.DATABASE_URL;
  if (!limitsUrl) throw new Error('createApp needs databaseUrl (or env.DATABASE_URL) for the rate limits');
  // Rate-limit counters live in PostgreSQL so all replicas share them; a few connections suffice.
  // A connect that cannot finish (database away) fails after a bound instead of holding the request.
  const limitsPool = new pg.Pool({ connectionString: limitsUrl, max: 3, idleTimeoutMillis: 10_000, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  limitsPool.on('error', (err) => logger.warn(describeUnavailable(err), 'rate-limit pool connection error'));
  // Every setting and shared service a module reads, built once here and put on each request's
  // service context by both transports (req.service.deps, ctx.service.deps).
  const services = createServices({ env, logger, orm, jwtSecret, databaseUrl: limitsUrl, limitsPool });
  const { mailer, queue: generation, diagrams, presence, projectChanges } = services;
  // The caller behind `Authorization: Bearer`: a personal access token (sf_pat_…) or a
  // session's access token (JWT). Core only sees the Authenticator port.
  const authenticateCaller: Authenticator = (em, header) => {
    const secret = bearerToken(header);
    return isPersonalAccessToken(secret) ? authenticateToken(em, secret, services.auth.limits) : authenticate(em, header, jwtSecret);
  };
  await prepareDummyHash();
  const app = express();
  app.disable('x-powered-by');
  // No ETag computed by hashing every res.send body: API and GraphQL answers are no-store, so
  // nothing revalidates them (the avatar route sets its own ETag; static files keep theirs).
  app.set('etag', false);
  // X-Forwarded-For counts only as far as TRUST_PROXY says (default: not at all); the same
  // function resolves the client of WebSocket upgrades (subscriptions-server.ts).
  const trustProxy = trustFunction(env.TRUST_PROXY);
  app.set('trust proxy', trustProxy);
  app.use(requestLog(app, logger, { level: env.NODE_ENV === 'production' ? 'info' : 'debug' }));
  app.use(normalizePath);
  app.use(securityHeaders(env));
  app.use(healthRouter(orm));
  const cors = corsPolicy(env.CORS_ORIGINS);

  const production = env.NODE_ENV === 'production';
  const armor = graphqlArmor({ production });
  // Document limits and the edge's text rule for string literals, on both transports.
  const validationRules = [...armor.validationRules, unsafeTextRule];
  const apollo = new ApolloServer<RequestContext>({
    // The schema, executed by graphql-jit once a document repeats (core/graphql/jit-executor.ts).
    gateway: jitGateway(await getSchema()),
    introspection: !production,
    includeStacktraceInErrorResponses: false,
    // Refuses simple (form-like) requests that a browser would send cross-site without preflight.
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // Our lifecycle owns the signals and stops Apollo in order (see server.ts).
    stopOnTerminationSignals: false,
    formatError: createFormatError(logger),
    validationRules,
    parseOptions: armor.parseOptions,
    // Apollo's default cache-control plugin hooks every resolved field (per-field
    // instrumentation of the whole answer) only to end up with `no-store`: we declare no cache
    // hints. Without it the header is set below, once per request (API throughput bench).
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), retryAfterPlugin<RequestContext>(), unsafeTextPlugin<RequestContext>(), tokenRefusalStatus<RequestContext>(), ...armor.plugins],
  });
  await apollo.start();
  const playground = clientDir ? path.join(clientDir, 'playground.html') : undefined;
  if (env.NODE_ENV !== 'production' && playground && existsSync(playground)) {
    // A browser opening /graphql gets the playground (our own bundle, works offline);
    // API clients asking for JSON, and GET queries, go on to Apollo.
    app.get('/graphql', (req, res, next) => {
      if (req.query.query !== undefined || req.accepts(['application/json', 'text/html']) !== 'text/html') {
        next();
        return;
      }
      res.set('Cache-Control', 'no-cache');
      res.sendFile(playground);
    });
  }
  app.use(
    '/graphql',
    cors,
    noStore,
    // 1 MB per operation; a test report alone may be as large as over REST (modules/evidence).
    ...graphqlJsonBody({ limit: 1024 * 1024, largeLimit: TEST_RESULTS_JSON_BYTES, largeFields: ['reportTestResults'] }),
    refuseDeepQueryJson,
    graphqlHandler(apollo, ({ req, res }) =>
      buildContext(async () => {
        const em = orm.em.fork();
        const user = await authenticateCaller(em, req.headers.authorization);
        return new HttpRequestContext(req, res, { em, user, client: clientOf(req), deps: services });
      }),
    ),
    // A body that is not JSON, too large or in an unknown charset never reaches Apollo.
    graphqlErrorHandler,
  );

  // The MCP server for coding agents: personal access tokens only (modules/mcp).
  // Host and Origin must name this app or this machine (core/http/known-hosts.ts): /mcp and the
  // dev mailbox are what a DNS-rebinding page would aim at.
  const known = knownHosts(env);
  app.use(
    '/mcp',
    cors,
    noStore,
    mcpRouter(() => orm.em.fork(), authenticateCaller, services, known),
  );

  const api = express.Router();
  api.use(cors, noStore);
  // Test reports are larger than any other body: their route reads its own (modules/evidence).
  api.use(testResultsBody());
  api.use(jsonBody('1mb'));
  api.use(refuseUnsafeText);
  api.use(serviceContext(() => orm.em.fork(), authenticateCaller, services));
  // What a personal access token may do is decided by the services (core/auth/policy.ts), so
  // every transport and every spelling of a path meets the same check.
  // Module routers are mounted here by later modules (projects, users, auth, …).
  api.use(authRouter());
  api.use(twoFactorRouter());
  api.use(accountRouter());
  api.use(tokenRouter());
  api.use(modelConnectionRouter());
  api.use(profileRouter());
  api.use(notificationRouter());
  api.use(appConfigRouter());
  api.use('/auth/google', googleAuthRouter());
  api.use(projectRouter());
  api.use(wizardRouter());
  api.use(briefRouter());
  api.use(activityRouter());
  api.use(documentRouter());
  api.use(generationControlRouter());
  api.use(specRouter());
  api.use(changesRouter());
  api.use(teamsRouter());
  api.use(collaborationRouter());
  api.use(qualityRouter());
  api.use(evidenceRouter());
  api.use(documentEditRouter());
  api.use(adminRouter());
  api.use(openApiRouter());
  api.use(apiNotFound);
  api.use(apiErrorHandler);
  app.use('/api', api);

  // The dev mailbox exists only while mails are kept locally (no SMTP_URL, never in production).
  if (mailer.mode === 'dev-mailbox') app.use(devMailboxRouter(orm, { viaProxy: env.DEV_MAILBOX_VIA_PROXY, known }));
  app.use('/dev', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });

  if (clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    app.use(
      express.static(clientDir, {
        index: false,
        setHeaders: (res, file) => {
          // Vite's hashed assets never change; anything else must be revalidated.
          const hashed = file.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
    // Every other path belongs to the single-page app (its router shows the not-found screen).
    app.get(/^\/assets\//, (_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    });
    app.get(/^\/(?!api(\/|$)|graphql|mcp(\/|$)|healthz|dev\/).*/, (_req, res) => {
      res.set('Cache-Control', 'no-cache');
      res.sendFile(path.join(clientDir, 'index.html'));
    });
  }

  // Whatever no route answered, and every failure outside /api: JSON, never Express's HTML page.
  app.use(notFoundHandler);
  app.use(finalErrorHandler);

  // Progress of jobs run by any instance, and sessions ended on any instance, arrive through
  // PostgreSQL LISTEN/NOTIFY.
  const sessionsEnded = new SessionEndedEvents(logger);
  const events = new PgListener(limitsUrl, logger, {
    [GENERATION_CHANNEL]: (payload) => deliverGenerationPayload(payload, logger),
    [SESSION_CHANNEL]: (payload) => sessionsEnded.deliver(payload),
    [PROJECT_CHANGES_CHANNEL]: (payload) => projectChanges.deliver(payload),
  });
  try {
    // The worker (services.queue) is started last, so a failure earlier in start-up leaves no
    // worker running; stopped first, so running jobs finish (or are left to be retried) before
    // the database closes.
    await generation.start({ work: runJobs });
    await events.start();
    presence.start();
  } catch (error) {
    // Nobody gets a stop() for a half-built app: undo what was started here.
    await events.stop();
    await generation.stop().catch(() => undefined);
    await apollo.stop();
    await mailer.close();
    await diagrams.close();
    await limitsPool.end();
    throw error;
  }
  let subscriptions: { close(): Promise<void> } | undefined;
  const graphqlSchema = await getSchema(); // built once per process (cached)

  return {
    app,
    services,
    attach: (server) => {
      subscriptions ??= attachSubscriptions(server, {
        schema: graphqlSchema,
        orm,
        jwtSecret,
        logger,
        validationRules,
        services,
        trustProxy,
        sessionsEnded,
        recheckMs: sessionRecheckMs,
        authenticateCaller,
      });
    },
    stop: async () => {
      await subscriptions?.close();
      // After the sockets: their subscriptions' departures are written first, then the rest cleared.
      await presence.stop();
      await events.stop();
      await generation.stop();
      await apollo.stop();
      await mailer.close();
      await diagrams.close();
      await limitsPool.end();
    },
  };
}
