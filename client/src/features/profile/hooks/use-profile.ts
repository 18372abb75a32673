import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import type { ProfilePageQuery as ProfilePageResult } from '../../../gql/graphql';
import { emitAuthEvent } from '../../../lib/auth/auth-session';
import { useAuthStore } from '../../../lib/auth/auth-store';
import type { AuthUser } from '../../../lib/auth/auth-types';
import { ProfilePageQuery } from '../api/profile.graphql';

export type ProfileUser = ProfilePageResult['profile'];

/** The auth store keeps the REST session's user (REST's snake_case names); the top bar reads name and avatar from it. */
function toAuthUser(profile: ProfileUser): AuthUser {
  return {
    id: profile.id,
    email: profile.email,
    name: profile.name,
    firstName: profile.firstName,
    lastName: profile.lastName,
    jobTitle: profile.jobTitle,
    company: profile.company,
    location: profile.location,
    phoneNumber: profile.phoneNumber,
    bio: profile.bio,
    avatar_url: profile.avatarUrl,
    role: profile.role === 'admin' ? 'admin' : 'user',
    created_at: profile.createdAt,
    last_sign_in_at: profile.lastSignInAt,
    email_confirmed_at: profile.emailConfirmedAt,
    identities: profile.identities.map((i) => ({ id: i.id, provider: i.provider, email: i.email, created_at: i.createdAt })),
    notificationPreferences: profile.notificationPreferences,
    two_factor_enabled: profile.twoFactorEnabled,
    per_document_notices: profile.perDocumentNotices,
  };
}

/** The signed-in session's user as a profile, for when the profile could not be read (the page stays usable). */
function fromAuthUser(user: AuthUser): ProfileUser {
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
    notificationPreferences: {
      __typename: 'NotificationPreferences',
      email: user.notificationPreferences?.email ?? true,
      projectUpdates: user.notificationPreferences?.projectUpdates ?? true,
      marketingEmails: user.notificationPreferences?.marketingEmails ?? false,
      productNews: user.notificationPreferences?.productNews ?? true,
    },
  };
}

/**
 * The profile from GraphQL (`profile`); Apollo's cache is the one copy every tab reads, and each
 * answer also goes to the auth store (USER_UPDATED) so the top bar's name and avatar follow.
 */
export function useProfile() {
  const sessionUser = useAuthStore((state) => state.user);
  // Read again on each visit, as the screen always did; the cached copy shows meanwhile.
  const { data, loading, error } = useQuery(ProfilePageQuery, { skip: !sessionUser, fetchPolicy: 'cache-and-network' });
  const profile = data?.profile;

  useEffect(() => {
    if (!profile) return;
    emitAuthEvent('USER_UPDATED', null, { ...useAuthStore.getState().user, ...toAuthUser(profile) });
  }, [profile]);

  useEffect(() => {
    if (error) console.error('Failed to load profile', error);
  }, [error]);

  const user = profile ?? (sessionUser && !loading ? fromAuthUser(sessionUser) : null);
  return { user, loading: Boolean(sessionUser) && loading && !profile };
}
