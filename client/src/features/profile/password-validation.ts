import { passwordStrength } from '@specforge/contracts/password-strength';

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

export const MIN_PASSWORD_LENGTH = 8;
export const MIN_PASSWORD_SCORE = 30;

/** Change password: every rule in order; the first failing rule per field wins. */
export function validatePasswordChange(values: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!values.currentPassword) errors.currentPassword = 'Current password is required';

  if (!values.newPassword) errors.newPassword = 'New password is required';
  else if (values.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = 'Password must be at least 8 characters';
  else if (values.newPassword === values.currentPassword) errors.newPassword = 'New password must be different from current password';
  else if (passwordStrength(values.newPassword).score < MIN_PASSWORD_SCORE) errors.newPassword = 'Password is too weak. Add uppercase, numbers, or special characters';

  if (!values.confirmPassword) errors.confirmPassword = 'Please confirm your new password';
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}
