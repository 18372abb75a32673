import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import { WebSocket } from 'ws';
import { GENERATION_CHANNEL, type GenerationEvent } from '../modules/generation/generation-events.js';

const QUERY = `subscription($id: ID!) { generationProgress(projectId: $id) {
  event_id: eventId project_id: projectId document_id: documentId type status section delta percent version error } }`;

export interface ProgressSubscription {
  client: Client;
  events: GenerationEvent[];
  errors: unknown[];
  /** Settles once the server acknowledged the connection (connection_ack). */
  connected: Promise<void>;
}

/** A `generationProgress(projectId)` subscription over graphql-ws, signed in on connection_init. */
export function subscribeProgress(httpUrl: string, token: string, projectId: string): ProgressSubscription {
  let onConnected = () => undefined as void;
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  const client = createClient({
    url: `${httpUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    // A reconnect would go through the proxy again and could land on the other instance.
    retryAttempts: 0,
    lazy: false,
    on: { connected: () => onConnected() },
  });
  const sub: ProgressSubscription = { client, events: [], errors: [], connected };
  client.subscribe<{ generationProgress: GenerationEvent }>(
    { query: QUERY, variables: { id: projectId } },
    {
      next: (msg) => {
        if (msg.errors) sub.errors.push(...msg.errors);
        if (msg.data) sub.events.push(msg.data.generationProgress);
      },
      error: (err) => sub.errors.push(err),
      complete: () => undefined,
    },
  );
  return sub;
}

/**
 * The server sends nothing when a subscription is in place, so the test publishes a sentinel
 * event on the instances' NOTIFY channel (as a runner would) until every subscription has
 * received one: then each is listening, and the sentinel went through every instance's LISTEN.
 * Returns the sentinel's document id, to leave it out of later checks.
 */
export async function awaitSubscribed(databaseUrl: string, projectId: string, subs: ProgressSubscription[], timeoutMs = 20_000): Promise<string> {
  const documentId = randomUUID();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    while (!subs.every((s) => s.events.some((e) => e.document_id === documentId))) {
      if (Date.now() > deadline) throw new Error(`subscriptions not in place: ${JSON.stringify(subs.map((s) => s.errors))}`);
      const sentinel: GenerationEvent = {
        event_id: randomUUID(),
        project_id: projectId,
        document_id: documentId,
        type: 'prd',
        status: 'queued',
        section: null,
        delta: '',
        percent: 0,
        version: 0,
        error: null,
      };
      await db.query('select pg_notify($1, $2)', [GENERATION_CHANNEL, JSON.stringify(sentinel)]);
      await new Promise((r) => setTimeout(r, 100));
    }
    return documentId;
  } finally {
    await db.end();
  }
}
