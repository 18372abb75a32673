import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { firstError, zodValidator } from '../../../lib/forms';
import { requestPasswordReset } from '../api/auth-requests';
import { authMessages } from '../auth-messages';
import { requestResetSchema } from '../auth-schemas';

/** Request mode of the reset dialog: e-mail in, reset link out (same answer for unknown e-mails). */
export function RequestResetForm({ onSent }: { onSent: () => void }) {
  const form = useForm({ initialValues: { email: '' }, validate: zodValidator(requestResetSchema) });
  const [error, setError] = useState<string | null>(null);

  const submit = form.onSubmit(
    async ({ email }) => {
      setError(null);
      try {
        await requestPasswordReset(email.trim());
        // Loaded on demand, like the toasts' container: the /auth entry stays small.
        void import('@mantine/notifications').then(({ notifications }) => notifications.show({ color: 'green', message: authMessages.resetRequestSent }));
        onSent();
      } catch (failure) {
        // Rate limiting says when to try again; every other failure gets the spec's text.
        setError(isApiError(failure) && failure.code === 'RATE_LIMITED' ? failure.message : authMessages.resetRequestFailed);
      }
    },
    (errors) => setError(firstError(errors, ['email'])),
  );

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
        <TextInput label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...form.getInputProps('email', { withError: false })} required data-autofocus />
        <Button type="submit" fullWidth loading={form.submitting}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
