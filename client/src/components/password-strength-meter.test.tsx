import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PasswordStrengthMeter } from './password-strength-meter';

const hint = 'Use at least 8 characters with uppercase letters, numbers, and symbols';

describe('PasswordStrengthMeter', () => {
  it.each([
    // 'abc': lowercase only = 10
    ['abc', 'Weak password', 'weak', '10/100', 'red'],
    // 8+ chars, lower, upper = 20 + 10 + 15 = 45
    ['abcdefgH', 'Moderate password', 'moderate', '45/100', 'yellow'],
    // 8+ chars, lower, upper, digit = 60
    ['abcdefG1', 'Strong password', 'strong', '60/100', 'green-6'],
    // 12+ chars, all four classes = 20 + 10 + 10 + 15 + 15 + 20 + 10 = 100
    ['abcdefGH12!?', 'Very strong password', 'very-strong', '100/100', 'green-9'],
  ])('scores %s as %s', (password, label, band, score, color) => {
    renderWithProviders(<PasswordStrengthMeter password={password} />);
    const text = screen.getByText(label);
    expect(text.getAttribute('data-band')).toBe(band);
    // Red, yellow, green, dark green.
    expect(text.getAttribute('style')).toContain(`--mantine-color-${color}`);
    expect(screen.getByText(score)).toBeTruthy();
    expect(screen.getByText(hint)).toBeTruthy();
  });

  it('shows only the hint and an empty bar before anything is typed', () => {
    renderWithProviders(<PasswordStrengthMeter password="" />);
    expect(screen.getByText(hint)).toBeTruthy();
    expect(screen.queryByText(/password$/)).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Password strength' }).getAttribute('aria-valuenow')).toBe('0');
  });
});
