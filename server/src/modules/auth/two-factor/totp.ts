import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP of RFC 6238 through otplib: SHA-1, 6 digits, 30-second steps (what every authenticator
 * app reads from an otpauth:// URL), accepting the step before and after the current one.
 */
export const TOTP_PERIOD_SECONDS = 30;
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
const ISSUER = 'Specforge';

export function newTotpSecret(): string {
  // 20 bytes = 160 bits, the size RFC 4226 recommends; Base32 as authenticator apps expect.
  return generateSecret({ length: 20 });
}

export function otpauthUrl(secret: string, accountEmail: string): string {
  return generateURI({ issuer: ISSUER, label: accountEmail, secret, period: TOTP_PERIOD_SECONDS });
}

export function isTotpShaped(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/**
 * The time step `code` belongs to, or null when it is wrong or not newer than `afterStep` (the
 * last step accepted for this user): a code seen once is refused for the rest of its window.
 */
export async function totpStepOf(secret: string, code: string, afterStep: number | null, now = Date.now()): Promise<number | null> {
  if (!isTotpShaped(code)) return null;
  const result = await verify({
    secret,
    token: code,
    period: TOTP_PERIOD_SECONDS,
    epoch: Math.floor(now / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

// No 0/o, 1/l/i: codes are read off paper and typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code like `k7mq-x2pa-9rtd-hw4e`: 16 characters of 31, about 79 random bits. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** What is hashed: case, spaces and dashes do not matter when a code is typed back. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}
