/** The auth screens' texts, word for word, in one place. */
export const authMessages = {
  credentialsRequired: 'Email and password are required',
  passwordTooShort: 'Password must be at least 8 characters',
  loginFailed: 'Invalid email or password. Please try again.',
  googleFailed: 'Could not authenticate with Google. Please try again.',
  signupSuccess: 'Account created successfully. Please check your email to verify your account before logging in.',
  // Sign-up answers alike for a new and an existing address (no account probing), so the hint for
  // an existing account is shown to everyone.
  signupExistingHint: 'If you already have an account, log in or reset your password instead.',
  signupFailed: 'Signup failed. Please try again.',
  signupUnexpectedResponse: 'Signup failed. Unexpected response from authentication server.',
  unexpected: 'An unexpected error occurred.',
  callbackFailed: 'Authentication failed. Please try again.',
  callbackUnexpected: 'An unexpected error occurred during authentication.',
  completing: 'Completing authentication...',
  resetRequestSuccess: "We've sent a password reset link to your email address. Please check your inbox and follow the instructions.",
  resetRequestSent: 'Password reset email sent',
  resetRequestFailed: 'Could not send reset link. Please check your email and try again.',
  resetSuccess: 'Your password has been reset successfully. You can now log in with your new password.',
  resetFailed: 'Could not reset password. The link may have expired.',
  passwordsMismatch: 'Passwords do not match.',
  emailVerified: 'Your email has been verified. You can now log in.',
  verificationResent: 'If an account needs verifying, we have sent a new link.',
  googleUnavailable: "Google sign-in isn't set up on this server yet. Log in with your email and password instead.",
  twoFactorPrompt: 'Enter the 6-digit code from your authenticator app.',
  recoveryCodePrompt: 'Enter one of your recovery codes. Each code works once.',
  twoFactorCodeRequired: 'Enter the 6-digit code',
  recoveryCodeRequired: 'Enter a recovery code',
  twoFactorFailed: 'Could not verify the code. Please try again.',
} as const;

/** What a verification link that failed means, by the `verify_error` the server redirects with. */
export const verifyErrorMessages: Record<'expired' | 'used' | 'invalid', string> = {
  expired: 'This verification link has expired. Send yourself a new one below.',
  used: 'This verification link has already been used. If your email is verified, just log in; otherwise send a new link below.',
  invalid: 'This verification link is not valid. Check that you opened the whole link, or send a new one below.',
};
