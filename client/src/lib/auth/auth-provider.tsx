import { useApolloClient } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { initializeAuth, onAuthEvent } from './auth-session';

/**
 * Restores the session once the app starts (INITIAL_SESSION) and keeps the GraphQL cache from
 * outliving the user it was fetched for.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();

  useEffect(() => {
    const unsubscribe = onAuthEvent((event) => {
      if (event === 'SIGNED_OUT') void client.clearStore();
    });
    void initializeAuth();
    return unsubscribe;
  }, [client]);

  return children;
}
