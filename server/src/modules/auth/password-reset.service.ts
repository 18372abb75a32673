import { AppError, parseInput } from '../../core/errors/index.js';
import { passwordResetMail } from '../mail/mail.templates.js';
import { displayName, User } from '../users/user.entity.js';
import type { ServiceContext } from '../../core/context.js';
import { clientIp } from './auth.context.js';
import { resetLink } from './auth-links.js';
import { AUTH_MESSAGES, emailOnlySchema, resetSchema } from './auth.schemas.js';
import { EmailToken } from './email-token.entity.js';
import { checkEmailToken, issueEmailToken, markEmailTokenUsed } from './email-tokens.js';
import { Identity } from '../users/identity.entity.js';
import { hashPassword } from './password-hash.js';
import { accountKey } from './rate-limits.js';
import { revokeUserSessions } from './session.service.js';

/**
 * POST /api/auth/recover: mails a reset link when the account exists. The answer, and the time
 * it takes, are the same for unknown e-mails (the mail goes out in the background).
 */
export async function requestPasswordReset(ctx: ServiceContext, raw: unknown): Promise<{ message: string }> {
  const { email } = parseInput(emailOnlySchema, raw);
  await ctx.deps.auth.limits.consume('recoverPerIp', clientIp(ctx));
  await ctx.deps.auth.limits.consume('recoverPerEmail', accountKey(email));
  const user = await ctx.em.findOne(User, { email });
  if (user) {
    const token = issueEmailToken(ctx.em, user, 'reset_password');
    await ctx.em.flush();
    ctx.deps.mailer.queue({ to: user.email, ...passwordResetMail({ name: displayName(user), link: resetLink(ctx.deps.auth, token) }) });
  }
  return { message: AUTH_MESSAGES.recoverSuccess };
}

/**
 * POST /api/auth/reset: sets a new password with a single-use link (1 h). The link proved the
 * mailbox is theirs, so the e-mail counts as confirmed; every session of the user ends.
 */
export async function resetPassword(ctx: ServiceContext, raw: unknown): Promise<{ message: string }> {
  const input = parseInput(resetSchema, raw);
  const passwordHash = await hashPassword(input.password);
  await ctx.em.transactional(async (em) => {
    const check = await checkEmailToken(em, input.token, 'reset_password');
    if (check.status !== 'valid' || !(await markEmailTokenUsed(em, check.token))) {
      throw new AppError('RESET_TOKEN_INVALID');
    }
    const user = check.token.user;
    user.passwordHash = passwordHash;
    user.emailConfirmedAt ??= new Date();
    // A Google-only account that sets a password can now also sign in with its e-mail.
    const emailIdentity = await em.findOne(Identity, { user, provider: 'email' });
    if (!emailIdentity) em.create(Identity, { user, provider: 'email', providerUserId: user.email, email: user.email });
    // Other reset links sent earlier die with this one.
    await em.nativeUpdate(EmailToken, { user, purpose: 'reset_password', usedAt: null }, { usedAt: new Date() });
    await em.flush();
    await revokeUserSessions(em, user.id, 'password_reset');
  });
  return { message: AUTH_MESSAGES.resetSuccess };
}
