import { StubScreen } from '../../../components/stub-screen';

/** Serves both /reset-password and /auth/reset-password (the spec gives both). */
export function ResetPasswordPage() {
  return (
    <StubScreen
      title="Reset password"
      description="Request a reset link by e-mail, or choose a new password when you arrive from that link."
    />
  );
}
