import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, isPreferenceDisabled, samePreferences, SUB_OPTIONS, togglePreference } from './notification-prefs';

describe('notification preferences', () => {
  it('defaults to email on, project updates on, marketing off, product news on', () => {
    expect(DEFAULT_PREFERENCES).toEqual({ email: true, projectUpdates: true, marketingEmails: false, productNews: true });
  });

  it('disables the sub-options while the master email toggle is off, never the master itself', () => {
    const off = { ...DEFAULT_PREFERENCES, email: false };
    for (const key of SUB_OPTIONS) {
      expect(isPreferenceDisabled(off, key)).toBe(true);
      expect(isPreferenceDisabled(DEFAULT_PREFERENCES, key)).toBe(false);
    }
    expect(isPreferenceDisabled(off, 'email')).toBe(false);
  });

  it('allows turning the master off, and ignores changes to disabled sub-options', () => {
    const off = togglePreference(DEFAULT_PREFERENCES, 'email', false);
    expect(off.email).toBe(false);
    expect(togglePreference(off, 'marketingEmails', true)).toBe(off);
    expect(togglePreference(DEFAULT_PREFERENCES, 'marketingEmails', true).marketingEmails).toBe(true);
    expect(togglePreference(off, 'email', true).email).toBe(true);
  });

  it('compares against the last saved state key by key (saving only when different)', () => {
    expect(samePreferences(DEFAULT_PREFERENCES, { ...DEFAULT_PREFERENCES })).toBe(true);
    for (const key of ['email', ...SUB_OPTIONS] as const) {
      expect(samePreferences(DEFAULT_PREFERENCES, { ...DEFAULT_PREFERENCES, [key]: !DEFAULT_PREFERENCES[key] })).toBe(false);
    }
  });
});
