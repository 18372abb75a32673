import { authApi, type SignupAnswer } from '../../../lib/auth';
import { ApiError } from '../../../lib/api-client';
import { authMessages } from '../auth-messages';

/**
 * The auth screens' calls (docs/auth-api.md). None refreshes on 401, and none waits out a 429:
 * a person is looking at the button, and the server's message tells them when to try again.
 */
const formCall = { refreshOn401: false, retryOn429: false } as const;

/** POST /auth/signup. Resolves the success message; rejects with ApiError. */
export async function signUp(input: { name: string; email: string; password: string }): Promise<string> {
  const answer = await authApi.post<SignupAnswer>('/auth/signup', input, formCall);
  if (answer.data?.success !== true) throw new ApiError('UNKNOWN_ERROR', authMessages.signupUnexpectedResponse);
  return answer.data.message ?? authMessages.signupSuccess;
}

export async function resendVerification(email: string): Promise<string> {
  const answer = await authApi.post('/auth/verify/resend', { email }, formCall);
  return answer.message ?? authMessages.verificationResent;
}

export async function requestPasswordReset(email: string): Promise<void> {
  await authApi.post('/auth/recover', { email }, formCall);
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await authApi.post('/auth/reset', { token, password }, formCall);
}

/** Google sign-in is a full-page navigation: the server redirects to Google and back to /auth/callback. */
export function googleSignInUrl(redirectTo: string): string {
  return `/api/auth/google?redirect=${encodeURIComponent(redirectTo)}`;
}
