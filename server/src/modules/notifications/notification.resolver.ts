import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { presentNotification } from './notification.presenter.js';
import { NOTIFICATION_MESSAGES } from './notification.schemas.js';
import { clearNotifications, countUnread, listNotifications, markAllNotificationsRead, markNotificationRead } from './notification.service.js';
import { Notification, NotificationList, NotificationsCleared, NotificationsMarkedRead } from './notification.types.js';

@Resolver()
export class NotificationResolver {
  @Authorized()
  @Query(() => NotificationList, { description: "The caller's notifications, newest first." })
  async notifications(@Arg('filter', () => String, { nullable: true, description: '"all" (default) or "unread".' }) filter: string | null, @Ctx() ctx: RequestContext): Promise<NotificationList> {
    const list = await listNotifications(ctx.service, { filter: filter ?? undefined });
    return { items: list.items.map(presentNotification), unreadCount: list.unreadCount };
  }

  @Authorized()
  @Query(() => Int, { description: "How many of the caller's notifications are unread." })
  async unreadNotificationCount(@Ctx() ctx: RequestContext): Promise<number> {
    return countUnread(ctx.service);
  }

  @Authorized()
  @Mutation(() => Notification, { description: 'Marks one notification read (false → true only; repeating changes nothing).' })
  async markNotificationRead(@Arg('id', () => ID, { description: "The notification's id." }) id: string, @Ctx() ctx: RequestContext): Promise<Notification> {
    return presentNotification(await markNotificationRead(ctx.service, id));
  }

  @Authorized()
  @Mutation(() => NotificationsMarkedRead, { description: "Marks every one of the caller's notifications read." })
  async markAllNotificationsRead(@Ctx() ctx: RequestContext): Promise<NotificationsMarkedRead> {
    return { updated: await markAllNotificationsRead(ctx.service), message: NOTIFICATION_MESSAGES.allRead };
  }

  @Authorized()
  @Mutation(() => NotificationsCleared, { description: "Deletes all of the caller's notifications." })
  async clearNotifications(@Ctx() ctx: RequestContext): Promise<NotificationsCleared> {
    return { deleted: await clearNotifications(ctx.service), message: NOTIFICATION_MESSAGES.cleared };
  }
}
