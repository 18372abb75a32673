import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { errorMessage } from '../../../lib/error-message';
import { firstError, zodValidator } from '../../../lib/forms';
import { signUp } from '../api/auth-requests';
import { authMessages } from '../auth-messages';
import { SIGNUP_ORDER, signupSchema } from '../auth-schemas';

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
  const form = useForm({ initialValues: { name: '', email: '', password: '' }, validate: zodValidator(signupSchema) });
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);

  // One alert instead of per-field errors: a failed check becomes the alert's text.
  const submit = form.onSubmit(
    async ({ name, email, password }) => {
      setSuccess(false);
      setError(null);
      try {
        await signUp({ name: name.trim(), email: email.trim(), password });
        setSuccess(true);
        form.reset();
      } catch (failure) {
        setError(errorMessage(failure, authMessages.signupFailed, authMessages.unexpected));
      }
    },
    (errors) => {
      setSuccess(false);
      setError(firstError(errors, SIGNUP_ORDER) ?? authMessages.credentialsRequired);
    },
  );

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
          <TextInput label="Name" autoComplete="name" placeholder="Ada Lovelace" {...form.getInputProps('name', { withError: false })} required size="md" />
          <TextInput label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...form.getInputProps('email', { withError: false })} required size="md" />
          <Stack gap="xs">
            <PasswordInput label="Password" autoComplete="new-password" placeholder="At least 8 characters" {...form.getInputProps('password', { withError: false })} required size="md" aria-describedby="signup-password-strength" />
            <PasswordStrengthMeter password={form.values.password} id="signup-password-strength" />
          </Stack>
          <Button type="submit" size="md" fullWidth loading={form.submitting}>
            Sign Up
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
