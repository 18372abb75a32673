import type { ApolloServerPlugin } from '@apollo/server';
import { knownAppError } from '../errors/index.js';

/**
 * GraphQL answers a rate-limited operation (or one that met an unavailable database) like REST
 * does: `Retry-After` on the response
 * (the error itself carries `extensions.retryAfter`). The HTTP status stays 200, as for every
 * other resolver error, so clients still read the error's message and code from the body.
 */
export function retryAfterPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ errors, response }) {
          let seconds: number | undefined;
          for (const error of errors ?? []) {
            const original = knownAppError(error.originalError);
            if (original?.retryAfter !== undefined) {
              seconds = Math.max(seconds ?? 0, original.retryAfter);
            }
          }
          if (seconds !== undefined) response.http.headers.set('Retry-After', String(seconds));
        },
      };
    },
  };
}
