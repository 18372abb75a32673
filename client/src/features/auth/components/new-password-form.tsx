import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { isApiError } from '../../../lib/api-client';
import { clearLocalSession } from '../../../lib/auth';
import { resetPassword } from '../api/auth-requests';
import { authMessages } from '../auth-messages';

const MIN_PASSWORD_LENGTH = 8;

/** Reset mode of the reset dialog: the link's token plus a new password. */
export function NewPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirmation) {
      setError(authMessages.passwordsMismatch);
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(authMessages.passwordTooShort);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await resetPassword(token, password);
      // The server ended every session of this account; forget ours so 'Return to login' logs in afresh.
      clearLocalSession();
      onReset();
    } catch (failure) {
      const specific = isApiError(failure) && (failure.code === 'VALIDATION_FAILED' || failure.code === 'RATE_LIMITED');
      setError(specific && isApiError(failure) ? failure.message : authMessages.resetFailed);
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Stack gap="xs">
          <PasswordInput label="New password" autoComplete="new-password" placeholder="At least 8 characters" value={password} onChange={(e) => setPassword(e.currentTarget.value)} required data-autofocus aria-describedby="reset-password-strength" />
          <PasswordStrengthMeter password={password} id="reset-password-strength" />
        </Stack>
        <PasswordInput label="Confirm new password" autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.currentTarget.value)} required />
        <Button type="submit" fullWidth loading={saving}>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}
