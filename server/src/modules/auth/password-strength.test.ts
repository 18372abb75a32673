import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_STRENGTH, PASSWORD_STRENGTH_HINT, passwordStrength, passwordStrengthScore } from '@specforge/contracts/password-strength';

describe('password strength', () => {
  it.each([
    ['', 0],
    ['abc', 10], // lowercase only
    ['ABC', 15],
    ['123', 15],
    ['!!!', 20],
    ['abcdefgh', 30], // length 8 + lowercase
    ['abcdefghijkl', 40], // + length 12
    ['Abcdefgh', 45],
    ['Abcdefg1', 60],
    ['Abcdef1!', 90], // 20 + 10 + 15 + 15 + 20 + 10 (all four classes)
    ['Abcdefghij1!', 100], // would be 100 exactly
    ['aB1 ', 70], // a space is an "other symbol"; short
  ])('scores %j as %i', (pw, score) => {
    expect(passwordStrengthScore(pw)).toBe(score);
  });

  it('caps at 100', () => {
    expect(passwordStrengthScore('Very-Long-Password-123456!')).toBe(100);
  });

  it('maps scores to the four bands at 30, 60 and 80', () => {
    expect(passwordStrength('abc')).toEqual({ score: 10, band: 'weak', label: 'Weak password', color: 'red' });
    expect(passwordStrength('ABCD')).toMatchObject({ score: 15, band: 'weak' });
    expect(passwordStrength('abcdefgh')).toEqual({
      score: 30,
      band: 'moderate',
      label: 'Moderate password',
      color: 'yellow',
    });
    expect(passwordStrength('Abcdefgh')).toMatchObject({ score: 45, band: 'moderate' });
    expect(passwordStrength('Abcdefg1')).toEqual({ score: 60, band: 'strong', label: 'Strong password', color: 'green' });
    expect(passwordStrength('abcdefgh1!')).toMatchObject({ score: 65, band: 'strong' }); // 20+10+15+20
    expect(passwordStrength('Abcdef1!')).toEqual({
      score: 90,
      band: 'very-strong',
      label: 'Very strong password',
      color: 'dark-green',
    });
    expect(passwordStrength('abcdefghijk1!')).toMatchObject({ score: 75, band: 'strong' });
    expect(passwordStrength('ABCDEFGHIJKL1!')).toMatchObject({ score: 80, band: 'very-strong' });
  });

  it('exposes the minimum and the hint of the spec', () => {
    expect(MIN_PASSWORD_STRENGTH).toBe(30);
    expect(PASSWORD_STRENGTH_HINT).toBe('Use at least 8 characters with uppercase letters, numbers, and symbols');
  });

  it('stays importable by the browser: no imports at all', () => {
    const source = readFileSync(new URL('../../../../packages/contracts/src/password-strength.js', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/require\(/);
  });
});
