import { ApiError, createApiClient, isApiError } from '../api-client';
import { getAccessToken, useAuthStore } from './auth-store';
import type { AuthEvent, AuthSession, AuthUser, LoginAnswer } from './auth-types';

/**
 * The browser side of a session: restore on start, refresh (single-flight, serialized across
 * tabs), a silent refresh about a minute before expiry, and the events every change goes through.
 * The refresh token lives in the httpOnly cookie `sf_refresh`; only the access token is held here.
 */

/** Calls the auth endpoints themselves: bearer when signed in, never a refresh-on-401 of its own. */
export const authApi = createApiClient({ getAccessToken });

/** Refresh this long before the access token expires (brief: about a minute). */
export const REFRESH_MARGIN_MS = 60_000;
/** Never schedule refreshes closer than this, so a skewed clock cannot cause a refresh loop. */
const MIN_REFRESH_DELAY_MS = 10_000;
/** After a failed silent refresh (offline, 5xx) try again this much later. */
const RETRY_REFRESH_MS = 30_000;
const REFRESH_LOCK = 'specforge-auth-refresh';

type AuthListener = (event: AuthEvent, session: AuthSession | null) => void;
const listeners = new Set<AuthListener>();

let refreshTimer: ReturnType<typeof setTimeout> | null = null;
let inflightRefresh: Promise<AuthSession | null> | null = null;
let initialization: Promise<RestoreResult> | null = null;
let markRefreshSent: () => void = () => undefined;
let refreshSent = new Promise<void>((resolve) => (markRefreshSent = resolve));

/**
 * Resolves once the first refresh request has left (the Web Lock is granted in a later task).
 * main.tsx waits for it, briefly, before the first render, which would otherwise hold it back.
 */
export function whenRefreshSent(): Promise<void> {
  return refreshSent;
}

/** Subscribe to auth events (activity tracking, cache resets); returns the unsubscribe. */
export function onAuthEvent(listener: AuthListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function clearRefreshTimer(): void {
  if (refreshTimer !== null) clearTimeout(refreshTimer);
  refreshTimer = null;
}

function scheduleRefresh(delayMs: number): void {
  clearRefreshTimer();
  refreshTimer = setTimeout(() => {
    refreshTimer = null;
    refreshSession().then(
      (ok) => {
        // A refresh that failed without ending the session (offline) is tried again shortly.
        if (!ok && useAuthStore.getState().status === 'authenticated') scheduleRefresh(RETRY_REFRESH_MS);
      },
      () => undefined,
    );
  }, delayMs);
}

/**
 * Schedules from `expires_in` (seconds from now) rather than `expires_at`, so a device clock that
 * disagrees with the server's cannot make the refresh fire too early or too late.
 */
function scheduleFor(session: AuthSession): void {
  const lifetimeMs = Number.isFinite(session.expires_in) && session.expires_in > 0 ? session.expires_in * 1000 : session.expires_at * 1000 - Date.now();
  scheduleRefresh(Math.max(MIN_REFRESH_DELAY_MS, lifetimeMs - REFRESH_MARGIN_MS));
}

/** Applies an auth event to the store, (re)schedules the silent refresh and tells listeners. */
export function emitAuthEvent(event: AuthEvent, session: AuthSession | null, user?: AuthUser): void {
  useAuthStore.getState().handleAuthEvent(event, session, user);
  const current = useAuthStore.getState().session;
  if (event === 'SIGNED_OUT' || !current) clearRefreshTimer();
  else if (event !== 'USER_UPDATED' && event !== 'PASSWORD_RECOVERY') scheduleFor(current);
  for (const listener of listeners) listener(event, current);
}

/** Runs `task` under a Web Lock so two tabs never rotate the same refresh token at once. */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request(REFRESH_LOCK, task);
}

function sessionOf(answer: LoginAnswer | undefined): AuthSession | null {
  return answer?.session?.access_token && answer.session.user ? answer.session : null;
}

/**
 * POST /api/auth/refresh with the cookie. Resolves the new session, or null when there is none
 * (401: no cookie, expired, revoked); rejects on network or server failures. Concurrent callers
 * share one request: rotating the token twice would look like token theft to the server.
 */
