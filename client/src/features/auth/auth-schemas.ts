import { z } from 'zod/mini';
import { authMessages } from './auth-messages';

/** Sign-up and reset share the server's minimum (the strength meter only advises). */
const MIN_PASSWORD_LENGTH = 8;

/** A text that is not blank once trimmed; the form keeps what was typed, the check trims. */
const filled = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/** Log in: both fields, one message. */
export const loginSchema = z.object({
  email: filled(authMessages.credentialsRequired),
  password: z.string().check(z.minLength(1, authMessages.credentialsRequired)),
});
export const LOGIN_ORDER = ['email', 'password'] as const;

/** Sign up: any field missing says so first; only then the password's length. */
export const signupSchema = z.object({
  name: filled(authMessages.credentialsRequired),
  email: filled(authMessages.credentialsRequired),
  password: z.string().check(z.minLength(1, authMessages.credentialsRequired), z.minLength(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort)),
});
export const SIGNUP_ORDER = ['name', 'email', 'password'] as const;

/** Request a reset link: the e-mail only. */
export const requestResetSchema = z.object({ email: filled('Please enter your email address.') });

/**
 * Choose a new password: a mismatch is reported before the length, as the reset dialog always
 * did, so both rules live in one ordered check (an object refinement would not run while a field
 * check fails).
 */
export const newPasswordSchema = z.object({ password: z.string(), confirmation: z.string() }).check(
  z.superRefine((values, ctx) => {
    if (values.password !== values.confirmation) ctx.addIssue({ code: 'custom', path: ['confirmation'], message: authMessages.passwordsMismatch });
    else if (values.password.length < MIN_PASSWORD_LENGTH) ctx.addIssue({ code: 'custom', path: ['password'], message: authMessages.passwordTooShort });
  }),
);
export const NEW_PASSWORD_ORDER = ['confirmation', 'password'] as const;
