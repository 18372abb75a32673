import { type z } from 'zod';
import { authorize } from '../../core/auth/policy.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import type { ServiceContext } from '../../core/context.js';
import { recoverLink } from './auth-links.js';
import { body, text } from '../../core/input/request-body.js';
import { checkNewPassword } from './auth.schemas.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { MIN_PASSWORD_STRENGTH, PASSWORD_TOO_WEAK_MESSAGE, passwordStrengthScore } from '@specforge/contracts/password-strength';
import { publishSessionEnded } from './session-events.js';
import { revokeUserSessions } from './session.service.js';
import { passwordChangedMail } from '../mail/mail.templates.js';
import { displayName, User } from '../users/user.entity.js';

export const ACCOUNT_MESSAGES = {
  passwordUpdated: 'Password updated successfully',
  accountDeleted: 'Account deleted successfully',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  samePassword: 'New password must be different from current password',
  passwordRequired: 'Password is required',
} as const;

/** "Change password": its rules in order (the confirmation is checked by the client). */
export const changePasswordSchema = body({ currentPassword: text, newPassword: text }).superRefine((v, ctx) => {
  let newPasswordOk = true;
  const add = (field: string, message: string) => {
    if (field === 'newPassword') newPasswordOk = false;
    ctx.addIssue({ code: 'custom', path: [field], message });
  };
  if (!v.currentPassword) add('currentPassword', ACCOUNT_MESSAGES.currentPasswordRequired);
  if (!v.newPassword) add('newPassword', ACCOUNT_MESSAGES.newPasswordRequired);
  else checkNewPassword(v.newPassword, 'newPassword', add);
  if (!newPasswordOk) return;
  if (v.newPassword === v.currentPassword) add('newPassword', ACCOUNT_MESSAGES.samePassword);
  else if (passwordStrengthScore(v.newPassword) < MIN_PASSWORD_STRENGTH) add('newPassword', PASSWORD_TOO_WEAK_MESSAGE);
});

export const deleteAccountSchema = body({ password: text }).superRefine((v, ctx) => {
  if (!v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: ACCOUNT_MESSAGES.passwordRequired });
});

export async function loadWithPassword(ctx: ServiceContext): Promise<User> {
  const caller = authorize(ctx, 'session');
  const user = await ctx.em.findOne(User, { id: caller.id }, { populate: ['passwordHash'] });
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

/** The signed-in user's password, with at most five wrong guesses in a row per 15 minutes. */
export async function checkPassword(ctx: ServiceContext, user: User, password: string): Promise<void> {
  if (!user.passwordHash) throw new AppError('PASSWORD_NOT_SET');
  await ctx.deps.auth.limits.assertPasswordCheckAllowed(user.id);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await ctx.deps.auth.limits.recordPasswordCheckFailure(user.id);
    throw new AppError('WRONG_PASSWORD');
  }
  await ctx.deps.auth.limits.clearPasswordCheckFailures(user.id);
}

/**
 * PUT /api/users/password: needs the current password; every OTHER session of the user ends
 * (this one stays signed in). Accounts without a password (Google only) are told how to set one.
 */
export async function changePassword(ctx: ServiceContext, raw: z.input<typeof changePasswordSchema>): Promise<{ message: string }> {
  const caller = authorize(ctx, 'session');
  const input = parseInput(changePasswordSchema, raw);
  const user = await loadWithPassword(ctx);
  await checkPassword(ctx, user, input.currentPassword);
  user.passwordHash = await hashPassword(input.newPassword);
  await ctx.em.flush();
  await revokeUserSessions(ctx.em, user.id, 'password_changed', caller.sessionId);
  ctx.deps.mailer.queue({
    to: user.email,
    ...passwordChangedMail({ name: displayName(user), resetUrl: recoverLink(ctx.deps.auth) }),
  });
  return { message: ACCOUNT_MESSAGES.passwordUpdated };
}

/**
 * DELETE /api/users/account?password=: deletes the user and, through the foreign keys' ON DELETE
 * CASCADE, everything they own (identities, sessions, tokens, projects, documents…) in one
 * transaction.
 */
export async function deleteAccount(ctx: ServiceContext, raw: z.input<typeof deleteAccountSchema>): Promise<{ message: string }> {
  const user = await loadWithPassword(ctx);
  const input = parseInput(deleteAccountSchema, raw);
  await checkPassword(ctx, user, input.password);
  await ctx.em.transactional(async (em) => {
    await em.nativeDelete(User, { id: user.id });
    // The sessions went with the user (cascade): their WebSocket connections close too.
    await publishSessionEnded(em, { userId: user.id });
  });
  return { message: ACCOUNT_MESSAGES.accountDeleted };
}
