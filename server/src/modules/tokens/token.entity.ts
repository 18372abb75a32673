import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

export const tokenScopes = ['read', 'read-write'] as const;
export type TokenScope = (typeof tokenScopes)[number];

/**
 * A personal access token: what an integration or coding agent presents instead of a password.
 * Only the sha256 of the secret is kept (the secret is shown once, at creation); `prefix` is the
 * first characters, so a user can tell their tokens apart.
 */
export const PersonalAccessToken = defineEntity({
  name: 'PersonalAccessToken',
  tableName: 'personal_access_token',
  indexes: [{ properties: ['user', 'createdAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    name: p.string().length(100),
    tokenHash: p.string().length(64).unique(),
    prefix: p.string().length(16),
    scope: p.enum(tokenScopes),
    expiresAt: p.datetime().nullable(),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type PersonalAccessToken = InferEntity<typeof PersonalAccessToken>;
