import type { EntityManager } from '@mikro-orm/postgresql';
import { Identity } from '../../modules/users/identity.entity.js';
import { hashPassword } from '../../modules/auth/password-hash.js';
import { seedWelcomeNotifications } from '../../modules/notifications/welcome-notifications.js';
import { User } from '../../modules/users/user.entity.js';

/** The local demo account (embedded database outside production only); printed at start-up. */
export const DEMO_ACCOUNT = { email: 'demo@specforge.local', password: 'Specforge-demo-1' } as const;

/**
 * Creates the confirmed demo account once. Idempotent: an existing account (even one whose
 * password was changed since) is left alone. Returns whether it was created now.
 */
export async function seedDemoAccount(em: EntityManager): Promise<boolean> {
  if (await em.count(User, { email: DEMO_ACCOUNT.email })) return false;
  const user = em.create(User, {
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
