import type { EntityManager } from '@mikro-orm/postgresql';
import { Identity } from '../auth/identity.entity.js';
import type { User } from './user.entity.js';
import { presentUser, type UserView } from './user.presenter.js';

/** The user with their identities, as both transports present it. */
export async function loadUserView(em: EntityManager, user: User): Promise<UserView> {
  const identities = await em.find(Identity, { user: user.id }, { orderBy: { createdAt: 'asc' } });
  return presentUser(user, identities);
}
