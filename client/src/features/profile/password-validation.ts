import { passwordStrength } from '@specforge/contracts/password-strength';
import { z } from 'zod/mini';

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

export const MIN_PASSWORD_LENGTH = 8;
export const MIN_PASSWORD_SCORE = 30;

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** The first failing rule of the new password, in the order the form reports them. */
function newPasswordProblem({ currentPassword, newPassword }: PasswordValues): string | null {
  if (!newPassword) return 'New password is required';
  if (newPassword.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 8 characters';
  if (newPassword === currentPassword) return 'New password must be different from current password';
  if (passwordStrength(newPassword).score < MIN_PASSWORD_SCORE) return 'Password is too weak. Add uppercase, numbers, or special characters';
  return null;
}

/**
 * Change password as one zod check (the form's validator): the rules compare fields with each
 * other, and every field is reported at once, so they run in one refinement rather than per field
 * (an object refinement would not run while a field's own check fails).
 */
export const passwordChangeSchema = z.object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() }).check(
  z.superRefine((values, ctx) => {
    const fail = (field: keyof PasswordValues, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (!values.currentPassword) fail('currentPassword', 'Current password is required');
    const problem = newPasswordProblem(values);
    if (problem) fail('newPassword', problem);
    if (!values.confirmPassword) fail('confirmPassword', 'Please confirm your new password');
    else if (values.confirmPassword !== values.newPassword) fail('confirmPassword', 'Passwords do not match');
  }),
);

/** Change password: every rule in order; the first failing rule per field wins. */
export function validatePasswordChange(values: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  const result = passwordChangeSchema.safeParse(values);
  for (const issue of result.error?.issues ?? []) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
