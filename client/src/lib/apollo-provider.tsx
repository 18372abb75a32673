import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { apolloClient } from './apollo';

/**
 * The Apollo client for the screens that use GraphQL (live generation progress, the status
 * screen, the admin area). Imported lazily by the router alongside those screens, so the sign-in
 * page and the dashboard do not download Apollo (the first-visit JavaScript
 * budgets in e2e/tests/performance.test.ts).
 * A client already provided above (component tests' mock client) is kept.
 */
export function WithApollo({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  if (outer) return children;
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
