import type { Notification, NotificationType } from './notification.entity.js';

/** A notification item (the time text is the client's, from createdAt). */
export interface NotificationView {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  read: boolean;
  actionUrl: string | null;
  actionLabel: string | null;
  createdAt: string;
}

export function presentNotification(n: Notification): NotificationView {
  return {
    id: n.id,
    title: n.title,
    message: n.message,
    type: n.type,
    read: n.read,
    actionUrl: n.actionUrl ?? null,
    actionLabel: n.actionLabel ?? null,
    createdAt: n.createdAt.toISOString(),
  };
}
