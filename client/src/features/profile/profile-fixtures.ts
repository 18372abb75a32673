import type { AuthUser } from '../../lib/auth/auth-types';
import { testUser } from '../../test/auth';
import type { ProfileUser } from './hooks/use-profile';

// Test fixtures of the profile screen: a stored session user and its GraphQL profile.

export const stored: AuthUser = {
  ...testUser,
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '',
  created_at: '2025-01-05T12:00:00.000Z',
  last_sign_in_at: '2025-02-07T12:00:00.000Z',
  email_confirmed_at: '2025-01-05T12:00:00.000Z',
  identities: [{ id: 'i1', provider: 'email', email: testUser.email, created_at: '2025-01-05T12:00:00.000Z' }],
  notificationPreferences: { email: true, projectUpdates: true, marketingEmails: false, productNews: true },
};

/** The GraphQL `profile` of a stored user (camelCase, as the server answers it). */
export function profileOf(user: AuthUser): ProfileUser {
  return {
    __typename: 'Profile',
    id: user.id,
    email: user.email,
    name: user.name,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    jobTitle: user.jobTitle ?? '',
    company: user.company ?? '',
    location: user.location ?? '',
    phoneNumber: user.phoneNumber ?? '',
    bio: user.bio ?? '',
    avatarUrl: user.avatar_url ?? null,
    role: user.role ?? 'user',
    createdAt: user.created_at ?? '',
    lastSignInAt: user.last_sign_in_at ?? null,
    emailConfirmedAt: user.email_confirmed_at ?? null,
    twoFactorEnabled: user.two_factor_enabled ?? false,
    perDocumentNotices: user.per_document_notices ?? false,
    identities: (user.identities ?? []).map((i) => ({ __typename: 'UserIdentity', id: i.id, provider: i.provider, email: i.email, createdAt: i.created_at })),
    notificationPreferences: { __typename: 'NotificationPreferences', email: true, projectUpdates: true, marketingEmails: false, productNews: true, ...user.notificationPreferences },
  };
}
