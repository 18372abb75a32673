import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import { WebSocket } from 'ws';
import { attachSubscriptions } from '../../modules/generation/subscriptions-server.js';
import { getSchema } from '../../graphql-schema.js';
import { createLogger } from '../../core/logger.js';
import type { TestApp } from '../test-app.js';

/** The subscription fields, each checked by the owned-operations test. */
export const subscriptionKeys = ['Subscription.generationProgress', 'Subscription.projectPresence', 'Subscription.projectChanged'];

/** A selection of each subscription field, by field name. */
const SELECTIONS: Record<string, string> = {
  generationProgress: 'generationProgress(projectId: $id) { projectId status }',
  projectPresence: 'projectPresence(projectId: $id) { userId }',
  projectChanged: 'projectChanged(projectId: $id) { kind }',
};
export const subscriptionFields = Object.keys(SELECTIONS);

export interface GraphqlError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** graphql-ws on a real HTTP server over the test app (what createApp's attach does in production). */
export async function serveSubscriptions(t: TestApp): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(t.app);
  const subs = attachSubscriptions(server, { schema: await getSchema(), orm: t.db.orm, jwtSecret: t.env.JWT_SECRET!, logger: createLogger('silent', 'test'), services: t.services });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    close: async () => {
      await subs.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Opens a subscription field (generationProgress by default) on a project and resolves with the errors once the server ends it.
 * A refused subscription ends at once; an accepted one would wait for events, so the timeout
 * turns "accepted" into a visible failure instead of a hang.
 */
export async function subscribeOnce(url: string, token: string | undefined, projectId: string, timeoutMs = 5_000, field = 'generationProgress'): Promise<{ errors: GraphqlError[]; events: number }> {
  const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: token ? { authorization: `Bearer ${token}` } : {}, retryAttempts: 0 });
  const errors: GraphqlError[] = [];
  let events = 0;
  try {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        errors.push({ message: 'the subscription was accepted (still open after the timeout)' });
        resolve();
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        resolve();
      };
      client.subscribe(
        { query: `subscription($id: ID!) { ${SELECTIONS[field]!} }`, variables: { id: projectId } },
        {
          next: (msg) => {
            if (msg.errors) errors.push(...(msg.errors as GraphqlError[]));
            if (msg.data) events += 1;
          },
          error: (err) => {
            errors.push(...((Array.isArray(err) ? err : [{ message: String(err) }]) as GraphqlError[]));
            finish();
          },
          complete: finish,
        },
      );
    });
  } finally {
    await client.dispose();
  }
  return { errors, events };
}
