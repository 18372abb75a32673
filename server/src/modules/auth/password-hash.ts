import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended setting (m=19 MiB, t=2, p=1): about 10–50 ms per
 * hash on a server core. Tests use the same cost, so what they measure is what production does.
 */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the package's enum is a `const enum`, which isolatedModules cannot read.
  algorithm: 2 as NonNullable<Options['algorithm']>,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random secret nobody knows, made once per process with the same parameters.
 * Checking a password against it costs as much as a real check, so an unknown e-mail answers
 * in the same time as a wrong password.
 */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/**
 * Checks a password against a stored hash; with no hash (unknown e-mail, Google-only account)
 * it spends the same time on the dummy hash and answers false.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash must not become a 500, nor a way in.
    return false;
  }
}

/** Warms the dummy hash at start-up so the first unknown-e-mail login is not the slow one. */
export async function prepareDummyHash(): Promise<void> {
  await getDummyHash();
}
