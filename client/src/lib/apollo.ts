import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { createAuthHeaderLink, createResilienceLink } from './apollo-links';
import { refreshSession } from './auth/auth-session';
import { getAccessToken } from './auth/auth-store';

/** Same-origin in every setup: Vite proxies /graphql in dev, the API serves the client in production. */
export const GRAPHQL_PATH = '/graphql';

/** ws(s)://<this origin>/graphql, worked out when the socket opens (never at import, e.g. in tests). */
function subscriptionUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${GRAPHQL_PATH}`;
}

/**
 * Subscriptions travel over graphql-ws on the same path. The socket opens lazily (first
 * subscription) and reads the token on every (re)connect, so a refreshed session is used.
 */
function createSubscriptionLink(): ApolloLink {
  return new GraphQLWsLink(
    createClient({
      url: subscriptionUrl,
      lazy: true,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      connectionParams: () => {
        const token = getAccessToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  );
}

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    // Order matters: retries re-enter the auth-header link, so they carry the refreshed token.
    link: ApolloLink.from([
      createResilienceLink({ refreshSession }),
      createAuthHeaderLink(getAccessToken),
      ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, createSubscriptionLink(), new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' })),
    ]),
    cache: createCache(),
  });
}

/** The normalized cache (shared with tests, so they see the app's type policies). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Health has no id: keep it nested under Query instead of normalizing it.
      Health: { keyFields: false },
      DatabaseHealth: { keyFields: false },
      // One brief per project: a saved brief (updateBrief's answer) replaces the cached one.
      Brief: { keyFields: ['projectId'] },
      // Ids unique within one project or update only (FR-3, prd-1): nested, never normalized,
      // so two projects' FR-3 or two updates' prd-1 never overwrite each other.
      SpecItem: { keyFields: false },
      ImpactItem: { keyFields: false },
      PatchHunk: { keyFields: false },
    },
  });
}

export const apolloClient = createApolloClient();
