import { authApi } from './auth-session';
import type { AuthProviders } from './auth-types';

let providers: Promise<AuthProviders> | null = null;

/**
 * GET /api/auth/providers, asked once per page. main.tsx starts it on /auth pages before the
 * screen's code has loaded, so the sign-in screen paints complete instead of after a second
 * round trip; a failed answer is forgotten so the next caller asks again.
 */
export function loadAuthProviders(): Promise<AuthProviders> {
  providers ??= authApi.get<AuthProviders>('/auth/providers').then(
    (answer) => ({ google: answer.data?.google === true }),
    (error: unknown) => {
      providers = null;
      throw error;
    },
  );
  return providers;
}

/** Tests only: ask the server again. */
export function resetAuthProvidersForTests(): void {
  providers = null;
}
