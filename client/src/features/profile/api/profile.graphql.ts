import { graphql } from '../../../gql';

// The profile screen's operations. Every mutation answers the Profile with the
// fields this screen reads, so Apollo's normalized cache (Profile:<id>) updates every tab at once.

export const ProfilePageQuery = graphql(`
  query ProfilePage {
    profile {
      id
      email
      name
      firstName
      lastName
      jobTitle
      company
      location
      phoneNumber
      bio
      avatarUrl
      role
      createdAt
      lastSignInAt
      emailConfirmedAt
      twoFactorEnabled
      perDocumentNotices
      identities {
        id
        provider
        email
        createdAt
      }
      notificationPreferences {
        email
        projectUpdates
        marketingEmails
        productNews
      }
    }
  }
`);

export const ProfileUsageQuery = graphql(`
  query ProfileUsage {
    usageStats {
      projectsCreated
      documentsGenerated
      lastActive
      maxProjects
      maxDocuments
      inputTokens
      outputTokens
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      name
      firstName
      lastName
      jobTitle
      company
      location
      phoneNumber
      bio
    }
  }
`);

export const UpdateNotificationPreferencesMutation = graphql(`
  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!, $perDocumentNotices: Boolean) {
    updateNotificationPreferences(input: $input, perDocumentNotices: $perDocumentNotices) {
      id
      perDocumentNotices
      notificationPreferences {
        email
        projectUpdates
        marketingEmails
        productNews
      }
    }
  }
`);

export const RemoveAvatarMutation = graphql(`
  mutation RemoveAvatar {
    removeAvatar {
      id
      avatarUrl
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      message
    }
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($password: String!) {
    deleteAccount(password: $password) {
      message
    }
  }
`);

export const LinkGoogleAccountMutation = graphql(`
  mutation LinkGoogleAccount {
    linkGoogleAccount {
      url
    }
  }
`);
