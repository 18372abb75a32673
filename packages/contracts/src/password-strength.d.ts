/** Types of password-strength.js: the ONE password strength rule, shared by the server and the client. */

export declare const MIN_PASSWORD_LENGTH: 8;
/** The weakest password a password change accepts. */
export declare const MIN_PASSWORD_STRENGTH: 30;
export declare const PASSWORD_STRENGTH_THRESHOLDS: {
  readonly moderate: 30;
  readonly strong: 60;
  readonly veryStrong: 80;
};
export declare const PASSWORD_STRENGTH_HINT: 'Use at least 8 characters with uppercase letters, numbers, and symbols';
export declare const PASSWORD_TOO_SHORT_MESSAGE: 'Password must be at least 8 characters';
export declare const PASSWORD_TOO_WEAK_MESSAGE: 'Password is too weak. Add uppercase, numbers, or special characters';

export type PasswordStrengthBand = 'weak' | 'moderate' | 'strong' | 'very-strong';
export type PasswordStrengthColor = 'red' | 'yellow' | 'green' | 'dark-green';

export interface PasswordStrength {
  /** 0–100. */
  score: number;
  band: PasswordStrengthBand;
  label: 'Weak password' | 'Moderate password' | 'Strong password' | 'Very strong password';
  color: PasswordStrengthColor;
}

/** 0–100: points for length and for each kind of character. */
export declare function passwordStrengthScore(password: string): number;
/** The score with its band, label and colour. */
export declare function passwordStrength(password: string): PasswordStrength;
