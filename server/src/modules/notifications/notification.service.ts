import type { EntityManager } from '@mikro-orm/postgresql';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { isUuid } from '../../core/input/uuid.js';
import type { User } from '../users/user.entity.js';
import { Notification, type NotificationType } from './notification.entity.js';
import { listNotificationsQuery } from './notification.schemas.js';

export interface NotifyInput {
  title: string;
  message: string;
  type: NotificationType;
  actionUrl?: string;
  actionLabel?: string;
  /** Defaults to now; the welcome items are spread out so their order is stable. */
  createdAt?: Date;
}

/** Persists (without flushing) one notification row; shared by `notify` and the welcome items. */
export function addNotification(em: EntityManager, user: string | User, n: NotifyInput): Notification {
  return em.create(Notification, {
    user,
    title: n.title.slice(0, 200),
    message: n.message,
    type: n.type,
    read: false,
    actionUrl: n.actionUrl ?? null,
    actionLabel: n.actionLabel?.slice(0, 100) ?? null,
    createdAt: n.createdAt ?? new Date(),
  });
}

/**
 * Adds a notification to a user's list. Other modules call this
 * (project created now, document ready later).
 *
 * It only PERSISTS the row: the CALLER flushes, so the notification is written in the same
 * flush (and transaction, if any) as the change it reports. Calling it inside `em.transactional`
 * needs nothing more.
 */
export async function notify(em: EntityManager, userId: string | User, n: NotifyInput): Promise<void> {
  addNotification(em, userId, n);
}

export interface NotificationList {
  items: Notification[];
  unreadCount: number;
}

/** The caller's notifications (`filter`: all | unread), newest first, and how many are unread. */
export async function listNotifications(ctx: ServiceContext, raw: { filter?: unknown }): Promise<NotificationList> {
  const caller = authorize(ctx, 'read');
  const { filter } = parseInput(listNotificationsQuery, raw);
  const where = filter === 'unread' ? { user: caller.id, read: false } : { user: caller.id };
  const items = await ctx.em.find(Notification, where, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  const unreadCount = await ctx.em.count(Notification, { user: caller.id, read: false });
  return { items, unreadCount };
}

export async function countUnread(ctx: ServiceContext): Promise<number> {
  const caller = authorize(ctx, 'read');
  return ctx.em.count(Notification, { user: caller.id, read: false });
}

/**
 * Marks one notification read: false → true only, so repeating it changes nothing. Another
 * user's notification answers exactly like a missing one (NOTIFICATION_NOT_FOUND).
 */
export async function markNotificationRead(ctx: ServiceContext, id: string): Promise<Notification> {
  const caller = authorize(ctx, 'write');
  const notification = isUuid(id) ? await ctx.em.findOne(Notification, { id, user: caller.id }) : null;
  if (!notification) throw new AppError('NOTIFICATION_NOT_FOUND');
  if (!notification.read) {
    notification.read = true;
    await ctx.em.flush();
  }
  return notification;
}

/** Marks every unread notification of the caller read; answers how many changed. */
export async function markAllNotificationsRead(ctx: ServiceContext): Promise<number> {
  const caller = authorize(ctx, 'write');
  return ctx.em.nativeUpdate(Notification, { user: caller.id, read: false }, { read: true });
}

/** Deletes every notification of the caller; answers how many went. */
export async function clearNotifications(ctx: ServiceContext): Promise<number> {
  const caller = authorize(ctx, 'write');
  return ctx.em.nativeDelete(Notification, { user: caller.id });
}
