import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandGoogle, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useAppConfig } from '../../../lib/app-config';
import { LinkGoogleAccountMutation } from '../api/profile.graphql';
import type { ProfileUser } from '../hooks/use-profile';
import { ApiTokensCard } from './api-tokens-card';
import { ChangePasswordForm } from './change-password-form';
import { ModelCard } from './model-card';
import { TwoFactorCard } from './two-factor-card';

type WithIdentities = Pick<ProfileUser, 'identities'>;

export const hasGoogle = (user: WithIdentities): boolean => user.identities.some((identity) => identity.provider === 'google');
/** A password exists when the account has an e-mail identity (Google-only accounts have none). */
export const hasPassword = (user: WithIdentities): boolean => user.identities.length === 0 || user.identities.some((identity) => identity.provider === 'email');

function ConnectedAccounts({ user }: { user: ProfileUser }) {
  const [connecting, setConnecting] = useState(false);
  const [linkGoogle] = useMutation(LinkGoogleAccountMutation);
  const linked = hasGoogle(user);
  // Without GOOGLE_CLIENT_ID/SECRET on the server, linking can only fail (503): say so up front.
  const { googleSignIn } = useAppConfig();

  const connect = async () => {
    setConnecting(true);
    try {
      // The server answers with Google's consent URL; its callback returns to /profile?linked=google.
      const result = await linkGoogle();
      const url = result.data?.linkGoogleAccount.url;
      if (!url) throw new Error('No consent URL in the answer');
      window.location.assign(url);
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
              {linked || googleSignIn ? 'Sign in with your Google account' : 'Google sign-in is not configured on this server.'}
            </Text>
          </div>
        </Group>
        {linked ? (
          <Badge color="green" variant="light" size="lg" tt="none">
            Connected
          </Badge>
        ) : (
          <Button
            variant="default"
            onClick={() => void connect()}
            loading={connecting}
            disabled={!googleSignIn}
            aria-label="Connect Google account"
            // Beside a two-line reason on a phone: keep the whole word.
            style={{ flexShrink: 0 }}
          >
            Connect
          </Button>
        )}
      </Group>
    </Card>
  );
}

function StatusRow({ label, ok, text }: { label: string; ok: boolean; text: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" data-row={label}>
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

/**
 * Spec §2 Security Status: four rows. The two-factor row follows the account's real state (a
 * deliberate extension of the spec's "always 'Not enabled'", noted in the README).
 */
function SecurityStatus({ user }: { user: ProfileUser }) {
  const password = hasPassword(user);
  const google = hasGoogle(user);
  const verified = Boolean(user.emailConfirmedAt);
  return (
    <Card>
      <Title order={2} fz="h4" mb="sm">
        Security Status
      </Title>
      <Stack gap="xs" data-testid="security-status">
        <StatusRow label="Password protected" ok={password} text={password ? 'Enabled' : 'Not set'} />
        <StatusRow label="Google account" ok={google} text={google ? 'Linked' : 'Not linked'} />
        <StatusRow label="Two-factor authentication" ok={user.twoFactorEnabled} text={user.twoFactorEnabled ? 'Enabled' : 'Not enabled'} />
        <StatusRow label="Email verified" ok={verified} text={verified ? 'Verified' : 'Not verified'} />
      </Stack>
    </Card>
  );
}

export function SecurityTab({ user }: { user: ProfileUser }) {
  return (
    <Stack gap="lg">
      <ChangePasswordForm />
      <ConnectedAccounts user={user} />
      <TwoFactorCard enabled={user.twoFactorEnabled} />
      <SecurityStatus user={user} />
      <ApiTokensCard />
      <ModelCard />
    </Stack>
  );
}
