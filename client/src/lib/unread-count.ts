import { create } from 'zustand';
import { api } from './api';

interface UnreadCountState {
  count: number;
  /** Set by whoever just learned the number (the notifications page after each change). */
  setCount: (count: number) => void;
  /** Asks the server: GET /api/notifications/unread-count. Failures keep the last number. */
  refresh: () => Promise<void>;
}

/** The unread-notifications count shared by the top bar's bell and the notifications page. */
export const useUnreadCount = create<UnreadCountState>()((set) => ({
  count: 0,
  setCount: (count) => set({ count }),
  refresh: async () => {
    try {
      const answer = await api.get<{ count?: number; unreadCount?: number } | number>('/notifications/unread-count', { quiet: true });
      const data = answer.data;
      const count = typeof data === 'number' ? data : (data.unreadCount ?? data.count ?? 0);
      set({ count });
    } catch {
      // The bell is a hint; a failed count is not worth an error on screen.
    }
  },
}));
