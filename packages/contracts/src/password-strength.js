/**
 * The ONE password strength rule, shared by the server and the client (both import
 * @specforge/contracts/password-strength). Plain JavaScript, typed by password-strength.d.ts;
 * keep it pure and dependency-free: no imports at all.
 */

export const MIN_PASSWORD_LENGTH = 8;
/** The weakest password a password change accepts. */
export const MIN_PASSWORD_STRENGTH = 30;
export const PASSWORD_STRENGTH_THRESHOLDS = { moderate: 30, strong: 60, veryStrong: 80 };
export const PASSWORD_STRENGTH_HINT = 'Use at least 8 characters with uppercase letters, numbers, and symbols';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 8 characters';
export const PASSWORD_TOO_WEAK_MESSAGE = 'Password is too weak. Add uppercase, numbers, or special characters';

export function passwordStrengthScore(password) {
  const hasLower = /[a-z]/.test(password);
  const hasUpper = /[A-Z]/.test(password);
  const hasDigit = /[0-9]/.test(password);
  const hasSymbol = /[^A-Za-z0-9]/.test(password);
  let score = 0;
  if (password.length >= 8) score += 20;
  if (password.length >= 12) score += 10;
  if (hasLower) score += 10;
  if (hasUpper) score += 15;
  if (hasDigit) score += 15;
  if (hasSymbol) score += 20;
  if (hasLower && hasUpper && hasDigit && hasSymbol) score += 10;
  return Math.min(score, 100);
}

export function passwordStrength(password) {
  const score = passwordStrengthScore(password);
  if (score >= PASSWORD_STRENGTH_THRESHOLDS.veryStrong) {
    return { score, band: 'very-strong', label: 'Very strong password', color: 'dark-green' };
  }
  if (score >= PASSWORD_STRENGTH_THRESHOLDS.strong) {
    return { score, band: 'strong', label: 'Strong password', color: 'green' };
  }
  if (score >= PASSWORD_STRENGTH_THRESHOLDS.moderate) {
    return { score, band: 'moderate', label: 'Moderate password', color: 'yellow' };
  }
  return { score, band: 'weak', label: 'Weak password', color: 'red' };
}
