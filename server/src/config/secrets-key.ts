import { createHash } from 'node:crypto';

export const SECRETS_KEY_FORMAT = 'must be 32 bytes as base64 (44 characters) or hex (64 characters)';

/** The 32 key bytes of a SECRETS_KEY text (hex or base64), or null when it is not one. */
export function decodeSecretsKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return bytes.length === 32 ? bytes : null;
  }
  return null;
}

export const isSecretsKey = (text: string): boolean => decodeSecretsKey(text) !== null;

/**
 * NOT FOR PRODUCTION: the key development and test servers use when SECRETS_KEY is unset, derived
 * from a fixed text that is public in this repository, so secrets saved with it are readable by
 * anyone with the database. Production never falls back to it (no key there turns bring-your-own
 * model off).
 */
export const DEV_SECRETS_KEY = createHash('sha256').update('specforge development secrets key - not for production').digest();

/** The key secrets are sealed with: SECRETS_KEY, else the dev key outside production, else null (feature off). */
export function secretsKeyOf(env: { NODE_ENV: string; SECRETS_KEY?: string }): Buffer | null {
  if (env.SECRETS_KEY) return decodeSecretsKey(env.SECRETS_KEY);
  return env.NODE_ENV === 'production' ? null : DEV_SECRETS_KEY;
}
