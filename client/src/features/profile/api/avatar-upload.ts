import { api } from '../../../lib/api';

/**
 * File upload stays on REST (multipart; GraphQL here carries no files): POST /api/users/avatar
 * answers the REST user, of which this screen needs the new picture's URL.
 */
export async function uploadAvatar(file: File): Promise<string | null> {
  const form = new FormData();
  form.append('avatar', file);
  const user = (await api.post<{ avatar_url?: string | null }>('/users/avatar', form)).data;
  return user.avatar_url ?? null;
}
