import { z } from 'zod';
import { body, text } from '../../core/input/request-body.js';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@specforge/contracts/password-strength';

/** The answers of docs/auth-api.md. */
export const AUTH_MESSAGES = {
  signUpSuccess: 'Account created successfully. Please check your email to verify your account before logging in.',
  resendSuccess: 'If an account needs verifying, we have sent a new link.',
  logoutSuccess: 'Logged out successfully',
  recoverSuccess: "We've sent a password reset link to your email address. Please check your inbox and follow the instructions.",
  resetSuccess: 'Your password has been reset successfully. You can now log in with your new password.',
} as const;

export const VALIDATION_MESSAGES = {
  emailAndPasswordRequired: 'Email and password are required',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: PASSWORD_TOO_SHORT_MESSAGE,
  passwordTooLong: 'Password must be at most 256 characters',
  newPasswordRequired: 'New password is required',
} as const;

export const MAX_PASSWORD_LENGTH = 256;

type Issue = (field: string, message: string) => void;

function issuer(ctx: z.RefinementCtx): Issue {
  return (field, message) => ctx.addIssue({ code: 'custom', path: [field], message });
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailFormat = z.email();
export function isEmail(value: string): boolean {
  const email = normalizeEmail(value);
  return email.length <= 320 && emailFormat.safeParse(email).success;
}

/** Length rules for any password being set (sign-up, reset, change). */
export function checkNewPassword(password: string, field: string, add: Issue): void {
  if (password.length < MIN_PASSWORD_LENGTH) add(field, VALIDATION_MESSAGES.passwordTooShort);
  else if (password.length > MAX_PASSWORD_LENGTH) add(field, VALIDATION_MESSAGES.passwordTooLong);
}

export const signUpSchema = body({ name: text, email: text, password: text })
  .superRefine((v, ctx) => {
    const add = issuer(ctx);
    if (!v.email.trim()) add('email', VALIDATION_MESSAGES.emailAndPasswordRequired);
    if (!v.password) add('password', VALIDATION_MESSAGES.emailAndPasswordRequired);
    if (!v.name.trim()) add('name', VALIDATION_MESSAGES.nameRequired);
    else if (v.name.trim().length > 100) add('name', VALIDATION_MESSAGES.nameTooLong);
    if (v.email.trim() && !isEmail(v.email)) add('email', VALIDATION_MESSAGES.emailInvalid);
    if (v.password) checkNewPassword(v.password, 'password', add);
  })
  .transform((v) => ({ name: v.name.trim().replace(/\s+/g, ' '), email: normalizeEmail(v.email), password: v.password }));

/** The password sign-in refuses a request with neither e-mail nor phone together with a password. */
export const logInSchema = body({ email: text, phone: text, password: text })
  .superRefine((v, ctx) => {
    if ((!v.email.trim() && !v.phone.trim()) || !v.password) {
      issuer(ctx)(v.password ? 'email' : 'password', VALIDATION_MESSAGES.emailAndPasswordRequired);
    }
  })
  .transform((v) => ({ email: normalizeEmail(v.email) || null, phone: v.phone.trim() || null, password: v.password }));

export const emailOnlySchema = body({ email: text })
  .superRefine((v, ctx) => {
    const add = issuer(ctx);
    if (!v.email.trim()) add('email', VALIDATION_MESSAGES.emailRequired);
    else if (!isEmail(v.email)) add('email', VALIDATION_MESSAGES.emailInvalid);
  })
  .transform((v) => ({ email: normalizeEmail(v.email) }));

export const resetSchema = body({ token: text, password: text })
  .superRefine((v, ctx) => {
    const add = issuer(ctx);
    if (!v.password) add('password', VALIDATION_MESSAGES.newPasswordRequired);
    else checkNewPassword(v.password, 'password', add);
  })
  .transform((v) => ({ token: v.token.trim(), password: v.password }));

export const refreshSchema = body({ refresh_token: text }).transform((v) => ({ refreshToken: v.refresh_token.trim() }));

export type SignUpInput = z.input<typeof signUpSchema>;
export type LogInInput = z.input<typeof logInSchema>;
