import type { Server } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import { specifiedRules, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { authenticate } from '../auth/bearer-auth.js';
import type { ServiceDeps, ServiceContext } from '../../core/context.js';
import { createFormatError } from '../../core/graphql/format-error.js';
import type { Logger } from '../../core/logger.js';

export interface SubscriptionsDeps {
  schema: GraphQLSchema;
  orm: MikroORM;
  jwtSecret: string;
  logger: Logger;
  /** The same document limits as over HTTP (graphql-armor). */
  validationRules?: readonly ValidationRule[];
  /** The app's service container, on every operation's service context as over HTTP. */
  services: ServiceDeps;
}

/**
 * graphql-ws on the HTTP server's `/graphql` path. The access token comes in
 * the connection parameters (`{ authorization: 'Bearer …' }`, as browsers cannot set headers on
 * a WebSocket); each operation gets its own EntityManager like an HTTP request.
 */
export function attachSubscriptions(server: Server, deps: SubscriptionsDeps): { close(): Promise<void> } {
  // A subscription message is a small document: refuse frames far beyond one (ws allows 100 MiB).
  const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: 1024 * 1024 });
  const rules = [...specifiedRules, ...(deps.validationRules ?? [])];
  const formatError = createFormatError(deps.logger);
  const disposable = useServer(
    {
      schema: deps.schema,
      validate: (schema, document) => validate(schema, document, rules),
      // The same error mapping as over HTTP (codes from the one table, internals hidden).
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) } : result,
      context: async (ctx): Promise<{ service: ServiceContext }> => {
        const params = ctx.connectionParams ?? {};
        const header = typeof params.authorization === 'string' ? params.authorization : typeof params.Authorization === 'string' ? params.Authorization : undefined;
        const em = deps.orm.em.fork();
        return { service: { em, user: await authenticate(em, header, deps.jwtSecret), deps: deps.services } };
      },
    },
    wss,
  );
  return {
    close: async () => {
      await disposable.dispose();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
