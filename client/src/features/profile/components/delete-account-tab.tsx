import { Alert, Anchor, Button, Card, Group, Modal, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useSignOut } from '../../../lib/auth/use-auth';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { DeleteAccountMutation } from '../api/profile.graphql';
import type { ProfileUser } from '../hooks/use-profile';
import { hasPassword } from './security-tab';

/** The confirmation keyword. */
export const DELETE_KEYWORD = 'DELETE';

/** The text must be exactly DELETE. */
export function validateDeleteConfirmation(text: string): string | null {
  return text === DELETE_KEYWORD ? null : 'Please type DELETE to confirm';
}

export function validateDeletePassword(password: string): string | null {
  return password ? null : 'Password is required';
}

/** Delete Account: warning, type DELETE, password dialog, then the user is logged out. */
export function DeleteAccountTab({ user }: { user: ProfileUser }) {
  const signOut = useSignOut();
  const [deleteAccount] = useMutation(DeleteAccountMutation);
  const [confirmation, setConfirmation] = useState('');
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const openDialog = (event: FormEvent) => {
    event.preventDefault();
    const error = validateDeleteConfirmation(confirmation);
    setConfirmError(error);
    if (!error) setDialogOpen(true);
  };

  const closeDialog = () => {
    setDialogOpen(false);
    setPassword('');
    setPasswordError(null);
  };

  const confirmDelete = async (event: FormEvent) => {
    event.preventDefault();
    const error = validateDeletePassword(password);
    setPasswordError(error);
    if (error) return;
    setDeleting(true);
    try {
      await deleteAccount({ variables: { password } });
      notifications.show({ color: 'green', title: 'Account Deleted', message: 'Your account has been permanently deleted.' });
      closeDialog();
      await signOut();
    } catch (failure) {
      notifications.show({ color: 'red', title: 'Delete Failed', message: graphqlErrorMessage(failure, 'Failed to delete account') });
      closeDialog();
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="h4">
          Delete Account
        </Title>
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title="This action cannot be undone">
          Deleting your account permanently removes your profile, your projects, their documents and your notifications.
        </Alert>
        {!hasPassword(user) && (
          <Alert color="blue" variant="light" icon={<IconKey size={20} />} title="Set a password first">
            You sign in with Google, so your account has no password yet, and deleting it asks for one. Request a reset link on the{' '}
            <Anchor component={Link} to={paths.resetPassword}>
              reset password page
            </Anchor>{' '}
            with your e-mail address ({user.email}); the link lets you choose a password. Then come back here.
          </Alert>
        )}
        <form onSubmit={openDialog} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Type DELETE to confirm"
              value={confirmation}
              error={confirmError}
              autoComplete="off"
              onChange={(event) => {
                setConfirmation(event.currentTarget.value);
                setConfirmError(null);
              }}
            />
            <Group justify="flex-end">
              <Button type="submit" color="red.9" disabled={confirmation === ''}>
                Delete Account
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
      <Modal opened={dialogOpen} onClose={closeDialog} title={<Text fw={650}>Confirm account deletion</Text>} closeButtonProps={{ 'aria-label': 'Close' }} centered>
        <form onSubmit={(event) => void confirmDelete(event)} noValidate>
          <Stack gap="md">
            <Text size="sm">Enter your password to permanently delete your account.</Text>
            <PasswordInput
              label="Password"
              value={password}
              error={passwordError}
              autoComplete="current-password"
              data-autofocus
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setPasswordError(null);
              }}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={closeDialog} disabled={deleting}>
                Cancel
              </Button>
              <Button type="submit" color="red.9" loading={deleting}>
                Permanently Delete
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
