import { StubScreen } from '../../../components/stub-screen';

export function AuthPage() {
  return (
    <StubScreen
      title="Log in or sign up"
      description="Log in or create an account with your e-mail and password, or continue with Google."
    />
  );
}
