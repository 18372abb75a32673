import { PROFILE_FIELDS, type ProfileFields } from '@specforge/contracts/profile';
import { toSnakeCase, type SnakeCased } from '../../core/http/snake-case.js';
import type { Identity } from './identity.entity.js';
import { displayName, type NotificationPreferences, type User } from './user.entity.js';

/** The user with identities and avatar resolved: what the services return, each transport presents it. */
export interface UserRecord extends ProfileFields {
  id: string;
  email: string;
  name: string;
  /** The uploaded avatar, else the Google picture where Google is linked, else null (the client shows letters). */
  avatarUrl: string | null;
  role: 'user' | 'admin';
  createdAt: Date;
  updatedAt: Date;
  lastSignInAt: Date | null;
  emailConfirmedAt: Date | null;
  identities: { id: string; provider: 'email' | 'google'; email: string | null; createdAt: Date }[];
  notificationPreferences: NotificationPreferences;
  /** Whether logging in asks for an authenticator code (modules/auth/two-factor). */
  twoFactorEnabled: boolean;
  perDocumentNotices: boolean;
}

/** The user as both transports show it: GraphQL as is, REST through presentUser. ISO dates. */
export interface UserView extends ProfileFields {
  id: string;
  email: string;
  name: string;
  avatarUrl: string | null;
  role: 'user' | 'admin';
  createdAt: string;
  updatedAt: string;
  lastSignInAt: string | null;
  emailConfirmedAt: string | null;
  identities: { id: string; provider: 'email' | 'google'; email: string | null; createdAt: string }[];
  notificationPreferences: NotificationPreferences;
  twoFactorEnabled: boolean;
  perDocumentNotices: boolean;
}

/** Names REST kept in camelCase when it was written (docs/auth-api.md): the profile fields, the preferences, `avatarUrl`. */
const REST_CAMEL_CASE = [...PROFILE_FIELDS, 'avatarUrl', 'notificationPreferences'] as const;

/** The user as REST shows it: snake_case but for REST_CAMEL_CASE, and `avatar_url` beside `avatarUrl`. */
export type UserRestView = SnakeCased<UserView, (typeof REST_CAMEL_CASE)[number]> & { avatar_url: string | null };

/** What decides the avatar: an uploaded image (its last change), else the Google picture. */
export interface AvatarState {
  uploadedAt: Date | null;
}

/** `/api/users/<id>/avatar?v=<ms>`: the version changes with each upload, so caches never go stale. */
export function avatarPath(userId: string, version: Date): string {
  return `/api/users/${userId}/avatar?v=${version.getTime()}`;
}

function avatarOf(user: User, identities: Identity[], avatar: AvatarState): string | null {
  if (avatar.uploadedAt) return avatarPath(user.id, avatar.uploadedAt);
  // The column holds the Google picture; it only counts while Google is linked.
  return identities.some((i) => i.provider === 'google') ? (user.avatarUrl ?? null) : null;
}

export function userRecord(user: User, identities: Identity[], avatar: AvatarState = { uploadedAt: null }, security: { twoFactorEnabled: boolean; perDocumentNotices?: boolean } = { twoFactorEnabled: false }): UserRecord {
  return {
    id: user.id,
    email: user.email,
    name: displayName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    jobTitle: user.jobTitle,
    company: user.company,
    location: user.location,
    phoneNumber: user.phoneNumber,
    bio: user.bio,
    avatarUrl: avatarOf(user, identities, avatar),
    role: user.role,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    lastSignInAt: user.lastSignInAt ?? null,
    emailConfirmedAt: user.emailConfirmedAt ?? null,
    identities: identities.map((i) => ({ id: i.id, provider: i.provider, email: i.email ?? null, createdAt: i.createdAt })),
    notificationPreferences: user.notificationPreferences,
    twoFactorEnabled: security.twoFactorEnabled,
    perDocumentNotices: security.perDocumentNotices ?? false,
  };
}

export function userView(user: UserRecord): UserView {
  return {
    ...user,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    emailConfirmedAt: user.emailConfirmedAt?.toISOString() ?? null,
    identities: user.identities.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
  };
}

/** REST: the spec's snake_case user (with both avatar spellings, as the spec's clients read either). */
export function presentUser(user: UserRecord): UserRestView {
  const view = userView(user);
  return { ...toSnakeCase(view, REST_CAMEL_CASE), avatar_url: view.avatarUrl };
}

/** The tokens of a session just issued (auth's session service hands them over). */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  expiresAt: number;
}

const sessionTokens = (issued: IssuedTokens): IssuedTokens => ({ accessToken: issued.accessToken, refreshToken: issued.refreshToken, expiresIn: issued.expiresIn, expiresAt: issued.expiresAt });

/** GraphQL's login answer: `{ token, user, session }` with a camelCase session. */
export function loginView(issued: IssuedTokens, record: UserRecord) {
  const user = userView(record);
  return { token: issued.accessToken, user: { id: user.id, email: user.email, name: user.name }, session: { ...sessionTokens(issued), user } };
}

/** REST: the login answer of the contract, `{ token, user: { id, email, name }, session }`, the session in snake_case. */
export function presentLogin(issued: IssuedTokens, record: UserRecord) {
  const user = presentUser(record);
  return { token: issued.accessToken, user: { id: user.id, email: user.email, name: user.name }, session: { ...toSnakeCase(sessionTokens(issued)), user } };
}
