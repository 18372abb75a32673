import { createClient } from 'graphql-ws';
import { WebSocket } from 'ws';
import type { Outcome } from './auth-client.js';

interface WsError {
  message: string;
  extensions?: Record<string, unknown>;
}

/**
 * One query or mutation over graphql-ws (a fresh connection carrying the bearer token in its
 * connection parameters, as browser and agent clients send it), answered in the same Outcome
 * shape as HTTP. There is no HTTP status per operation: `status` is 200.
 */
export async function wsOperation(url: string, token: string | undefined, query: string, variables: Record<string, unknown>): Promise<Outcome> {
  const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: token ? { authorization: `Bearer ${token}` } : {}, retryAttempts: 0 });
  try {
    const result = await new Promise<{ data?: Record<string, unknown> | null; errors?: WsError[] }>((resolve, reject) => {
      let last: { data?: Record<string, unknown> | null; errors?: WsError[] } = {};
      client.subscribe<Record<string, unknown>>(
        { query, variables },
        {
          next: (msg) => {
            last = { data: msg.data, errors: msg.errors as WsError[] | undefined };
          },
          error: (err) => (Array.isArray(err) ? resolve({ errors: err as WsError[] }) : reject(err instanceof Error ? err : new Error(JSON.stringify(err)))),
          complete: () => resolve(last),
        },
      );
    });
    const error = result.errors?.[0];
    const field = result.data ? Object.values(result.data)[0] : undefined;
    return {
      ok: !error,
      data: (field && typeof field === 'object' ? field : { value: field }) as Outcome['data'],
      code: error?.extensions?.appCode as string | undefined,
      gqlCode: error?.extensions?.code as string | undefined,
      message: error ? error.message : ((field as { message?: string } | null)?.message ?? undefined),
      status: 200,
      setCookies: [],
      body: result as Record<string, unknown>,
    };
  } finally {
    await client.dispose();
  }
}
