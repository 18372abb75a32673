import { api } from '../api';
import { useAuthStore } from '../auth/auth-store';

/**
 * The background activity tracker: USER_ACTIVE on sign-in and every 5 minutes,
 * PROJECT_CREATE / DOCUMENT_CREATE after creation. One 10-second debounce is shared by the three
 * types; it runs only while signed in; failures are logged and ignored.
 */
export type ActivityType = 'USER_ACTIVE' | 'PROJECT_CREATE' | 'DOCUMENT_CREATE';

export const ACTIVITY_HEARTBEAT_MS = 5 * 60_000;
export const ACTIVITY_DEBOUNCE_MS = 10_000;

let lastSignalAt: number | null = null;

const entityTypes: Record<ActivityType, 'project' | 'document' | null> = {
  USER_ACTIVE: null,
  PROJECT_CREATE: 'project',
  DOCUMENT_CREATE: 'document',
};

/** Sends one signal; resolves whether it was sent (false when signed out or debounced). */
export async function trackActivity(type: ActivityType, entityId: string | null = null): Promise<boolean> {
  if (useAuthStore.getState().status !== 'authenticated') return false;
  const now = Date.now();
  if (lastSignalAt !== null && now - lastSignalAt < ACTIVITY_DEBOUNCE_MS) return false;
  lastSignalAt = now;
  try {
    await api.post('/activity/track', {
      activity_type: type,
      metadata: { entity_id: entityId, entity_type: entityId === null ? null : entityTypes[type] },
    });
    return true;
  } catch (error) {
    console.error('Failed to track activity', error);
    return false;
  }
}

/**
 * Follows the auth store: on becoming signed in, a USER_ACTIVE signal and a 5-minute heartbeat;
 * on signing out, the heartbeat stops. Returns the function that stops the tracker.
 */
export function startActivityTracker(): () => void {
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  const stopHeartbeat = () => {
    if (heartbeat !== null) clearInterval(heartbeat);
    heartbeat = null;
  };
  const follow = (signedIn: boolean) => {
    if (signedIn && heartbeat === null) {
      void trackActivity('USER_ACTIVE');
      heartbeat = setInterval(() => void trackActivity('USER_ACTIVE'), ACTIVITY_HEARTBEAT_MS);
    } else if (!signedIn) {
      stopHeartbeat();
    }
  };
  follow(useAuthStore.getState().status === 'authenticated');
  const unsubscribe = useAuthStore.subscribe((state, previous) => {
    if (state.status !== previous.status) follow(state.status === 'authenticated');
  });
  return () => {
    unsubscribe();
    stopHeartbeat();
  };
}

/** Forgets the debounce between tests (the tracker is a module singleton). */
export function resetActivityForTests(): void {
  lastSignalAt = null;
}
