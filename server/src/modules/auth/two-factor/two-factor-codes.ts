import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../../core/context.js';
import { AppError } from '../../../core/errors/index.js';
import { open, seal } from '../../../core/crypto/secret-box.js';
import { sha256 } from '../tokens.js';
import { TwoFactorRecoveryCode, UserTwoFactor } from './two-factor.entity.js';
import { isTotpShaped, newRecoveryCode, normalizeRecoveryCode, RECOVERY_CODE_COUNT, totpStepOf } from './totp.js';

/** SECRETS_KEY (or the dev key): without it no secret can be sealed or opened. */
export function requireSecretsKey(ctx: ServiceContext): Buffer {
  const key = ctx.deps.auth.secretsKey;
  if (!key) throw new AppError('TWO_FACTOR_UNAVAILABLE');
  return key;
}

export function sealSecret(key: Buffer, secret: string): Pick<UserTwoFactor, 'secretCiphertext' | 'secretIv' | 'secretTag'> {
  const sealed = seal(key, secret);
  return { secretCiphertext: sealed.ciphertext, secretIv: sealed.iv, secretTag: sealed.tag };
}

function openSecret(key: Buffer, record: UserTwoFactor): string {
  return open(key, { ciphertext: record.secretCiphertext, iv: record.secretIv, tag: record.secretTag });
}

/**
 * Accepts a TOTP code for `record` and records its step in one conditional UPDATE, so two
 * requests racing with the same code cannot both pass. True when the code was right and new.
 */
export async function acceptTotp(ctx: ServiceContext, record: UserTwoFactor, code: string): Promise<boolean> {
  const secret = openSecret(requireSecretsKey(ctx), record);
  const step = await totpStepOf(secret, code, record.lastUsedStep ?? null);
  if (step === null) return false;
  const userId = record.user.id;
  const taken = await ctx.em.nativeUpdate(UserTwoFactor, { user: userId, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: step } }] }, { lastUsedStep: step });
  if (taken !== 1) return false;
  record.lastUsedStep = step;
  return true;
}

/** Marks an unused recovery code of the user used (conditional UPDATE: each code works once). */
export async function acceptRecoveryCode(em: EntityManager, userId: string, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (!normalized) return false;
  const used = await em.nativeUpdate(TwoFactorRecoveryCode, { user: userId, codeHash: sha256(normalized), usedAt: null }, { usedAt: new Date() });
  return used === 1;
}

/** `code` may be a 6-digit TOTP code or a recovery code; `recoveryCode` only the latter. */
export async function acceptAnyCode(ctx: ServiceContext, record: UserTwoFactor, input: { code: string; recoveryCode: string }): Promise<boolean> {
  if (input.recoveryCode) return acceptRecoveryCode(ctx.em, record.user.id, input.recoveryCode);
  if (isTotpShaped(input.code)) return acceptTotp(ctx, record, input.code);
  return acceptRecoveryCode(ctx.em, record.user.id, input.code);
}

/** Replaces the user's recovery codes with ten new ones; returns them in the clear, once. */
export function issueRecoveryCodes(em: EntityManager, userId: string): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  for (const code of codes) em.create(TwoFactorRecoveryCode, { user: userId, codeHash: sha256(normalizeRecoveryCode(code)) });
  return codes;
}
