import type { MikroORM } from '@mikro-orm/postgresql';
import { Identity } from '../modules/users/identity.entity.js';
import { hashPassword } from '../modules/auth/password-hash.js';
import { MailMessage } from '../modules/mail/mail-message.entity.js';
import { User } from '../modules/users/user.entity.js';

let counter = 0;
/** A unique e-mail address per call (per test file; every file has its own database). */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

export const GOOD_PASSWORD = 'Correct-Horse-9';

export interface UserSeed {
  email?: string;
  password?: string | null;
  confirmed?: boolean;
  firstName?: string;
  lastName?: string;
  /** Also (or only, with password: null) a Google identity. */
  google?: boolean;
}

/** Inserts an account directly (no mail, no rate limit): for scenarios that start signed-up. */
export async function createUser(orm: MikroORM, seed: UserSeed = {}): Promise<{ user: User; email: string; password: string }> {
  const em = orm.em.fork();
  const email = seed.email ?? uniqueEmail();
  const password = seed.password === undefined ? GOOD_PASSWORD : seed.password;
  const user = em.create(User, {
    email,
    passwordHash: password === null ? null : await hashPassword(password),
    firstName: seed.firstName ?? 'Test',
    lastName: seed.lastName ?? 'User',
    emailConfirmedAt: seed.confirmed === false ? null : new Date(),
  });
  if (password !== null) em.create(Identity, { user, provider: 'email', providerUserId: email, email });
  if (seed.google) em.create(Identity, { user, provider: 'google', providerUserId: `g-${email}`, email });
  await em.flush();
  return { user, email, password: password ?? '' };
}

/** Dev-mailbox rows for one recipient, newest first (the app stores mails there without SMTP_URL). */
export async function devMailsTo(orm: MikroORM, to: string): Promise<MailMessage[]> {
  return orm.em.fork().find(MailMessage, { to }, { orderBy: { createdAt: 'desc' } });
}

/** Polls the dev mailbox until `count` mails reached `to` (mails are sent in the background). */
export async function waitForDevMails(orm: MikroORM, to: string, count = 1, timeoutMs = 5_000): Promise<MailMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await devMailsTo(orm, to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${to}, got ${mails.length}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The `token` query parameter of the first link in a text that points at `path`. */
export function tokenFromText(text: string, path: string): string {
  const link = (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).find((l) => new URL(l).pathname === path);
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no ${path}?token= link in:\n${text}`);
  return token;
}
