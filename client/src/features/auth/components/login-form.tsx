import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { signInWithPassword } from '../../../lib/auth';
import { errorMessage } from '../../../lib/error-message';
import { firstError, zodValidator } from '../../../lib/forms';
import { authMessages } from '../auth-messages';
import { LOGIN_ORDER, loginSchema } from '../auth-schemas';
import { ResendVerification } from './resend-verification';
import { TwoFactorStep } from './two-factor-step';

interface LoginError {
  text: string;
  /** The e-mail that is not confirmed yet, to offer a new verification link for. */
  unconfirmedEmail?: string;
}

/**
 * The Log In tab. A successful log-in changes the auth state; the page then redirects. An account
 * with two-factor on answers TWO_FACTOR_REQUIRED: the tab then asks for the code.
 */
export function LoginForm({ initialChallenge = null }: { initialChallenge?: string | null }) {
  const form = useForm({ initialValues: { email: '', password: '' }, validate: zodValidator(loginSchema) });
  const [error, setError] = useState<LoginError | null>(null);
  const [challenge, setChallenge] = useState<string | null>(initialChallenge);

  // The form shows one alert, not per-field errors: a failed check becomes the alert's text.
  const submit = form.onSubmit(
    async ({ email, password }) => {
      const trimmedEmail = email.trim();
      setError(null);
      try {
        await signInWithPassword(trimmedEmail, password);
      } catch (failure) {
        if (isApiError(failure) && failure.code === 'TWO_FACTOR_REQUIRED' && failure.challenge) {
          setChallenge(failure.challenge);
          return;
        }
        const unconfirmed = isApiError(failure) && failure.code === 'EMAIL_NOT_CONFIRMED';
        setError({
          text: errorMessage(failure, authMessages.loginFailed),
          unconfirmedEmail: unconfirmed ? trimmedEmail : undefined,
        });
      }
    },
    (errors) => setError({ text: firstError(errors, LOGIN_ORDER) ?? authMessages.credentialsRequired }),
  );

  if (challenge) {
    const restart = (message?: string) => {
      setChallenge(null);
      form.setFieldValue('password', '');
      setError(message ? { text: message } : null);
    };
    return <TwoFactorStep challenge={challenge} onRestart={restart} />;
  }

  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          <Stack gap="xs">
            <Text size="sm">{error.text}</Text>
            {error.unconfirmedEmail && <ResendVerification email={error.unconfirmedEmail} />}
          </Stack>
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label="Log in">
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...form.getInputProps('email', { withError: false })} required size="md" />
          <Stack gap={6}>
            <PasswordInput label="Password" autoComplete="current-password" placeholder="Your password" {...form.getInputProps('password', { withError: false })} required size="md" />
            <Group justify="flex-end">
              <Anchor component={Link} to="/reset-password" size="sm" fw={500}>
                Forgot password?
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" size="md" fullWidth loading={form.submitting}>
            Log In
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
