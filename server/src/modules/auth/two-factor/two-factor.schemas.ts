import type { z } from 'zod';
import { body, text } from '../../../core/input/request-body.js';

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeOrRecoveryRequired: 'Enter the 6-digit code from your authenticator app or a recovery code',
  challengeRequired: 'The sign-in challenge is missing. Please log in again.',
  passwordRequired: 'Password is required',
} as const;

const trimmed = (v: string) => v.trim().replace(/\s+/g, '');

/** Enable: the first code from the app proves it holds the secret. */
export const enableSchema = body({ code: text })
  .superRefine((v, ctx) => {
    if (!v.code.trim()) ctx.addIssue({ code: 'custom', path: ['code'], message: TWO_FACTOR_MESSAGES.codeRequired });
  })
  .transform((v) => ({ code: trimmed(v.code) }));

/** The log-in's second step: the challenge plus a TOTP code or a recovery code. */
export const verifySchema = body({ challenge: text, code: text, recoveryCode: text })
  .superRefine((v, ctx) => {
    if (!v.challenge.trim()) ctx.addIssue({ code: 'custom', path: ['challenge'], message: TWO_FACTOR_MESSAGES.challengeRequired });
    if (!v.code.trim() && !v.recoveryCode.trim()) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: TWO_FACTOR_MESSAGES.codeOrRecoveryRequired });
    }
  })
  .transform((v) => ({ challenge: v.challenge.trim(), code: trimmed(v.code), recoveryCode: v.recoveryCode.trim() }));

/** Disable: the password and a code (TOTP or recovery: a lost phone is the usual reason to turn it off). */
export const disableSchema = body({ password: text, code: text })
  .superRefine((v, ctx) => {
    if (!v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: TWO_FACTOR_MESSAGES.passwordRequired });
    if (!v.code.trim()) ctx.addIssue({ code: 'custom', path: ['code'], message: TWO_FACTOR_MESSAGES.codeOrRecoveryRequired });
  })
  .transform((v) => ({ password: v.password, code: trimmed(v.code) }));

export type EnableInput = z.input<typeof enableSchema>;
export type VerifyInput = z.input<typeof verifySchema>;
export type DisableInput = z.input<typeof disableSchema>;
