import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { ProfilePageQuery } from '../api/profile.graphql';
import { DisableTwoFactorMutation, EnableTwoFactorMutation, SetupTwoFactorMutation } from '../api/two-factor.graphql';
import { RecoveryCodes, TwoFactorEnrol } from './two-factor-enrol';

type Step = { kind: 'idle' } | { kind: 'enrol'; secret: string; otpauthUrl: string } | { kind: 'codes'; codes: string[] };

/** Turning two-factor off: the password and a code from the app or a recovery code. */
function DisableForm({ onDone }: { onDone: () => void }) {
  const [disable] = useMutation(DisableTwoFactorMutation, { refetchQueries: [ProfilePageQuery] });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', code: '' },
    validate: {
      password: (value) => (value ? null : 'Password is required'),
      code: (value) => (value.trim() ? null : 'Enter a code from your app or a recovery code'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setProblem(null);
    try {
      const result = await disable({ variables: { password: values.password, code: values.code.trim() } });
      notifications.show({ color: 'green', message: result.data?.disableTwoFactor.message ?? 'Two-factor authentication is turned off' });
      form.reset();
      onDone();
    } catch (error) {
      setProblem(graphqlErrorMessage(error, 'Two-factor authentication could not be turned off'));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Turn off two-factor authentication">
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <TextInput label="Code from the app or a recovery code" autoComplete="one-time-code" {...form.getInputProps('code')} />
        <Button type="submit" color="red" variant="light" loading={saving} w="fit-content">
          Turn off two-factor authentication
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Profile → Security: two-factor authentication with an authenticator app. Off: set it up (QR
 * code and key, then a code), see the recovery codes once. On: turn it off with password + code.
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const [setup, { loading: starting }] = useMutation(SetupTwoFactorMutation);
  const [enable] = useMutation(EnableTwoFactorMutation, { refetchQueries: [ProfilePageQuery] });
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [disabling, setDisabling] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async () => {
    setProblem(null);
    try {
      const result = await setup();
      const answer = result.data?.setupTwoFactor;
      if (!answer) throw new Error('No secret in the answer');
      setStep({ kind: 'enrol', secret: answer.secret, otpauthUrl: answer.otpauthUrl });
    } catch (error) {
      setProblem(graphqlErrorMessage(error, 'Two-factor set-up could not start'));
    }
  };

  const confirm = async (code: string) => {
    try {
      const result = await enable({ variables: { code } });
      setStep({ kind: 'codes', codes: result.data?.enableTwoFactor.recoveryCodes ?? [] });
    } catch (error) {
      throw new Error(graphqlErrorMessage(error, 'The code could not be checked'), { cause: error });
    }
  };

  return (
    <Card>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="h4">
          Two-factor authentication
        </Title>
        <Badge color={enabled ? 'green' : 'gray'} variant="light" size="lg" tt="none" style={{ flexShrink: 0 }}>
          {enabled ? 'Enabled' : 'Not enabled'}
        </Badge>
      </Group>
      <Stack gap="md">
        {step.kind === 'codes' && <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />}
        {step.kind === 'enrol' && <TwoFactorEnrol secret={step.secret} otpauthUrl={step.otpauthUrl} onEnable={confirm} onCancel={() => setStep({ kind: 'idle' })} />}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {step.kind === 'idle' && !enabled && (
          <>
            <Text size="sm" c="dimmed">
              Logging in will also ask for a code from an authenticator app on your phone.
            </Text>
            <Button onClick={() => void start()} loading={starting} w="fit-content">
              Set up two-factor authentication
            </Button>
          </>
        )}
        {step.kind !== 'enrol' && enabled && (
          <>
            <Text size="sm" c="dimmed">
              Logging in asks for a code from your authenticator app or one of your recovery codes.
            </Text>
            {disabling ? (
              <DisableForm onDone={() => setDisabling(false)} />
            ) : (
              <Button variant="default" onClick={() => setDisabling(true)} w="fit-content">
                Turn off…
              </Button>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
