import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/**
 * One signed-in session (one device/browser): the `sid` in access tokens and the family of
 * its rotating refresh tokens. Revoking it ends the session everywhere at once.
 */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'auth_session',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    userAgent: p.string().length(512).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastRefreshedAt: p.datetime().nullable(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    revokedReason: p.string().length(50).nullable(),
  },
});

export type Session = InferEntity<typeof Session>;

/**
 * A refresh token, stored only as its SHA-256. Each use replaces it with a new one
 * (`usedAt` set); presenting a used token again means it was stolen: the session is revoked.
 */
export const RefreshToken = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_token',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    session: () => p.manyToOne(Session).deleteRule('cascade').index(),
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    usedAt: p.datetime().nullable(),
  },
});

export type RefreshToken = InferEntity<typeof RefreshToken>;
