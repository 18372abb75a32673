import type { EntityManager } from '@mikro-orm/postgresql';
import { Identity } from '../auth/identity.entity.js';
import { UserAvatar } from './user-avatar.entity.js';
import type { User } from './user.entity.js';
import { presentUser, type UserView } from './user.presenter.js';

/** The user with their identities and avatar, as both transports present it. */
export async function loadUserView(em: EntityManager, user: User): Promise<UserView> {
  const identities = await em.find(Identity, { user: user.id }, { orderBy: { createdAt: 'asc' } });
  // `data` is lazy: only the row's timestamp is read here, never the image.
  const avatar = await em.findOne(UserAvatar, { user: user.id });
  return presentUser(user, identities, { uploadedAt: avatar?.updatedAt ?? null });
}
