import { Box, Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconKey } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { emitAuthEvent } from '../../../lib/auth';
import { authMessages } from '../auth-messages';
import { NewPasswordForm } from './new-password-form';
import { RequestResetForm } from './request-reset-form';

type Mode = 'request' | 'reset' | 'success';

/**
 * The reset dialog of /reset-password and /auth/reset-password: request mode without a token,
 * reset mode with `?token=`, then a success view.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  const mode: Mode = done ? 'success' : token ? 'reset' : 'request';
  const toLogin = () => void navigate(paths.auth);

  useEffect(() => {
    // Arriving through a reset link is the spec's "password recovery" auth event.
    if (token) emitAuthEvent('PASSWORD_RECOVERY', null);
  }, [token]);

  const title = mode === 'reset' ? 'Choose a new password' : mode === 'success' ? 'All set' : 'Reset your password';
  const successText = token ? authMessages.resetSuccess : authMessages.resetRequestSuccess;

  return (
    <Box mih="70vh">
      <Modal opened onClose={toLogin} centered closeOnClickOutside={false} withCloseButton={false} radius="lg" padding="xl" overlayProps={{ backgroundOpacity: 0.25, blur: 2 }} aria-labelledby="reset-dialog-title">
        <Stack gap="lg">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light" color={mode === 'success' ? 'green' : undefined}>
              {mode === 'success' ? <IconCircleCheck size={22} /> : <IconKey size={22} />}
            </ThemeIcon>
            <Title order={2} fz={22} id="reset-dialog-title">
              {title}
            </Title>
          </Group>

          {mode === 'request' && <RequestResetForm onSent={() => setDone(true)} />}
          {mode === 'reset' && token && <NewPasswordForm token={token} onReset={() => setDone(true)} />}
          {mode === 'success' && (
            <Stack gap="md">
              <Text size="sm" role="status">
                {successText}
              </Text>
              <Button onClick={toLogin} fullWidth>
                Return to login
              </Button>
            </Stack>
          )}

          {mode !== 'success' && (
            <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} onClick={toLogin} w="fit-content">
              Back to login
            </Button>
          )}
        </Stack>
      </Modal>
    </Box>
  );
}
