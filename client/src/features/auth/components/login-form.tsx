import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { signInWithPassword } from '../../../lib/auth';
import { errorMessage } from '../../../lib/error-message';
import { authMessages } from '../auth-messages';
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);
  const [challenge, setChallenge] = useState<string | null>(initialChallenge);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !password) {
      setError({ text: authMessages.credentialsRequired });
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await signInWithPassword(trimmedEmail, password);
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'TWO_FACTOR_REQUIRED' && failure.challenge) {
        setChallenge(failure.challenge);
        setSubmitting(false);
        return;
      }
      const unconfirmed = isApiError(failure) && failure.code === 'EMAIL_NOT_CONFIRMED';
      setError({
        text: errorMessage(failure, authMessages.loginFailed),
        unconfirmedEmail: unconfirmed ? trimmedEmail : undefined,
      });
      setSubmitting(false);
    }
  };

  if (challenge) {
    const restart = (message?: string) => {
      setChallenge(null);
      setPassword('');
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
          <TextInput label="Email" type="email" autoComplete="email" placeholder="you@example.com" value={email} onChange={(e) => setEmail(e.currentTarget.value)} required size="md" />
          <Stack gap={6}>
            <PasswordInput label="Password" autoComplete="current-password" placeholder="Your password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} required size="md" />
            <Group justify="flex-end">
              <Anchor component={Link} to="/reset-password" size="sm" fw={500}>
                Forgot password?
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" size="md" fullWidth loading={submitting}>
            Log In
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
