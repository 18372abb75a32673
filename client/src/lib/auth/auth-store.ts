import { create } from 'zustand';
import type { AuthEvent, AuthSession, AuthStatus, AuthUser } from './auth-types';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** Held in memory only: the access token never reaches localStorage (docs/auth-api.md). */
  session: AuthSession | null;
  lastEvent: AuthEvent | null;
  /** The one reducer for the spec's auth events; everything that changes auth state goes through it. */
  handleAuthEvent: (event: AuthEvent, session: AuthSession | null, user?: AuthUser) => void;
}

const signedOut = { status: 'unauthenticated', user: null, session: null } as const;

export const useAuthStore = create<AuthState>()((set, get) => ({
  status: 'loading',
  user: null,
  session: null,
  lastEvent: null,
  handleAuthEvent: (event, session, user) => {
    switch (event) {
      case 'INITIAL_SESSION':
        // The restore attempt ended: a session means signed in, none means signed out.
        set(session ? { status: 'authenticated', session, user: session.user, lastEvent: event } : { ...signedOut, lastEvent: event });
        return;
      case 'SIGNED_IN':
      case 'TOKEN_REFRESHED':
        // Sign-in and token refresh set the user.
        if (session) set({ status: 'authenticated', session, user: session.user, lastEvent: event });
        return;
      case 'SIGNED_OUT':
        set({ ...signedOut, lastEvent: event });
        return;
      case 'USER_UPDATED': {
        const next = user ?? session?.user;
        if (!next) return;
        const current = get().session;
        set({ user: next, session: current ? { ...current, user: next } : current, lastEvent: event });
        return;
      }
      case 'PASSWORD_RECOVERY':
        // Arriving from a reset link changes nothing yet; the reset itself ends every session.
        set({ lastEvent: event });
        return;
    }
  },
}));

/** The access token of the current session, for request headers. */
export function getAccessToken(): string | null {
  return useAuthStore.getState().session?.access_token ?? null;
}
