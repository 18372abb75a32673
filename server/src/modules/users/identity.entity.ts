import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './user.entity.js';

export type IdentityProvider = 'email' | 'google';

/** A way to sign in to an account: its e-mail + password, or a Google account (by Google `sub`). */
export const Identity = defineEntity({
  name: 'Identity',
  tableName: 'identity',
  uniques: [{ properties: ['provider', 'providerUserId'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    provider: p.enum(['email', 'google'] as const),
    providerUserId: p.string().length(320),
    email: p.string().length(320).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type Identity = InferEntity<typeof Identity>;
