import type { NotificationPreferences } from '../../lib/auth/auth-types';

/** Defaults: email true, projectUpdates true, marketingEmails false, productNews true. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  email: true,
  projectUpdates: true,
  marketingEmails: false,
  productNews: true,
};

export type PreferenceKey = keyof NotificationPreferences;

export const SUB_OPTIONS: readonly PreferenceKey[] = ['projectUpdates', 'marketingEmails', 'productNews'];

export function samePreferences(a: NotificationPreferences, b: NotificationPreferences): boolean {
  return (Object.keys(DEFAULT_PREFERENCES) as PreferenceKey[]).every((key) => a[key] === b[key]);
}

/** Sub-options are disabled while the master 'email' toggle is off; turning it off is allowed. */
export function isPreferenceDisabled(prefs: NotificationPreferences, key: PreferenceKey): boolean {
  return key !== 'email' && !prefs.email;
}

/** Applies a toggle, ignoring changes to a disabled sub-option. */
export function togglePreference(prefs: NotificationPreferences, key: PreferenceKey, value: boolean): NotificationPreferences {
  if (isPreferenceDisabled(prefs, key)) return prefs;
  return { ...prefs, [key]: value };
}
