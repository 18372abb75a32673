import { useEffect, useState } from 'react';
import { loadAuthProviders, settledAuthProviders, type AuthProviders } from '../../../lib/auth';

export interface AuthProvidersState {
  loading: boolean;
  /** False when the server says Google is not configured, or could not be asked. */
  google: boolean;
}

/** GET /api/auth/providers: whether the Google button can work on this server. */
export function useAuthProviders(): AuthProvidersState {
  // An answer that arrived while the code downloaded is in the first render, not a second paint.
  const [state, setState] = useState<AuthProvidersState>(() => {
    const known = settledAuthProviders();
    return known ? { loading: false, google: known.google } : { loading: true, google: false };
  });

  useEffect(() => {
    let active = true;
    loadAuthProviders().then(
      (providers: AuthProviders) => active && setState({ loading: false, google: providers.google }),
      () => active && setState({ loading: false, google: false }),
    );
    return () => {
      active = false;
    };
  }, []);

  return state;
}
