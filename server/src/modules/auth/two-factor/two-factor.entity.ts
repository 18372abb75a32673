import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../../users/user.entity.js';

/**
 * A user's authenticator-app (TOTP) secret. Set up first (`enabledAt` null: the secret was shown
 * but no code has proved the app has it), then enabled by the first right code. The secret is
 * sealed with AES-256-GCM under SECRETS_KEY (core/crypto/secret-box.ts), never stored in the clear.
 * `lastUsedStep` is the 30-second step of the last code accepted: a code is never taken twice.
 */
export const UserTwoFactor = defineEntity({
  name: 'UserTwoFactor',
  tableName: 'user_two_factor',
  properties: {
    user: () => p.oneToOne(User).primary().deleteRule('cascade'),
    secretCiphertext: p.blob(),
    secretIv: p.blob(),
    secretTag: p.blob(),
    enabledAt: p.datetime().nullable(),
    lastUsedStep: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type UserTwoFactor = InferEntity<typeof UserTwoFactor>;

/** One of the ten recovery codes, stored as its SHA-256 (the codes carry ~79 random bits); each works once. */
export const TwoFactorRecoveryCode = defineEntity({
  name: 'TwoFactorRecoveryCode',
  tableName: 'two_factor_recovery_code',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    codeHash: p.string().length(64),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type TwoFactorRecoveryCode = InferEntity<typeof TwoFactorRecoveryCode>;

/**
 * The second step of a log-in: the password was right, the code is still owed. Stored as the
 * SHA-256 of the opaque token the client holds; single use, five minutes, five wrong codes.
 */
export const TwoFactorChallenge = defineEntity({
  name: 'TwoFactorChallenge',
  tableName: 'two_factor_challenge',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    tokenHash: p.string().length(64).unique(),
    failures: p.integer().default(0),
    expiresAt: p.datetime(),
    /** Set when the challenge signed someone in, or died of too many wrong codes. */
    consumedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type TwoFactorChallenge = InferEntity<typeof TwoFactorChallenge>;
