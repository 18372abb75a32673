import { createClient, type Client } from 'graphql-ws';
import { WebSocket } from 'ws';

export interface GqlError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** One subscription over its own graphql-ws connection (as one browser tab has), recording what arrives. */
export interface LiveSubscription<T> {
  values: T[];
  errors: GqlError[];
  /** True once the server ended the subscription (an error or complete). */
  ended: boolean;
  /** Closes the connection, as a tab that is closed. */
  close(): Promise<void>;
}

export function subscribe<T>(url: string, token: string | undefined, query: string, variables: Record<string, unknown>, field: string): LiveSubscription<T> {
  const client: Client = createClient({ url, webSocketImpl: WebSocket, connectionParams: token ? { authorization: `Bearer ${token}` } : {}, retryAttempts: 0, lazy: false, onNonLazyError: () => undefined });
  const sub: LiveSubscription<T> = { values: [], errors: [], ended: false, close: () => client.dispose() as Promise<void> };
  client.subscribe<Record<string, T>>(
    { query, variables },
    {
      next: (msg) => {
        if (msg.errors) sub.errors.push(...(msg.errors as GqlError[]));
        if (msg.data) sub.values.push(msg.data[field]!);
      },
      error: (err) => {
        sub.errors.push(...((Array.isArray(err) ? err : [{ message: err instanceof Error ? err.message : String((err as { reason?: string }).reason ?? err) }]) as GqlError[]));
        sub.ended = true;
      },
      complete: () => {
        sub.ended = true;
      },
    },
  );
  return sub;
}

export async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
