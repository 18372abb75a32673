import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { parseInput } from '../../core/errors/index.js';
import { accountExistsMail, verifyEmailMail } from '../mail/mail.templates.js';
import { seedWelcomeNotifications } from '../notifications/welcome-notifications.js';
import { displayName, User } from '../users/user.entity.js';
import type { ServiceContext } from '../../core/context.js';
import { clientIp } from './auth.context.js';
import { loginLink, recoverLink, verifyLink } from './auth-links.js';
import { AUTH_MESSAGES, emailOnlySchema, signUpSchema, type SignUpInput } from './auth.schemas.js';
import { checkEmailToken, issueEmailToken, markEmailTokenUsed } from './email-tokens.js';
import { Identity } from '../users/identity.entity.js';
import { hashPassword } from './password-hash.js';
import { accountKey } from './rate-limits.js';

export interface SignUpResult {
  success: true;
  message: string;
}

/** "Ada King Lovelace" → first "Ada", last "King Lovelace" (the profile edits both later). */
function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.split(' ');
  return { firstName: first.slice(0, 100), lastName: rest.join(' ').slice(0, 100) };
}

/**
 * Creates an unconfirmed account and mails a verification link. An e-mail that already has an
 * account gets the very same answer (no enumeration); its owner is mailed instead. Both paths
 * hash the password and queue one mail, so they also take the same time.
 */
export async function signUp(ctx: ServiceContext, raw: SignUpInput): Promise<SignUpResult> {
  const input = parseInput(signUpSchema, raw);
  await ctx.deps.auth.limits.consume('signupPerIp', clientIp(ctx));
  const passwordHash = await hashPassword(input.password);
  const answer: SignUpResult = { success: true, message: AUTH_MESSAGES.signUpSuccess };

  const existing = await ctx.em.findOne(User, { email: input.email }, { populate: ['passwordHash'] });
  if (existing) {
    await mailExistingOwner(ctx, existing);
    return answer;
  }
  const user = ctx.em.create(User, {
    email: input.email,
    passwordHash,
    ...splitName(input.name),
    role: ctx.deps.auth.env.ADMIN_EMAILS.includes(input.email) ? 'admin' : 'user',
  });
  ctx.em.create(Identity, { user, provider: 'email', providerUserId: input.email, email: input.email });
  seedWelcomeNotifications(ctx.em, user);
  const token = issueEmailToken(ctx.em, user, 'verify_email');
  try {
    await ctx.em.flush();
  } catch (error) {
    // Two sign-ups for one address at once: the loser is treated like any repeated sign-up.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    ctx.em.clear();
    const winner = await ctx.em.findOne(User, { email: input.email }, { populate: ['passwordHash'] });
    if (winner) await mailExistingOwner(ctx, winner);
    return answer;
  }
  ctx.deps.mailer.queue({ to: user.email, ...verifyEmailMail({ name: displayName(user), link: verifyLink(ctx.deps.auth, token) }) });
  return answer;
}

/** A repeated sign-up: an unconfirmed owner gets a fresh verification link, a confirmed one a notice. */
async function mailExistingOwner(ctx: ServiceContext, user: User): Promise<void> {
  if (!user.emailConfirmedAt) {
    const token = issueEmailToken(ctx.em, user, 'verify_email');
    await ctx.em.flush();
    ctx.deps.mailer.queue({ to: user.email, ...verifyEmailMail({ name: displayName(user), link: verifyLink(ctx.deps.auth, token) }) });
    return;
  }
  ctx.deps.mailer.queue({
    to: user.email,
    ...accountExistsMail({
      name: displayName(user),
      loginUrl: loginLink(ctx.deps.auth),
      resetUrl: recoverLink(ctx.deps.auth),
      hasPassword: Boolean(user.passwordHash),
    }),
  });
}

export type VerifyOutcome = 'verified' | 'expired' | 'used' | 'invalid';

/** GET /api/auth/verify: confirms the e-mail behind a single-use link. */
export async function verifyEmail(ctx: ServiceContext, rawToken: unknown): Promise<VerifyOutcome> {
  const check = await checkEmailToken(ctx.em, typeof rawToken === 'string' ? rawToken.trim() : '', 'verify_email');
  if (check.status !== 'valid') return check.status;
  if (!(await markEmailTokenUsed(ctx.em, check.token))) return 'used';
  const user = check.token.user;
  user.emailConfirmedAt ??= new Date();
  await ctx.em.flush();
  return 'verified';
}

/** Sends a new verification link when the account exists and is unconfirmed; always the same answer. */
export async function resendVerification(ctx: ServiceContext, raw: unknown): Promise<{ message: string }> {
  const { email } = parseInput(emailOnlySchema, raw);
  await ctx.deps.auth.limits.consume('resendPerIp', clientIp(ctx));
  await ctx.deps.auth.limits.consume('resendPerEmail', accountKey(email));
  const user = await ctx.em.findOne(User, { email });
  if (user && !user.emailConfirmedAt) {
    const token = issueEmailToken(ctx.em, user, 'verify_email');
    await ctx.em.flush();
    ctx.deps.mailer.queue({ to: user.email, ...verifyEmailMail({ name: displayName(user), link: verifyLink(ctx.deps.auth, token) }) });
  }
  return { message: AUTH_MESSAGES.resendSuccess };
}