export function fetchRefreshedSession(): Promise<AuthSession | null> {
  inflightRefresh ??= withRefreshLock(async () => {
    try {
      // A 401 here just means "no session" (a signed-out visitor): expected, so not logged.
      const request = authApi.post<LoginAnswer>('/auth/refresh', undefined, { refreshOn401: false, quiet: true });
      markRefreshSent();
      const answer = await request;
      return sessionOf(answer.data);
    } catch (error) {
      if (isApiError(error) && error.status === 401) return null;
      throw error;
    }
  }).finally(() => {
    inflightRefresh = null;
  });
  return inflightRefresh;
}

/**
 * Gets a fresh access token. Resolves true when signed in afterwards; a refused refresh signs
 * the user out. Used by the silent-refresh timer and by the API and Apollo clients on 401.
 */
export async function refreshSession(): Promise<boolean> {
  try {
    const session = await fetchRefreshedSession();
    if (session) {
      emitAuthEvent('TOKEN_REFRESHED', session);
      return true;
    }
    if (useAuthStore.getState().status !== 'unauthenticated') emitAuthEvent('SIGNED_OUT', null);
    return false;
  } catch {
    return false;
  }
}

export interface RestoreResult {
  session: AuthSession | null;
  /** Set when the restore failed for another reason than "no session" (offline, server error). */
  error: unknown;
}

/**
 * Restores the session after a page load (the INITIAL_SESSION event). Runs once per page; later
 * callers (the auth callback screen, React's double effects in development) get the same answer.
 */
export function initializeAuth(): Promise<RestoreResult> {
  initialization ??= fetchRefreshedSession().then(
    (session): RestoreResult => {
      emitAuthEvent('INITIAL_SESSION', session);
      return { session, error: null };
    },
    (error: unknown): RestoreResult => {
      console.error('Could not restore the session:', error);
      emitAuthEvent('INITIAL_SESSION', null);
      return { session: null, error };
    },
  );
  return initialization;
}

/** Log-in with e-mail and password (SIGNED_IN). Rejects with the server's ApiError on failure. */
export async function signInWithPassword(email: string, password: string): Promise<AuthSession> {
  const answer = await authApi.post<LoginAnswer>('/auth/login', { email, password }, { refreshOn401: false, retryOn429: false });
  const session = sessionOf(answer.data);
  if (!session || !answer.data?.user) throw new ApiError('UNKNOWN_ERROR', 'Login successful but no user or session returned');
  emitAuthEvent('SIGNED_IN', session);
  return session;
}

/**
 * The second step of a log-in that answered TWO_FACTOR_REQUIRED: the challenge plus the
 * authenticator's code or a recovery code. Answers (and signs in) like signInWithPassword.
 */
export async function completeTwoFactorSignIn(challenge: string, input: { code?: string; recoveryCode?: string }): Promise<AuthSession> {
  const body = { challenge, code: input.code, recovery_code: input.recoveryCode };
  const answer = await authApi.post<LoginAnswer>('/auth/2fa/verify', body, { refreshOn401: false, retryOn429: false });
  const session = sessionOf(answer.data);
  if (!session || !answer.data?.user) throw new ApiError('UNKNOWN_ERROR', 'Login successful but no user or session returned');
  emitAuthEvent('SIGNED_IN', session);
  return session;
}

/**
 * Ends the session on the server and locally. Local state is cleared even when the server call
 * fails; callers then go to /auth.
 */
export async function signOut(): Promise<void> {
  try {
    await authApi.post('/auth/logout', undefined, { refreshOn401: false });
  } catch (error) {
    console.error('Logout failed; signing out locally anyway:', error);
  } finally {
    emitAuthEvent('SIGNED_OUT', null);
  }
}

/** Forgets the session locally without calling the server (its sessions are already gone). */
export function clearLocalSession(): void {
  if (useAuthStore.getState().status !== 'unauthenticated') emitAuthEvent('SIGNED_OUT', null);
}

/** Tests only: back to the state of a fresh page. */
export function resetAuthForTests(): void {
  clearRefreshTimer();
  listeners.clear();
  inflightRefresh = null;
  initialization = null;
  refreshSent = new Promise<void>((resolve) => (markRefreshSent = resolve));
  useAuthStore.setState({ status: 'loading', user: null, session: null, lastEvent: null });
}
