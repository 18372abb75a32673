import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { errorMessage } from '../../../lib/error-message';
import { signUp } from '../api/auth-requests';
import { authMessages } from '../auth-messages';

const MIN_PASSWORD_LENGTH = 8;

/** Only in `vite dev`: without SMTP the server keeps mails in a local mailbox page. */
function DevMailboxHint() {
  if (!import.meta.env.DEV) return null;
  return (
    <Text size="xs" c="dimmed" mt={6}>
      Developing locally? The verification mail is in the{' '}
      <Anchor href="/dev/mailbox" target="_blank" rel="noopener noreferrer" size="xs">
        dev mailbox
      </Anchor>
      .
    </Text>
  );
}

/** The Sign Up tab: name, e-mail, password with the strength meter. */
export function SignupForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSuccess(false);
    if (!name.trim() || !email.trim() || !password) {
      setError(authMessages.credentialsRequired);
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(authMessages.passwordTooShort);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await signUp({ name: name.trim(), email: email.trim(), password });
      setSuccess(true);
      setName('');
      setEmail('');
      setPassword('');
    } catch (failure) {
      setError(errorMessage(failure, authMessages.signupFailed, authMessages.unexpected));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="md">
      {success && (
        <Alert color="green" variant="light" title="Success!" icon={<IconCircleCheck size={18} />} role="status">
          {/* One message: the spec's success text, and in the same paragraph what an existing
              account does instead (sign-up answers alike for both, so nobody can probe addresses). */}
          <Text size="sm" data-testid="signup-success">
            {authMessages.signupSuccess} {authMessages.signupExistingHint}
          </Text>
          <DevMailboxHint />
        </Alert>
      )}
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label="Sign up">
        <Stack gap="md">
          <TextInput label="Name" autoComplete="name" placeholder="Ada Lovelace" value={name} onChange={(e) => setName(e.currentTarget.value)} required size="md" />
          <TextInput label="Email" type="email" autoComplete="email" placeholder="you@example.com" value={email} onChange={(e) => setEmail(e.currentTarget.value)} required size="md" />
          <Stack gap="xs">
            <PasswordInput label="Password" autoComplete="new-password" placeholder="At least 8 characters" value={password} onChange={(e) => setPassword(e.currentTarget.value)} required size="md" aria-describedby="signup-password-strength" />
            <PasswordStrengthMeter password={password} id="signup-password-strength" />
          </Stack>
          <Button type="submit" size="md" fullWidth loading={submitting}>
            Sign Up
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
