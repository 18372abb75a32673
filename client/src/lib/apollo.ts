import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** Same-origin in every setup: Vite proxies /graphql in dev, the API serves the client in production. */
export const GRAPHQL_PATH = '/graphql';

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' }),
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
