import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { resendVerification } from '../api/auth-requests';
import { authMessages } from '../auth-messages';

interface ResendVerificationProps {
  /** Known e-mail (from the log-in form); without one, the visitor types it. */
  email?: string;
}

/** 'Resend verification email' (POST /api/auth/verify/resend), with its answer shown in place. */
export function ResendVerification({ email: knownEmail }: ResendVerificationProps) {
  const [email, setEmail] = useState(knownEmail ?? '');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const target = (knownEmail ?? email).trim();
    if (!target) {
      setResult({ ok: false, text: 'Please enter your email address.' });
      return;
    }
    setSending(true);
    try {
      setResult({ ok: true, text: await resendVerification(target) });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error, authMessages.unexpected) });
    } finally {
      setSending(false);
    }
  };

  const button = (
    <Button type="submit" variant="default" size="xs" leftSection={<IconMailForward size={14} />} loading={sending} disabled={result?.ok === true} w="fit-content">
      Resend verification email
    </Button>
  );

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="xs">
        {knownEmail === undefined && <TextInput label="Email" type="email" autoComplete="email" placeholder="you@example.com" value={email} onChange={(e) => setEmail(e.currentTarget.value)} size="sm" />}
        {button}
        {result && (
          <Alert color={result.ok ? 'green' : 'red'} variant="light" p="xs" role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
