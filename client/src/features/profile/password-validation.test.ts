import { passwordStrength } from '@specforge/contracts/password-strength';
import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from './password-validation';

const ok = { currentPassword: 'Old-password-1', newPassword: 'New-password-2', confirmPassword: 'New-password-2' };

describe('change password rules', () => {
  it('accepts a valid change', () => {
    expect(validatePasswordChange(ok)).toEqual({});
  });

  it.each([
    [{ ...ok, currentPassword: '' }, 'currentPassword', 'Current password is required'],
    [{ ...ok, newPassword: '' }, 'newPassword', 'New password is required'],
    [{ ...ok, newPassword: 'Ab1!xyz', confirmPassword: 'Ab1!xyz' }, 'newPassword', 'Password must be at least 8 characters'],
    [{ ...ok, newPassword: ok.currentPassword, confirmPassword: ok.currentPassword }, 'newPassword', 'New password must be different from current password'],
    [{ ...ok, confirmPassword: '' }, 'confirmPassword', 'Please confirm your new password'],
    [{ ...ok, confirmPassword: 'New-password-3' }, 'confirmPassword', 'Passwords do not match'],
  ] as const)('refuses %j on %s with %j', (values, field, message) => {
    expect(validatePasswordChange(values)[field]).toBe(message);
  });

  it("keeps the 'too weak' rule (score under 30) behind the length rule: 8 characters always score 30 or more", () => {
    // Length gives 20 and any character adds a class worth at least 10, so the weakest 8-character
    // password sits exactly on the threshold and is accepted.
    expect(passwordStrength('aaaaaaaa').score).toBe(30);
    expect(validatePasswordChange({ ...ok, newPassword: 'aaaaaaaa', confirmPassword: 'aaaaaaaa' })).toEqual({});
  });

  it('checks the new-password rules in order: the first failing one wins', () => {
    expect(validatePasswordChange({ currentPassword: 'short', newPassword: 'short', confirmPassword: 'short' }).newPassword).toBe('Password must be at least 8 characters');
  });
});

describe('strength score table: every addend and every band boundary', () => {
  it.each([
    ['', 0, 'weak'],
    ['a', 10, 'weak'],
    ['A', 15, 'weak'],
    ['1', 15, 'weak'],
    ['!', 20, 'weak'],
    ['aB', 25, 'weak'], // highest weak score (scores move in steps of 5)
    ['a!', 30, 'moderate'], // lowest moderate
    ['aaaaaaaa', 30, 'moderate'], // +20 for 8 characters
    ['aaaaaaaaaaaa', 40, 'moderate'], // +10 more for 12
    ['ABCDEFG!', 55, 'moderate'], // highest moderate: 20 + 15 + 20
    ['abcdefG1', 60, 'strong'], // lowest strong: 20 + 10 + 15 + 15
    ['aB1!', 70, 'strong'], // all four classes, short: 10 + 15 + 15 + 20 + 10
    ['abcdefghijK!', 75, 'strong'], // highest strong: 20 + 10 + 10 + 15 + 20
    ['ABCDEFGHIJ1!', 80, 'very-strong'], // lowest very strong: 20 + 10 + 15 + 15 + 20
    ['abcdeF1!', 90, 'very-strong'],
    ['abcdefGH12!?', 100, 'very-strong'], // everything: capped at 100
    ['abcdefGH12!?abcdefGH12!?', 100, 'very-strong'],
  ] as const)('%j scores %i (%s)', (password, score, band) => {
    const strength = passwordStrength(password);
    expect(strength.score).toBe(score);
    expect(strength.band).toBe(band);
  });

  it.each([
    ['aB', 'Weak password', 'red'],
    ['a!', 'Moderate password', 'yellow'],
    ['abcdefG1', 'Strong password', 'green'],
    ['ABCDEFGHIJ1!', 'Very strong password', 'dark-green'],
  ] as const)('labels %j %j in %s', (password, label, color) => {
    expect(passwordStrength(password)).toMatchObject({ label, color });
  });
});
