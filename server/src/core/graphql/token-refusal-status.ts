import type { ApolloServerPlugin } from '@apollo/server';
import { knownAppError } from '../errors/index.js';

const REFUSALS = new Set(['TOKEN_NOT_ALLOWED', 'TOKEN_READ_ONLY']);

/**
 * A personal access token refused by the service policy (core/auth/policy.ts) gets HTTP 403 over
 * GraphQL too, as over REST, so an agent sees at the transport level that its token is the
 * problem. Other resolver errors keep the status 200 (see retry-after-plugin.ts).
 */
export function tokenRefusalStatus<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ errors, response }) {
          if (errors?.some((e) => REFUSALS.has(knownAppError(e.originalError)?.code ?? ''))) response.http.status = 403;
        },
      };
    },
  };
}
