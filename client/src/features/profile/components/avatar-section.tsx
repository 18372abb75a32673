import { Avatar, Button, Card, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { AuthUser } from '../../../lib/auth/auth-types';
import { errorMessage } from '../../../lib/error-message';
import { profileRequests } from '../api/profile-requests';

const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
const ACCEPTED = 'image/png,image/jpeg,image/webp';

/** Layout fallbacks: the first letter of the name, else of the e-mail. */
export function avatarInitial(user: Pick<AuthUser, 'name' | 'email'>): string {
  return (user.name?.trim() || user.email?.trim() || '').charAt(0).toUpperCase();
}

/** `avatar_url` from the accounts API, or `avatarUrl` where a server sends that spelling. */
export function avatarSrc(user: AuthUser): string | null {
  return user.avatar_url || (user as { avatarUrl?: string | null }).avatarUrl || null;
}

interface AvatarSectionProps {
  user: AuthUser;
  onChanged: (user: AuthUser) => void;
}

/** Profile picture: upload a PNG, JPEG or WebP of at most 2 MB, or remove it. */
export function AvatarSection({ user, onChanged }: AvatarSectionProps) {
  const [busy, setBusy] = useState(false);
  const name = user.name?.trim() || 'User';

  const run = async (task: () => Promise<AuthUser>, success: string, failure: string) => {
    setBusy(true);
    try {
      onChanged(await task());
      notifications.show({ color: 'green', message: success });
    } catch (error) {
      notifications.show({ color: 'red', message: `${failure}: ${errorMessage(error, 'An unexpected error occurred')}` });
    } finally {
      setBusy(false);
    }
  };

  const upload = (file: File | null) => {
    if (!file) return;
    if (!ACCEPTED.split(',').includes(file.type)) {
      notifications.show({ color: 'red', message: 'Please choose a PNG, JPEG or WebP image' });
      return;
    }
    if (file.size > MAX_AVATAR_BYTES) {
      notifications.show({ color: 'red', message: 'The image must be at most 2 MB' });
      return;
    }
    void run(() => profileRequests.uploadAvatar(file), 'Profile picture updated', 'Failed to upload picture');
  };

  return (
    <Card>
      <Group gap="lg" wrap="nowrap" align="center">
        <Avatar src={avatarSrc(user)} alt={`${name}'s profile picture`} size={72} radius="xl" color="ember" variant="filled">
          <Text fz={28} fw={700} c="inherit">
            {avatarInitial(user)}
          </Text>
        </Avatar>
        <Stack gap={6}>
          <div>
            <Text fw={650}>{name}</Text>
            <Text size="sm" c="dimmed">
              {user.email}
            </Text>
          </div>
          <Group gap="xs">
            <FileButton onChange={upload} accept={ACCEPTED} disabled={busy} inputProps={{ 'aria-label': 'Upload profile picture' }}>
              {(props) => (
                <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />} loading={busy}>
                  Upload picture
                </Button>
              )}
            </FileButton>
            {avatarSrc(user) && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                disabled={busy}
                onClick={() => void run(() => profileRequests.removeAvatar(), 'Profile picture removed', 'Failed to remove picture')}
              >
                Remove
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            PNG, JPEG or WebP, up to 2 MB.
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
