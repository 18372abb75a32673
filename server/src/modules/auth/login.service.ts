import { authorize } from '../../core/auth/policy.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { User } from '../users/user.entity.js';
import type { UserRecord } from '../users/user.presenter.js';
import { loadUserRecord } from '../users/user-view.js';
import type { ServiceContext } from '../../core/context.js';
import { clientIp } from './auth.context.js';
import { logInSchema, type LogInInput } from './auth.schemas.js';
import { verifyPassword } from './password-hash.js';
import { RefreshToken } from './session.entity.js';
import { refreshSession, revokeSession, startSession, type IssuedSession } from './session.service.js';
import { sha256 } from './tokens.js';
import { hasTwoFactor, passTwoFactorChallenge, twoFactorRequired } from './two-factor/two-factor-login.js';
import type { VerifyInput } from './two-factor/two-factor.schemas.js';

export interface SignedIn {
  issued: IssuedSession;
  user: UserRecord;
}

/**
 * E-mail + password log-in. An unknown e-mail, a Google-only account and a wrong password all
 * cost one argon2 verification and give the same INVALID_CREDENTIALS; only someone who knows
 * the password learns that the e-mail still needs confirming.
 */
export async function logIn(ctx: ServiceContext, raw: LogInInput): Promise<SignedIn> {
  const input = parseInput(logInSchema, raw);
  // We have no phone accounts: say so instead of pretending the credentials were wrong.
  if (!input.email) throw new AppError('PHONE_LOGIN_UNSUPPORTED');
  const ip = clientIp(ctx);
  const { limits } = ctx.deps.auth;
  await limits.consume('loginPerIp', ip);
  await limits.assertLoginNotLocked(input.email, ip);

  const user = await ctx.em.findOne(User, { email: input.email }, { populate: ['passwordHash'] });
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    await limits.recordLoginFailure(input.email, ip);
    throw new AppError('INVALID_CREDENTIALS');
  }
  await limits.clearLoginFailures(input.email, ip);
  if (!user.emailConfirmedAt) throw new AppError('EMAIL_NOT_CONFIRMED');
  if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED');
  // Two-factor accounts get a challenge instead of a session: the code completes the log-in.
  if (await hasTwoFactor(ctx.em, user.id)) throw await twoFactorRequired(ctx.em, user);
  return finishSignIn(ctx, user);
}

/** POST /api/auth/2fa/verify: the challenge of the log-in plus a code starts the session. */
export async function verifyTwoFactorLogIn(ctx: ServiceContext, raw: VerifyInput): Promise<SignedIn> {
  await ctx.deps.auth.limits.consume('loginPerIp', clientIp(ctx));
  return finishSignIn(ctx, await passTwoFactorChallenge(ctx, raw));
}

async function finishSignIn(ctx: ServiceContext, user: User): Promise<SignedIn> {
  // ADMIN_EMAILS may name an account created before it was listed.
  if (user.role !== 'admin' && ctx.deps.auth.env.ADMIN_EMAILS.includes(user.email)) user.role = 'admin';
  const issued = await startSession(ctx.em, user, ctx.deps.auth.jwtSecret, ctx.client?.userAgent);
  return { issued, user: await loadUserRecord(ctx.em, user) };
}

/** Rotates a refresh token (from the body or the cookie) into a new access + refresh token. */
export async function refresh(ctx: ServiceContext, refreshToken: string | null | undefined): Promise<SignedIn> {
  await ctx.deps.auth.limits.consume('refreshPerIp', clientIp(ctx));
  const presented = refreshToken?.trim();
  if (!presented) throw new AppError('INVALID_REFRESH_TOKEN');
  const issued = await refreshSession(ctx.em, presented, ctx.deps.auth.jwtSecret);
  const user = await ctx.em.findOne(User, { id: issued.session.user.id });
  if (!user) throw new AppError('INVALID_REFRESH_TOKEN');
  return { issued, user: await loadUserRecord(ctx.em, user) };
}

/** Ends the bearer's session and/or the session of the presented refresh token. Idempotent. */
export async function logOut(ctx: ServiceContext, refreshToken: string | null | undefined): Promise<void> {
  // Signed out (or only the cookie) is fine; a personal access token has no session to end.
  if (ctx.user) await revokeSession(ctx.em, authorize(ctx, 'session').sessionId, 'logout');
  const presented = refreshToken?.trim();
  if (presented) {
    const stored = await ctx.em.findOne(RefreshToken, { tokenHash: sha256(presented) });
    if (stored) await revokeSession(ctx.em, stored.session.id, 'logout');
  }
}

/** The signed-in user (null when signed out); for `me`. */
export async function findCurrentUser(ctx: ServiceContext): Promise<UserRecord | null> {
  if (!ctx.user) return null;
  const user = await ctx.em.findOne(User, { id: ctx.user.id });
  return user ? loadUserRecord(ctx.em, user) : null;
}

/** GET /api/auth/session: the caller's user and when their access token expires (Unix seconds). */
export async function getSession(ctx: ServiceContext): Promise<{ user: UserRecord; expiresAt: number | null }> {
  const caller = authorize(ctx, 'session');
  const user = await findCurrentUser(ctx);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return { user, expiresAt: caller.accessExpiresAt ?? null };
}

export function authProviders(ctx: ServiceContext): { google: boolean } {
  return { google: Boolean(ctx.deps.auth.env.GOOGLE_CLIENT_ID) };
}
