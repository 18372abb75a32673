import { z } from 'zod';
import '../../core/openapi/registry.js';
import { notificationTypes } from './notification.entity.js';

export const NOTIFICATION_MESSAGES = {
  allRead: 'All notifications marked as read',
  cleared: 'All notifications cleared',
  filterInvalid: "filter must be 'all' or 'unread'",
} as const;

/** `?filter=all|unread` (REST) and `notifications(filter:)` (GraphQL); absent means all. */
export const notificationFilterSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .enum(['all', 'unread'], { error: NOTIFICATION_MESSAGES.filterInvalid })
    .optional()
    .transform((v) => v ?? 'all'),
);

export const listNotificationsQuery = z.object({ filter: notificationFilterSchema });

/** A notification item, as both transports show it. */
export const notificationSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    message: z.string(),
    type: z.enum(notificationTypes),
    read: z.boolean(),
    actionUrl: z.string().nullable(),
    actionLabel: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .openapi('Notification');
