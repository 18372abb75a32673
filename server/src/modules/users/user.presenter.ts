import type { ProfileFields } from '@specforge/contracts/profile';
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

/** The user as REST shows it (the API's field names; docs/auth-api.md). */
export interface UserView {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  location: string;
  phoneNumber: string;
  bio: string;
  /** The snake_case spelling of the REST API; the same value as `avatarUrl`. */
  avatar_url: string | null;
  avatarUrl: string | null;
  role: 'user' | 'admin';
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
  email_confirmed_at: string | null;
  identities: { id: string; provider: 'email' | 'google'; email: string | null; created_at: string }[];
  notificationPreferences: NotificationPreferences;
  two_factor_enabled: boolean;
  per_document_notices: boolean;
}

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

/** REST: the spec's snake_case user (with both avatar spellings, as the spec's clients read either). */
export function presentUser(user: UserRecord): UserView {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    jobTitle: user.jobTitle,
    company: user.company,
    location: user.location,
    phoneNumber: user.phoneNumber,
    bio: user.bio,
    avatar_url: user.avatarUrl,
    avatarUrl: user.avatarUrl,
    role: user.role,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    email_confirmed_at: user.emailConfirmedAt?.toISOString() ?? null,
    identities: user.identities.map((i) => ({ id: i.id, provider: i.provider, email: i.email, created_at: i.createdAt.toISOString() })),
    notificationPreferences: user.notificationPreferences,
    two_factor_enabled: user.twoFactorEnabled,
    per_document_notices: user.perDocumentNotices,
  };
}

/** The tokens of a session just issued (auth's session service hands them over). */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  expiresAt: number;
}

export interface SessionView {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  user: UserView;
}

/** REST: the login answer of the contract, `{ token, user: { id, email, name }, session }`. */
export function presentLogin(issued: IssuedTokens, record: UserRecord) {
  const user = presentUser(record);
  const session: SessionView = {
    access_token: issued.accessToken,
    refresh_token: issued.refreshToken,
    expires_in: issued.expiresIn,
    expires_at: issued.expiresAt,
    user,
  };
  return { token: issued.accessToken, user: { id: user.id, email: user.email, name: user.name }, session };
}
