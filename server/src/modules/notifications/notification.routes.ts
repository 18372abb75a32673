import { Router } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import './notification.openapi.js';
import { presentNotification } from './notification.presenter.js';
import { NOTIFICATION_MESSAGES } from './notification.schemas.js';
import { clearNotifications, countUnread, listNotifications, markAllNotificationsRead, markNotificationRead } from './notification.service.js';

/** /api/notifications… (the Notification JSON and the Notifications page messages). */
export function notificationRouter(): Router {
  const router = Router();

  router.get('/notifications', requireUser, async (req, res) => {
    const list = await listNotifications(req.service, { filter: req.query.filter });
    res.json({ status: 'success', data: { items: list.items.map(presentNotification), unreadCount: list.unreadCount } });
  });

  router.get('/notifications/unread-count', requireUser, async (req, res) => {
    res.json({ status: 'success', data: { unreadCount: await countUnread(req.service) } });
  });

  // Before /:id/read, so "read-all" is never taken for an id.
  router.post('/notifications/read-all', requireUser, async (req, res) => {
    const updated = await markAllNotificationsRead(req.service);
    res.json({ status: 'success', data: { updated }, message: NOTIFICATION_MESSAGES.allRead });
  });

  router.post('/notifications/:id/read', requireUser, async (req, res) => {
    const notification = await markNotificationRead(req.service, String(req.params.id));
    res.json({ status: 'success', data: presentNotification(notification) });
  });

  router.delete('/notifications', requireUser, async (req, res) => {
    const deleted = await clearNotifications(req.service);
    res.json({ status: 'success', data: { deleted }, message: NOTIFICATION_MESSAGES.cleared });
  });

  return router;
}
