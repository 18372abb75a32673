import type { EntityManager } from '@mikro-orm/postgresql';
import { Identity } from './identity.entity.js';
import { UserAvatar } from './user-avatar.entity.js';
import type { User } from './user.entity.js';
import { userRecord, type UserRecord } from './user.presenter.js';

/** The user with their identities and avatar, for either transport to present. */
export async function loadUserRecord(em: EntityManager, user: User): Promise<UserRecord> {
  const identities = await em.find(Identity, { user: user.id }, { orderBy: { createdAt: 'asc' } });
  // `data` is lazy: only the row's timestamp is read here, never the image.
  const avatar = await em.findOne(UserAvatar, { user: user.id });
  return userRecord(user, identities, { uploadedAt: avatar?.updatedAt ?? null }, { twoFactorEnabled: user.twoFactorEnabled, perDocumentNotices: user.perDocumentNotices });
}
