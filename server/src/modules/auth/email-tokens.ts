import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity.js';
import { EmailToken, type EmailTokenPurpose } from './email-token.entity.js';
import { randomToken, sha256 } from './tokens.js';

export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 3_600_000,
  reset_password: 3_600_000,
};

/** Persists a new single-use token (only its SHA-256) and returns the raw value for the link. Caller flushes. */
export function issueEmailToken(em: EntityManager, user: User, purpose: EmailTokenPurpose): string {
  const raw = randomToken();
  em.create(EmailToken, {
    user,
    purpose,
    tokenHash: sha256(raw),
    expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS[purpose]),
  });
  return raw;
}

export type EmailTokenCheck = { status: 'valid'; token: EmailToken } | { status: 'invalid' | 'used' | 'expired' };

/** Looks a presented token up (with its user) without using it. */
export async function checkEmailToken(em: EntityManager, raw: string, purpose: EmailTokenPurpose): Promise<EmailTokenCheck> {
  if (!raw) return { status: 'invalid' };
  const token = await em.findOne(EmailToken, { tokenHash: sha256(raw), purpose }, { populate: ['user'] });
  if (!token) return { status: 'invalid' };
  if (token.usedAt) return { status: 'used' };
  if (token.expiresAt.getTime() <= Date.now()) return { status: 'expired' };
  return { status: 'valid', token };
}

/**
 * Marks the token used, atomically: of two concurrent clicks exactly one wins.
 * Returns false when another request used it first.
 */
export async function markEmailTokenUsed(em: EntityManager, token: EmailToken): Promise<boolean> {
  const now = new Date();
  const updated = await em.nativeUpdate(EmailToken, { id: token.id, usedAt: null }, { usedAt: now });
  if (updated === 0) return false;
  token.usedAt = now;
  return true;
}
