import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { initializeAuth, safeRedirectPath } from '../../../lib/auth';
import { authMessages } from '../auth-messages';

/**
 * /auth/callback: where Google sign-in lands. The server has set the refresh cookie (or put
 * `error` and `message` in the query); reading the session decides where the visitor goes.
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;

    const toAuthWithError = (message: string) => navigate(paths.auth, { replace: true, state: { error: true, message } });

    // The app's start-up already asks for the session; this shares that one request.
    const restored = initializeAuth();

    // Google proved who it is, but the account has two-factor on: the log-in page asks for the code.
    const challenge = params.get('two_factor');
    if (challenge) {
      void navigate(paths.auth, { replace: true, state: { twoFactorChallenge: challenge, from: safeRedirectPath(params.get('redirect')) } });
      return;
    }

    if (params.has('error')) {
      void toAuthWithError(params.get('message') || authMessages.callbackFailed);
      return;
    }

    restored.then(
      ({ session, error }) => {
        if (error) void toAuthWithError(authMessages.callbackUnexpected);
        else if (session) void navigate(safeRedirectPath(params.get('redirect')), { replace: true });
        else void navigate(paths.auth, { replace: true });
      },
      () => void toAuthWithError(authMessages.callbackUnexpected),
    );
  }, [navigate, params]);

  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="md">
        <Loader type="dots" size="lg" />
        <Text fw={500}>{authMessages.completing}</Text>
      </Stack>
    </Center>
  );
}
