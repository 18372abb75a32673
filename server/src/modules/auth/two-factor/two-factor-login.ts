import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../../core/context.js';
import { AppError, parseInput } from '../../../core/errors/index.js';
import { User } from '../../users/user.entity.js';
import { randomToken, sha256 } from '../tokens.js';
import { acceptAnyCode } from './two-factor-codes.js';
import { TwoFactorChallenge, UserTwoFactor } from './two-factor.entity.js';
import { verifySchema, type VerifyInput } from './two-factor.schemas.js';

export const CHALLENGE_TTL_SECONDS = 5 * 60;
/** Wrong codes a challenge survives; the next wrong one ends it (the user logs in again). */
export const TWO_FACTOR_MAX_FAILURES = 5;

export async function hasTwoFactor(em: EntityManager, userId: string): Promise<boolean> {
  return (await em.count(UserTwoFactor, { user: userId, enabledAt: { $ne: null } })) > 0;
}

/**
 * The password was right and the account needs a code: a single-use challenge (stored hashed)
 * travels back with 401 TWO_FACTOR_REQUIRED instead of a session. Flushes.
 */
export async function twoFactorRequired(em: EntityManager, user: User): Promise<AppError> {
  const challenge = randomToken();
  // Old challenges of this user are of no use to anyone: keep the table small.
  await em.nativeDelete(TwoFactorChallenge, { user: user.id, expiresAt: { $lt: new Date() } });
  em.create(TwoFactorChallenge, { user, tokenHash: sha256(challenge), expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000) });
  await em.flush();
  const error = new AppError('TWO_FACTOR_REQUIRED');
  error.extra = { challenge };
  return error;
}

/**
 * The log-in's second step: a live challenge and a right, unused code (or recovery code).
 * Attempts count per user and per challenge (429 RATE_LIMITED with Retry-After), and the
 * fifth wrong code ends the challenge. Answers the user to start a session for.
 */
export async function passTwoFactorChallenge(ctx: ServiceContext, raw: VerifyInput): Promise<User> {
  const input = parseInput(verifySchema, raw);
  const { em } = ctx;
  const challenge = await em.findOne(TwoFactorChallenge, { tokenHash: sha256(input.challenge) });
  if (!challenge || challenge.consumedAt || challenge.expiresAt.getTime() <= Date.now()) throw new AppError('TWO_FACTOR_CHALLENGE_INVALID');
  const userId = challenge.user.id;
  const { limits } = ctx.deps.auth;
  await limits.consume('twoFactorPerUser', userId);
  await limits.consume('twoFactorPerChallenge', challenge.id);

  const record = await em.findOne(UserTwoFactor, { user: userId });
  // Two-factor was turned off since the password step: the challenge is void, log in again.
  if (!record?.enabledAt) throw new AppError('TWO_FACTOR_CHALLENGE_INVALID');
  if (!(await acceptAnyCode(ctx, record, input))) {
    await recordFailure(em, challenge.id);
    throw new AppError('TWO_FACTOR_CODE_INVALID');
  }
  // Conditional: of two requests racing with one challenge, only one signs in.
  const consumed = await em.nativeUpdate(TwoFactorChallenge, { id: challenge.id, consumedAt: null }, { consumedAt: new Date() });
  if (consumed !== 1) throw new AppError('TWO_FACTOR_CHALLENGE_INVALID');
  const user = await em.findOneOrFail(User, { id: userId });
  if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED');
  return user;
}

/** One more wrong code, in one UPDATE (concurrent attempts all count); the fifth ends the challenge. */
async function recordFailure(em: EntityManager, challengeId: string): Promise<void> {
  await em.getConnection().execute('update two_factor_challenge set failures = failures + 1, consumed_at = case when failures + 1 >= ? then now() else consumed_at end where id = ?', [TWO_FACTOR_MAX_FAILURES, challengeId]);
}
