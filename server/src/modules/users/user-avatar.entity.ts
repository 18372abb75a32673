import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './user.entity.js';

/**
 * An uploaded avatar, already re-encoded and resized on the server. Kept in the database so
 * every replica serves it (the app has no shared disk).
 */
export const UserAvatar = defineEntity({
  name: 'UserAvatar',
  tableName: 'user_avatar',
  properties: {
    user: () => p.oneToOne(User).primary().deleteRule('cascade'),
    contentType: p.string().length(50),
    data: p.blob().lazy(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type UserAvatar = InferEntity<typeof UserAvatar>;
