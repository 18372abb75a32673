import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

export const notificationTypes = ['success', 'info', 'warning', 'error'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** A notification item, kept per user. `read` only ever goes from false to true. */
export const Notification = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  indexes: [{ properties: ['user', 'createdAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    title: p.string().length(200),
    message: p.text(),
    type: p.enum(notificationTypes).default('info'),
    read: p.boolean().default(false),
    actionUrl: p.string().length(2048).nullable(),
    actionLabel: p.string().length(100).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type Notification = InferEntity<typeof Notification>;
