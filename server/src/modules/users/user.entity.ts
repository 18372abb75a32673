import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export interface NotificationPreferences {
  email: boolean;
  projectUpdates: boolean;
  marketingEmails: boolean;
  productNews: boolean;
}

/** Defaults: true, true, false, true. */
export const defaultNotificationPreferences = (): NotificationPreferences => ({
  email: true,
  projectUpdates: true,
  marketingEmails: false,
  productNews: true,
});

export type UserRole = 'user' | 'admin';

/**
 * An account. `email` is stored lower-cased, so the unique index makes it unique
 * case-insensitively. `passwordHash` is null for accounts that only sign in with Google.
 */
export const User = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    email: p.string().length(320).unique(),
    passwordHash: p.string().nullable().hidden().lazy(),
    firstName: p.string().length(100).default(''),
    lastName: p.string().length(100).default(''),
    jobTitle: p.string().length(100).default(''),
    company: p.string().length(100).default(''),
    location: p.string().length(100).default(''),
    phoneNumber: p.string().length(30).default(''),
    bio: p.text().default(''),
    avatarUrl: p.string().length(2048).nullable(),
    role: p.enum(['user', 'admin'] as const).default('user'),
    notificationPreferences: p.json<NotificationPreferences>().onCreate(() => defaultNotificationPreferences()),
    emailConfirmedAt: p.datetime().nullable(),
    lastSignInAt: p.datetime().nullable(),
    lastActiveAt: p.datetime().nullable(),
    /** Set by an administrator: the account cannot sign in and its sessions have ended. */
    disabledAt: p.datetime().nullable(),
    /** Mirrors an enabled two-factor set-up (auth owns it and keeps this in step) for the profile to show. */
    twoFactorEnabled: p.boolean().default(false),
    /** In-app notices: one per document when true; one per generation run (the default) when false. */
    perDocumentNotices: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type User = InferEntity<typeof User>;

/** First plus last name; else the e-mail's local part; else 'User'. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const full = `${user.firstName} ${user.lastName}`.trim();
  if (full) return full;
  const local = user.email.split('@')[0]?.trim();
  return local || 'User';
}
