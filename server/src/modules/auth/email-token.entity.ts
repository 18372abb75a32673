import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** A single-use link sent by e-mail; only the SHA-256 of its ≥128-bit random token is kept. */
export const EmailToken = defineEntity({
  name: 'EmailToken',
  tableName: 'email_token',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    purpose: p.enum(['verify_email', 'reset_password'] as const),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type EmailToken = InferEntity<typeof EmailToken>;
