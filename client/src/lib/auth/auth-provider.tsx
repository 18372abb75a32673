import { useEffect, type ReactNode } from 'react';
import { initializeAuth, onAuthEvent } from './auth-session';

/**
 * Restores the session once the app starts (INITIAL_SESSION) and keeps the GraphQL cache from
 * outliving the user it was fetched for.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    const unsubscribe = onAuthEvent((event) => {
      // Apollo loads only with the screens that use it; if it is loaded, empty its cache.
      if (event === 'SIGNED_OUT') void import('../apollo').then(({ apolloClient }) => apolloClient.clearStore());
    });
    void initializeAuth();
    return unsubscribe;
  }, []);

  return children;
}
