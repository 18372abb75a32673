import { Avatar, Button, Card, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { uploadAvatar } from '../api/avatar-upload';
import { RemoveAvatarMutation } from '../api/profile.graphql';
import type { ProfileUser } from '../hooks/use-profile';

const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
const ACCEPTED = 'image/png,image/jpeg,image/webp';

/** Spec §2 Layout fallbacks: the first letter of the name, else of the e-mail. */
export function avatarInitial(user: Pick<ProfileUser, 'name' | 'email'>): string {
  return (user.name?.trim() || user.email?.trim() || '').charAt(0).toUpperCase();
}

interface AvatarSectionProps {
  user: ProfileUser;
}

/** Profile picture: upload a PNG, JPEG or WebP of at most 2 MB, or remove it. */
export function AvatarSection({ user }: AvatarSectionProps) {
  const [busy, setBusy] = useState(false);
  const client = useApolloClient();
  const [removeAvatar] = useMutation(RemoveAvatarMutation);
  const name = user.name?.trim() || 'User';
  const src = user.avatarUrl || null;

  // The upload answers over REST: its URL goes into the cached Profile, which every reader shows.
  const uploadAndCache = async (file: File) => {
    const avatarUrl = await uploadAvatar(file);
    client.cache.modify({ id: client.cache.identify({ __typename: 'Profile', id: user.id }), fields: { avatarUrl: () => avatarUrl } });
  };

  const run = async (task: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    try {
      await task();
      notifications.show({ color: 'green', message: success });
    } catch (error) {
      const message = graphqlErrorMessage(error, errorMessage(error, 'An unexpected error occurred'));
      notifications.show({ color: 'red', message: `${failure}: ${message}` });
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
    void run(() => uploadAndCache(file), 'Profile updated successfully', 'Failed to update profile');
  };

  return (
    <Card>
      <Group gap="lg" wrap="nowrap" align="center">
        <Avatar src={src} alt={`${name}'s profile picture`} size={72} radius="xl" color="ember" variant="filled">
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
            {src && (
              <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} disabled={busy} onClick={() => void run(() => removeAvatar(), 'Profile picture removed', 'Failed to remove picture')}>
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
