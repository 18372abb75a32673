import type { EntityManager } from '@mikro-orm/postgresql';
import { Identity } from '../../modules/users/identity.entity.js';
import { hashPassword } from '../../modules/auth/password-hash.js';
import { seedWelcomeNotifications } from '../../modules/notifications/welcome-notifications.js';
import { User } from '../../modules/users/user.entity.js';

/** The local demo account (embedded database outside production only); printed at start-up. */
export const DEMO_ACCOUNT = { email: 'demo@specforge.local', password: 'Specforge-demo-1' } as const;

/**
 * Creates the confirmed demo account once. Idempotent: an existing account (even one whose
 * password was changed since) is left alone, except that `admin` makes it an administrator
 * (development only: see `seedDemo`). Returns whether it was created now.
 */
export async function seedDemoAccount(em: EntityManager, { admin = false } = {}): Promise<boolean> {
  const existing = await em.findOne(User, { email: DEMO_ACCOUNT.email });
  if (existing) {
    if (admin && existing.role !== 'admin') await em.nativeUpdate(User, { id: existing.id }, { role: 'admin' });
    return false;
  }
  const user = em.create(User, {
    role: admin ? 'admin' : 'user',
    email: DEMO_ACCOUNT.email,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
    firstName: 'Demo',
    lastName: 'User',
    emailConfirmedAt: new Date(),
  });
  em.create(Identity, { user, provider: 'email', providerUserId: user.email, email: user.email });
  seedWelcomeNotifications(em, user);
  await em.flush();
  return true;
}

/**
 * The demo account's policy at start-up. Development with the embedded database: the account
 * exists and is an administrator, so a newcomer can open /admin at once. Production: never an
 * administrator; an account left from a development run on the same data is demoted (unless
 * ADMIN_EMAILS names it). Returns whether the demo account is offered (to print it).
 */
export async function seedDemo(em: EntityManager, env: { NODE_ENV: string; ADMIN_EMAILS: string[] }, mode: 'embedded' | 'external'): Promise<'created' | 'exists' | null> {
  if (env.NODE_ENV === 'production') {
    if (!env.ADMIN_EMAILS.includes(DEMO_ACCOUNT.email)) {
      await em.nativeUpdate(User, { email: DEMO_ACCOUNT.email, role: 'admin' }, { role: 'user' });
    }
    return null;
  }
  if (mode !== 'embedded') return null;
  return (await seedDemoAccount(em, { admin: true })) ? 'created' : 'exists';
}
