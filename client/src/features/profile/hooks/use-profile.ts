import { useCallback, useEffect, useState } from 'react';
import { emitAuthEvent } from '../../../lib/auth/auth-session';
import { useAuthStore } from '../../../lib/auth/auth-store';
import type { AuthUser } from '../../../lib/auth/auth-types';
import { profileRequests } from '../api/profile-requests';

/**
 * The stored profile: read once from GET /api/users/profile, and every change the server
 * answers with goes to the auth store (USER_UPDATED) so the top bar's name and avatar follow.
 */
export function useProfile() {
  const user = useAuthStore((state) => state.user);
  const [loading, setLoading] = useState(true);
  const userId = user?.id;

  const apply = useCallback((next: AuthUser) => {
    const current = useAuthStore.getState().user;
    emitAuthEvent('USER_UPDATED', null, { ...current, ...next });
  }, []);

  useEffect(() => {
    if (!userId) {
      setLoading(false);
      return;
    }
    let live = true;
    profileRequests
      .get()
      .then((profile) => {
        if (live) apply(profile);
      })
      .catch((error: unknown) => console.error('Failed to load profile', error))
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [userId, apply]);

  return { user, loading, apply };
}
