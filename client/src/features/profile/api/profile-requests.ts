import { api } from '../../../lib/api';
import type { AuthUser, NotificationPreferences } from '../../../lib/auth/auth-types';

/**
 * The profile's calls. The REST API routes profile, password and notification updates through the
 * authentication service first and then the product API; here both are this server, so each
 * update is a single call.
 */

export interface ProfileInput {
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  location: string;
  phoneNumber: string;
  bio: string;
}

export const profileRequests = {
  get: async (): Promise<AuthUser> => (await api.get<AuthUser>('/users/profile')).data,
  update: async (input: ProfileInput): Promise<AuthUser> => (await api.put<AuthUser>('/users/profile', input)).data,
  updateNotifications: async (notificationPreferences: NotificationPreferences): Promise<AuthUser> =>
    (await api.put<AuthUser>('/users/notifications', { notificationPreferences })).data,
  changePassword: async (currentPassword: string, newPassword: string): Promise<string> =>
    (await api.put<unknown>('/users/password', { currentPassword, newPassword })).message ?? 'Password updated successfully',
  /** A non-success status raises the server's message (the client's error); success defaults the message. */
  deleteAccount: async (password: string): Promise<string> =>
    (await api.delete<unknown>('/users/account', { query: { password } })).message ?? 'Account deleted successfully',
  uploadAvatar: async (file: File): Promise<AuthUser> => {
    const form = new FormData();
    form.append('avatar', file);
    return (await api.post<AuthUser>('/users/avatar', form)).data;
  },
  removeAvatar: async (): Promise<AuthUser> => (await api.delete<AuthUser>('/users/avatar')).data,
  linkGoogle: async (): Promise<string> => (await api.post<{ url: string }>('/auth/google/link')).data.url,
};

export interface UsageStats {
  projectsCreated: number;
  documentsGenerated: number;
  lastActive: string | null;
  maxProjects: number;
  maxDocuments: number;
}

/** GET /api/users/usage: the usage statistics, plus the plan's limits. */
export const usageRequests = {
  get: async (): Promise<Partial<UsageStats>> => (await api.get<Partial<UsageStats>>('/users/usage', { quiet: true })).data,
};
