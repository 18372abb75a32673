import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { isApiError } from '../../../lib/api-client';
import { clearLocalSession } from '../../../lib/auth';
import { firstError, zodValidator } from '../../../lib/forms';
import { resetPassword } from '../api/auth-requests';
import { authMessages } from '../auth-messages';
import { NEW_PASSWORD_ORDER, newPasswordSchema } from '../auth-schemas';

/** Reset mode of the reset dialog: the link's token plus a new password. */
export function NewPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const form = useForm({ initialValues: { password: '', confirmation: '' }, validate: zodValidator(newPasswordSchema) });
  const [error, setError] = useState<string | null>(null);

  const submit = form.onSubmit(
    async ({ password }) => {
      setError(null);
      try {
        await resetPassword(token, password);
        // The server ended every session of this account; forget ours so 'Return to login' logs in afresh.
        clearLocalSession();
        onReset();
      } catch (failure) {
        const specific = isApiError(failure) && (failure.code === 'VALIDATION_FAILED' || failure.code === 'RATE_LIMITED');
        setError(specific && isApiError(failure) ? failure.message : authMessages.resetFailed);
      }
    },
    (errors) => setError(firstError(errors, NEW_PASSWORD_ORDER)),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Stack gap="xs">
          <PasswordInput label="New password" autoComplete="new-password" placeholder="At least 8 characters" {...form.getInputProps('password', { withError: false })} required data-autofocus aria-describedby="reset-password-strength" />
          <PasswordStrengthMeter password={form.values.password} id="reset-password-strength" />
        </Stack>
        <PasswordInput label="Confirm new password" autoComplete="new-password" {...form.getInputProps('confirmation', { withError: false })} required />
        <Button type="submit" fullWidth loading={form.submitting}>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}
