import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration } from './format';

describe('formatDate', () => {
  it("uses the spec's 'Jan 5, 2025' style", () => {
    expect(formatDate('2025-01-05T12:00:00Z')).toBe('Jan 5, 2025');
  });

  it('returns null for missing or invalid input', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0s'],
    [45.7, '45s'],
    [61, '1m 1s'],
    [3_660, '1h 1m'],
    [7_200, '2h'],
    [90_061, '1d 1h'],
  ])('formats %s seconds as %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});
