import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { completeTwoFactorSignIn } from '../../../lib/auth';
import { errorMessage } from '../../../lib/error-message';
import { authMessages } from '../auth-messages';

interface TwoFactorStepProps {
  /** The single-use challenge of the TWO_FACTOR_REQUIRED answer. */
  challenge: string;
  /** Back to the password (the challenge expired, died of wrong codes, or the user wants to). */
  onRestart: (message?: string) => void;
}

/**
 * The log-in's second step for accounts with two-factor on: the 6-digit code from the
 * authenticator app, or one of the recovery codes. Success changes the auth state; the page redirects.
 */
export function TwoFactorStep({ challenge, onRestart }: TwoFactorStepProps) {
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: {
      code: (value) => {
        const code = value.replace(/\s/g, '');
        if (recovery) return code ? null : authMessages.recoveryCodeRequired;
        return /^\d{6}$/.test(code) ? null : authMessages.twoFactorCodeRequired;
      },
    },
  });
  const [submitting, setSubmitting] = useState(false);

  const submit = form.onSubmit(async ({ code }) => {
    setSubmitting(true);
    setError(null);
    try {
      const trimmed = code.trim();
      await completeTwoFactorSignIn(challenge, recovery ? { recoveryCode: trimmed } : { code: trimmed.replace(/\s/g, '') });
    } catch (failure) {
      setSubmitting(false);
      if (isApiError(failure) && failure.code === 'TWO_FACTOR_CHALLENGE_INVALID') {
        onRestart(failure.message);
        return;
      }
      setError(errorMessage(failure, authMessages.twoFactorFailed));
      form.setFieldValue('code', '');
    }
  });

  const switchMode = () => {
    setRecovery((current) => !current);
    setError(null);
    form.reset();
  };

  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconShieldLock size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">{recovery ? authMessages.recoveryCodePrompt : authMessages.twoFactorPrompt}</Text>
      </Group>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label="Two-factor verification">
        <Stack gap="md">
          {recovery ? (
            <TextInput key="recovery" label="Recovery code" placeholder="xxxx-xxxx-xxxx-xxxx" autoComplete="off" autoCapitalize="none" spellCheck={false} size="md" data-autofocus {...form.getInputProps('code')} />
          ) : (
            <TextInput key="totp" label="Authentication code" placeholder="123456" inputMode="numeric" autoComplete="one-time-code" maxLength={7} size="md" data-autofocus {...form.getInputProps('code')} />
          )}
          <Button type="submit" size="md" fullWidth loading={submitting}>
            Verify
          </Button>
        </Stack>
      </form>
      <Group justify="space-between">
        <Anchor component="button" type="button" size="sm" onClick={switchMode}>
          {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </Anchor>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => onRestart()}>
          Back to log in
        </Anchor>
      </Group>
    </Stack>
  );
}
