import { api } from '../../../lib/api';

/** A notification item, as the server sends it (contracts: /api/notifications). */
export interface NotificationItem {
  id: string;
  title: string;
  message: string;
  type: 'success' | 'info' | 'warning' | 'error';
  read: boolean;
  actionUrl?: string | null;
  actionLabel?: string | null;
  createdAt: string;
}

export interface NotificationList {
  items: NotificationItem[];
  unreadCount: number;
}

export const notificationRequests = {
  list: async (): Promise<NotificationList> =>
    (await api.get<NotificationList>('/notifications', { query: { filter: 'all' } })).data,
  markRead: async (id: string): Promise<NotificationItem> =>
    (await api.post<NotificationItem>(`/notifications/${encodeURIComponent(id)}/read`)).data,
  markAllRead: async (): Promise<string> =>
    (await api.post<{ updated: number }>('/notifications/read-all')).message ?? 'All notifications marked as read',
  clearAll: async (): Promise<string> =>
    (await api.delete<{ deleted: number }>('/notifications')).message ?? 'All notifications cleared',
};
