import { Alert, Anchor, Container, Divider, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { LogoMark } from '../../../components/logo';
import { PageLoader } from '../../../components/page-loader';
import { fromState, safeRedirectPath, useAuth } from '../../../lib/auth';
import { browser } from '../../../lib/browser';
import { googleSignInUrl } from '../api/auth-requests';
import { authMessages } from '../auth-messages';
import { useAuthProviders } from '../hooks/use-auth-providers';
import { GoogleSignInButton } from './google-sign-in-button';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';
import { VerifyEmailNotice } from './verify-email-notice';

type AuthTab = 'login' | 'signup';

interface AuthNavigationState {
  tab?: unknown;
  /** Set by the auth callback screen when Google sign-in failed. */
  error?: unknown;
  message?: unknown;
  /** Set by the auth callback screen when Google sign-in needs the two-factor code. */
  twoFactorChallenge?: unknown;
}

function navigationState(state: unknown): AuthNavigationState {
  return typeof state === 'object' && state !== null ? (state as AuthNavigationState) : {};
}

const policyLinks = [
  { to: paths.termsOfService, label: 'Terms of Service' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.cookiePolicy, label: 'Cookie Policy' },
] as const;

function PolicyLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed" underline="always">
      {label}
    </Anchor>
  );
}

/**
 * /auth: once authenticated, on to the originally requested location (history replaced) or /;
 * otherwise the Log In and Sign Up tabs.
 */
export function AuthPage() {
  const location = useLocation();
  const { status } = useAuth();
  const target = safeRedirectPath(fromState(location.state));
  if (status === 'authenticated') return <Navigate to={target} replace />;
  if (status === 'loading') return <PageLoader />;
  return <AuthScreen target={target} />;
}

/** The tabs, Google sign-in, and the landings of the e-mail links, for a visitor not signed in. */
function AuthScreen({ target }: { target: string }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const providers = useAuthProviders();
  const state = navigationState(location.state);

  const [tab, setTab] = useState<AuthTab>(() => (params.get('signup') === 'true' || state.tab === 'signup' ? 'signup' : 'login'));
  const [googleRedirecting, setGoogleRedirecting] = useState(false);
  const [googleError, setGoogleError] = useState<string | null>(null);
  const autoStarted = useRef(false);

  const startGoogle = useCallback(() => {
    setGoogleError(null);
    setGoogleRedirecting(true);
    browser.assign(googleSignInUrl(target));
  }, [target]);

  // ?provider=google starts Google sign-in by itself, once (this screen is only for visitors not signed in).
  const wantsGoogle = params.get('provider') === 'google';
  useEffect(() => {
    if (!wantsGoogle || providers.loading || autoStarted.current) return;
    autoStarted.current = true;
    if (providers.google) startGoogle();
    else setGoogleError(authMessages.googleFailed);
  }, [wantsGoogle, providers.loading, providers.google, startGoogle]);

  const callbackError = state.error === true ? (typeof state.message === 'string' && state.message ? state.message : authMessages.callbackFailed) : null;
  const errorText = googleError ?? callbackError;

  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Stack align="center" gap={6} ta="center">
          <LogoMark size={44} />
          <Title order={1} fz={{ base: 24, sm: 28 }} mt="xs">
            {tab === 'signup' ? 'Create your account' : 'Welcome back'}
          </Title>
          <Text c="dimmed" size="sm">
            Turn your software idea into a build-ready specification.
          </Text>
        </Stack>

        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <VerifyEmailNotice verified={params.get('verified') === '1'} verifyError={params.get('verify_error')} />
            {errorText && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {errorText}
              </Alert>
            )}
            <Tabs value={tab} onChange={(value) => setTab(value === 'signup' ? 'signup' : 'login')} keepMounted={false}>
              <Tabs.List grow mb="lg">
                <Tabs.Tab value="login" fw={600}>
                  Log In
                </Tabs.Tab>
                <Tabs.Tab value="signup" fw={600}>
                  Sign Up
                </Tabs.Tab>
              </Tabs.List>

              <GoogleSignInButton available={providers.google} checking={providers.loading} redirecting={googleRedirecting} onClick={startGoogle} />
              <Divider my="lg" label="or with your email" labelPosition="center" />

              <Tabs.Panel value="login">
                <LoginForm initialChallenge={typeof state.twoFactorChallenge === 'string' ? state.twoFactorChallenge : null} />
              </Tabs.Panel>
              <Tabs.Panel value="signup">
                <SignupForm />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        </Paper>

        <Text size="xs" c="dimmed" ta="center" px="md">
          By continuing you agree to our <PolicyLink {...policyLinks[0]} /> and acknowledge our <PolicyLink {...policyLinks[1]} /> and <PolicyLink {...policyLinks[2]} />.
        </Text>
      </Stack>
    </Container>
  );
}
