import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { authMessages, verifyErrorMessages } from '../auth-messages';
import { ResendVerification } from './resend-verification';

type VerifyError = keyof typeof verifyErrorMessages;

function isVerifyError(value: string | null): value is VerifyError {
  return value !== null && value in verifyErrorMessages;
}

interface VerifyEmailNoticeProps {
  /** `?verified=1` from GET /api/auth/verify. */
  verified: boolean;
  /** `?verify_error=expired|used|invalid` from the same endpoint. */
  verifyError: string | null;
}

/** The landing of the e-mail verification link: a confirmation, or what went wrong and a resend. */
export function VerifyEmailNotice({ verified, verifyError }: VerifyEmailNoticeProps) {
  if (verifyError !== null) {
    const reason = isVerifyError(verifyError) ? verifyError : 'invalid';
    return (
      <Alert color="yellow" variant="light" title="Email not verified" icon={<IconAlertTriangle size={18} />} role="alert">
        <Stack gap="xs">
          <Text size="sm">{verifyErrorMessages[reason]}</Text>
          <ResendVerification />
        </Stack>
      </Alert>
    );
  }
  if (!verified) return null;
  return (
    <Alert color="green" variant="light" title="Email verified" icon={<IconCircleCheck size={18} />} role="status">
      {authMessages.emailVerified}
    </Alert>
  );
}
