import { StubScreen } from '../../../components/stub-screen';

export function AuthCallbackPage() {
  return (
    <StubScreen
      title="Completing authentication..."
      description="Google sign-in returns here; this screen will finish signing you in and take you to your dashboard."
    />
  );
}
