import type { ProfileFields } from '@specforge/contracts/profile';
import type { IssuedTokens, UserRecord } from './user.presenter.js';

/** The user as GraphQL shows it: camelCase, one field per fact, ISO dates. */
export interface UserGraphqlView extends ProfileFields {
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
  notificationPreferences: UserRecord['notificationPreferences'];
  twoFactorEnabled: boolean;
  perDocumentNotices: boolean;
}

export function presentUserGraphql(user: UserRecord): UserGraphqlView {
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
    avatarUrl: user.avatarUrl,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    emailConfirmedAt: user.emailConfirmedAt?.toISOString() ?? null,
    identities: user.identities.map((i) => ({ id: i.id, provider: i.provider, email: i.email, createdAt: i.createdAt.toISOString() })),
    notificationPreferences: user.notificationPreferences,
    twoFactorEnabled: user.twoFactorEnabled,
    perDocumentNotices: user.perDocumentNotices,
  };
}

/** GraphQL's login answer: `{ token, user, session }` with a camelCase session. */
export function presentLoginGraphql(issued: IssuedTokens, record: UserRecord) {
  const user = presentUserGraphql(record);
  return {
    token: issued.accessToken,
    user: { id: user.id, email: user.email, name: user.name },
    session: {
      accessToken: issued.accessToken,
      refreshToken: issued.refreshToken,
      expiresIn: issued.expiresIn,
      expiresAt: issued.expiresAt,
      user,
    },
  };
}
