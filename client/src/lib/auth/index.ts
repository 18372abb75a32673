export { AuthProvider } from './auth-provider';
export { loadAuthProviders, resetAuthProvidersForTests, settledAuthProviders } from './auth-providers';
export { authApi, clearLocalSession, completeTwoFactorSignIn, emitAuthEvent, initializeAuth, onAuthEvent, refreshSession, signInWithPassword, signOut, whenRefreshSent, type RestoreResult } from './auth-session';
export { getAccessToken, useAuthStore } from './auth-store';
export type * from './auth-types';
export { isAuthError } from './auth-errors';
export { fromState, safeRedirectPath } from './redirect';
export { useAuth, useSignOut } from './use-auth';
