import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandGoogle, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { AuthUser } from '../../../lib/auth/auth-types';
import { profileRequests } from '../api/profile-requests';
import { ChangePasswordForm } from './change-password-form';

export const hasGoogle = (user: AuthUser): boolean => (user.identities ?? []).some((identity) => identity.provider === 'google');
/** A password exists when the account has an e-mail identity (Google-only accounts have none). */
export const hasPassword = (user: AuthUser): boolean =>
  (user.identities ?? []).length === 0 || (user.identities ?? []).some((identity) => identity.provider === 'email');

function ConnectedAccounts({ user }: { user: AuthUser }) {
  const [connecting, setConnecting] = useState(false);
  const linked = hasGoogle(user);

  const connect = async () => {
    setConnecting(true);
    try {
      // The server answers with Google's consent URL; its callback returns to /profile?linked=google.
      window.location.assign(await profileRequests.linkGoogle());
    } catch (error) {
      console.error('Failed to link Google account', error);
      notifications.show({ color: 'red', message: 'Failed to link Google account' });
      setConnecting(false);
    }
  };

  return (
    <Card>
      <Title order={2} fz="h4" mb="sm">
        Connected Accounts
      </Title>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="xl" variant="light" color="gray" aria-hidden>
            <IconBrandGoogle size={18} />
          </ThemeIcon>
          <div>
            <Text fw={600}>Google</Text>
            <Text size="sm" c="dimmed">
              Sign in with your Google account
            </Text>
          </div>
        </Group>
        {linked ? (
          <Badge color="green" variant="light" size="lg" tt="none">
            Connected
          </Badge>
        ) : (
          <Button variant="default" onClick={() => void connect()} loading={connecting} aria-label="Connect Google account">
            Connect
          </Button>
        )}
      </Group>
    </Card>
  );
}

function StatusRow({ label, ok, text }: { label: string; ok: boolean; text: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size={22} radius="xl" variant="light" color={ok ? 'green' : 'gray'} aria-hidden>
          {ok ? <IconCheck size={14} /> : <IconX size={14} />}
        </ThemeIcon>
        <Text size="sm">{label}</Text>
      </Group>
      <Text size="sm" fw={600}>
        {text}
      </Text>
    </Group>
  );
}

/** Security Status: four rows, two-factor authentication always 'Not enabled'. */
function SecurityStatus({ user }: { user: AuthUser }) {
  const password = hasPassword(user);
  const google = hasGoogle(user);
  const verified = Boolean(user.email_confirmed_at);
  return (
    <Card>
      <Title order={2} fz="h4" mb="sm">
        Security Status
      </Title>
      <Stack gap="xs" data-testid="security-status">
        <StatusRow label="Password protected" ok={password} text={password ? 'Enabled' : 'Not set'} />
        <StatusRow label="Google account" ok={google} text={google ? 'Linked' : 'Not linked'} />
        <StatusRow label="Two-factor authentication" ok={false} text="Not enabled" />
        <StatusRow label="Email verified" ok={verified} text={verified ? 'Verified' : 'Not verified'} />
      </Stack>
    </Card>
  );
}

export function SecurityTab({ user }: { user: AuthUser }) {
  return (
    <Stack gap="lg">
      <ChangePasswordForm />
      <ConnectedAccounts user={user} />
      <SecurityStatus user={user} />
    </Stack>
  );
}
