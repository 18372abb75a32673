import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

export const activityTypes = ['USER_ACTIVE', 'PROJECT_CREATE', 'DOCUMENT_CREATE'] as const;
export type ActivityType = (typeof activityTypes)[number];

/** Activity event: what a signed-in user did, for usage statistics and the admin area. */
export const ActivityEvent = defineEntity({
  name: 'ActivityEvent',
  tableName: 'activity_event',
  indexes: [{ properties: ['user', 'activityType', 'createdAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    activityType: p.enum(activityTypes),
    entityId: p.uuid().nullable(),
    entityType: p.enum(['project', 'document'] as const).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type ActivityEvent = InferEntity<typeof ActivityEvent>;
