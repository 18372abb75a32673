import { authorize } from '../../../core/auth/policy.js';
import type { ServiceContext } from '../../../core/context.js';
import { AppError, parseInput } from '../../../core/errors/index.js';
import { twoFactorDisabledMail, twoFactorEnabledMail } from '../../mail/mail.templates.js';
import { displayName, User } from '../../users/user.entity.js';
import { checkPassword, loadWithPassword } from '../account.service.js';
import { recoverLink } from '../auth-links.js';
import { acceptAnyCode, acceptTotp, issueRecoveryCodes, requireSecretsKey, sealSecret } from './two-factor-codes.js';
import { TwoFactorChallenge, TwoFactorRecoveryCode, UserTwoFactor } from './two-factor.entity.js';
import { disableSchema, enableSchema, type DisableInput, type EnableInput } from './two-factor.schemas.js';
import { newTotpSecret, otpauthUrl } from './totp.js';

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
}

/**
 * Starts (or restarts) the set-up: a new secret, sealed and stored as pending. Nothing changes
 * for log-ins until `enableTwoFactor` sees a code made from it.
 */
export async function setupTwoFactor(ctx: ServiceContext): Promise<TwoFactorSetup> {
  const caller = authorize(ctx, 'session');
  const key = requireSecretsKey(ctx);
  const user = await ctx.em.findOneOrFail(User, { id: caller.id });
  const existing = await ctx.em.findOne(UserTwoFactor, { user: caller.id });
  if (existing?.enabledAt) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  const secret = newTotpSecret();
  const sealed = sealSecret(key, secret);
  if (existing) Object.assign(existing, sealed, { lastUsedStep: null });
  else ctx.em.create(UserTwoFactor, { user, ...sealed });
  await ctx.em.flush();
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

/** Turns two-factor on with the first right code; answers the ten recovery codes (shown once). */
export async function enableTwoFactor(ctx: ServiceContext, raw: EnableInput): Promise<{ recoveryCodes: string[] }> {
  const caller = authorize(ctx, 'session');
  const input = parseInput(enableSchema, raw);
  const record = await ctx.em.findOne(UserTwoFactor, { user: caller.id });
  if (!record) throw new AppError('TWO_FACTOR_NOT_SET_UP');
  if (record.enabledAt) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  await ctx.deps.auth.limits.consume('twoFactorPerUser', caller.id);
  if (!(await acceptTotp(ctx, record, input.code))) throw new AppError('TWO_FACTOR_CODE_INVALID');
  const user = await ctx.em.findOneOrFail(User, { id: caller.id });
  record.enabledAt = new Date();
  user.twoFactorEnabled = true;
  await ctx.em.nativeDelete(TwoFactorRecoveryCode, { user: caller.id });
  const recoveryCodes = issueRecoveryCodes(ctx.em, caller.id);
  await ctx.em.flush();
  ctx.deps.mailer.queue({ to: user.email, ...twoFactorEnabledMail({ name: displayName(user), resetUrl: recoverLink(ctx.deps.auth) }) });
  return { recoveryCodes };
}

/** Turns two-factor off: the password and a code (TOTP or an unused recovery code). */
export async function disableTwoFactor(ctx: ServiceContext, raw: DisableInput): Promise<{ message: string }> {
  const caller = authorize(ctx, 'session');
  const input = parseInput(disableSchema, raw);
  const record = await ctx.em.findOne(UserTwoFactor, { user: caller.id });
  if (!record?.enabledAt) throw new AppError('TWO_FACTOR_NOT_ENABLED');
  const user = await loadWithPassword(ctx);
  await checkPassword(ctx, user, input.password);
  await ctx.deps.auth.limits.consume('twoFactorPerUser', caller.id);
  if (!(await acceptAnyCode(ctx, record, { code: input.code, recoveryCode: '' }))) throw new AppError('TWO_FACTOR_CODE_INVALID');
  await ctx.em.transactional(async (em) => {
    await em.nativeDelete(TwoFactorChallenge, { user: caller.id });
    await em.nativeDelete(TwoFactorRecoveryCode, { user: caller.id });
    await em.nativeDelete(UserTwoFactor, { user: caller.id });
    await em.nativeUpdate(User, { id: caller.id }, { twoFactorEnabled: false });
  });
  user.twoFactorEnabled = false;
  ctx.deps.mailer.queue({ to: user.email, ...twoFactorDisabledMail({ name: displayName(user), resetUrl: recoverLink(ctx.deps.auth) }) });
  return { message: TWO_FACTOR_DISABLED_MESSAGE };
}

export const TWO_FACTOR_DISABLED_MESSAGE = 'Two-factor authentication is turned off';
