import type { EntityManager } from '@mikro-orm/postgresql';
import { UserTwoFactor } from '../auth/two-factor/two-factor.entity.js';
import { Identity } from './identity.entity.js';
import { UserAvatar } from './user-avatar.entity.js';
import type { User } from './user.entity.js';
import { userRecord, type UserRecord } from './user.presenter.js';

/** The user with their identities, avatar and two-factor state, for either transport to present. */
export async function loadUserRecord(em: EntityManager, user: User): Promise<UserRecord> {
  const identities = await em.find(Identity, { user: user.id }, { orderBy: { createdAt: 'asc' } });
  // `data` is lazy: only the row's timestamp is read here, never the image.
  const avatar = await em.findOne(UserAvatar, { user: user.id });
  const twoFactorEnabled = (await em.count(UserTwoFactor, { user: user.id, enabledAt: { $ne: null } })) > 0;
  return userRecord(user, identities, { uploadedAt: avatar?.updatedAt ?? null }, { twoFactorEnabled });
}
