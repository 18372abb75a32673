import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { createAuthHeaderLink, createResilienceLink } from './apollo-links';
import { refreshSession } from './auth/auth-session';
import { getAccessToken } from './auth/auth-store';

/** Same-origin in every setup: Vite proxies /graphql in dev, the API serves the client in production. */
export const GRAPHQL_PATH = '/graphql';

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    // Order matters: retries re-enter the auth-header link, so they carry the refreshed token.
    link: ApolloLink.from([
      createResilienceLink({ refreshSession }),
      createAuthHeaderLink(getAccessToken),
      new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' }),
    ]),
    cache: new InMemoryCache({
      typePolicies: {
        // Health has no id: keep it nested under Query instead of normalizing it.
        Health: { keyFields: false },
        DatabaseHealth: { keyFields: false },
      },
    }),
  });
}

export const apolloClient = createApolloClient();
