import { authApi } from './auth-session';
import type { AuthProviders } from './auth-types';

declare global {
  interface Window {
    /** GET /api/auth/providers, asked by the build's head script on /auth before any module loads (vite.config.ts). */
    __specforgeAuthProviders?: Promise<{ data?: { google?: unknown } }>;
  }
}

let providers: Promise<AuthProviders> | null = null;
let settled: AuthProviders | null = null;

/**
 * GET /api/auth/providers, asked once per page. On /auth the page's head script has asked already
 * (the answer usually arrives while the code is still downloading); otherwise main.tsx asks
 * before the screen's code has loaded. A failed answer is forgotten so the next caller asks again.
 */
export function loadAuthProviders(): Promise<AuthProviders> {
  if (!providers) {
    const early = window.__specforgeAuthProviders;
    window.__specforgeAuthProviders = undefined;
    providers = (early ?? authApi.get<AuthProviders>('/auth/providers')).then(
      (answer) => (settled = { google: answer.data?.google === true }),
      (error: unknown) => {
        providers = null;
        throw error;
      },
    );
  }
  return providers;
}

/** The answer, when it has already arrived: the screen's first render can show it. */
export function settledAuthProviders(): AuthProviders | null {
  return settled;
}

/** Tests only: ask the server again. */
export function resetAuthProvidersForTests(): void {
  providers = null;
  settled = null;
}
