import { z } from 'zod';
import { bearerAuth, ErrorResponse, openApiRegistry } from '../../core/openapi/registry.js';
import { notificationFilterSchema, notificationSchema, NOTIFICATION_MESSAGES } from './notification.schemas.js';

// Registered on import (notification.routes.ts imports this file).
const security = [{ [bearerAuth.name]: [] }];
const tags = ['Notifications'];
const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });
const success = (data: z.ZodType, message?: string) =>
  z.object({
    status: z.literal('success'),
    data,
    ...(message ? { message: z.literal(message) } : {}),
  });
const unauthenticated = { 401: json(ErrorResponse, 'Not signed in (UNAUTHENTICATED)') };

openApiRegistry.registerPath({
  method: 'get',
  path: '/notifications',
  summary: "The caller's notifications, newest first, and the unread count (whatever the filter)",
  tags,
  security,
  request: { query: z.object({ filter: notificationFilterSchema.openapi({ description: '"all" (default) or "unread"' }) }) },
  responses: {
    200: json(success(z.object({ items: z.array(notificationSchema), unreadCount: z.number().int() })), 'The list'),
    400: json(ErrorResponse, 'Unknown filter (VALIDATION_FAILED)'),
    ...unauthenticated,
  },
});

openApiRegistry.registerPath({
  method: 'get',
  path: '/notifications/unread-count',
  summary: 'How many notifications are unread',
  tags,
  security,
  responses: { 200: json(success(z.object({ unreadCount: z.number().int() })), 'The count'), ...unauthenticated },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/notifications/{id}/read',
  summary: 'Marks one notification read (false → true only)',
  tags,
  security,
  request: { params: z.object({ id: z.string().openapi({ format: 'uuid' }) }) },
  responses: {
    200: json(success(notificationSchema), 'The notification, now read'),
    404: json(ErrorResponse, "Missing or another user's notification (NOTIFICATION_NOT_FOUND)"),
    ...unauthenticated,
  },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/notifications/read-all',
  summary: 'Marks every notification read',
  tags,
  security,
  responses: {
    200: json(success(z.object({ updated: z.number().int() }), NOTIFICATION_MESSAGES.allRead), 'How many changed'),
    ...unauthenticated,
  },
});

openApiRegistry.registerPath({
  method: 'delete',
  path: '/notifications',
  summary: 'Deletes every notification of the caller',
  tags,
  security,
  responses: {
    200: json(success(z.object({ deleted: z.number().int() }), NOTIFICATION_MESSAGES.cleared), 'How many went'),
    ...unauthenticated,
  },
});
