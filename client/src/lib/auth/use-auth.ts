import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { emitAuthEvent, refreshSession, signInWithPassword, signOut } from './auth-session';
import { useAuthStore } from './auth-store';
import type { AuthUser } from './auth-types';

const updateUser = (user: AuthUser) => emitAuthEvent('USER_UPDATED', null, user);

/** The signed-in state (authenticated or not, plus a loading flag) and its actions. */
export function useAuth() {
  const { status, user, session } = useAuthStore(useShallow((state) => ({ status: state.status, user: state.user, session: state.session })));
  return {
    status,
    user,
    session,
    isAuthenticated: status === 'authenticated',
    isLoading: status === 'loading',
    signIn: signInWithPassword,
    signOut,
    refreshSession,
    updateUser,
  };
}

/** Signs out (locally even if the server call fails) and goes to /auth. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    await navigate('/auth', { replace: true });
  }, [navigate]);
}
