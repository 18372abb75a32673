import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client';
import { requestPasswordReset } from '../api/auth-requests';
import { authMessages } from '../auth-messages';

/** Request mode of the reset dialog: e-mail in, reset link out (same answer for unknown e-mails). */
export function RequestResetForm({ onSent }: { onSent: () => void }) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError('Please enter your email address.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      // Loaded on demand, like the toasts' container: the /auth entry stays small.
      void import('@mantine/notifications').then(({ notifications }) => notifications.show({ color: 'green', message: authMessages.resetRequestSent }));
      onSent();
    } catch (failure) {
      // Rate limiting says when to try again; every other failure gets the spec's text.
      setError(isApiError(failure) && failure.code === 'RATE_LIMITED' ? failure.message : authMessages.resetRequestFailed);
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Request a reset link">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the email address of your account and we'll send you a link to choose a new password.
        </Text>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="email" placeholder="you@example.com" value={email} onChange={(e) => setEmail(e.currentTarget.value)} required data-autofocus />
        <Button type="submit" fullWidth loading={sending}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
