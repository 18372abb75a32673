import { createHash } from 'node:crypto';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimited } from '../../core/errors/index.js';

/**
 * The limits of docs/auth-api.md, counted in PostgreSQL (table `rate_limit`, created by a
 * migration) so every replica shares them. The services consume them, so GraphQL operations
 * count exactly like REST calls, including several aliased mutations in one document.
 */
export const RATE_LIMITS = {
  loginPerIp: { points: 10, duration: 60 },
  /** Consecutive failed log-ins per account and IP before the account is locked for that IP. */
  loginFailures: { points: 5, duration: 15 * 60 },
  signupPerIp: { points: 5, duration: 10 * 60 },
  recoverPerEmail: { points: 3, duration: 60 * 60 },
  recoverPerIp: { points: 20, duration: 60 * 60 },
  /** Not in the contract's list: resending verification mails is limited like recovery mails. */
  resendPerEmail: { points: 3, duration: 60 * 60 },
  resendPerIp: { points: 20, duration: 60 * 60 },
  refreshPerIp: { points: 150, duration: 5 * 60 },
  /** Wrong current passwords (change password, delete account) per user before a 15-minute lock. */
  passwordCheckFailures: { points: 5, duration: 15 * 60 },
  /** Two-factor code attempts per user (log-in step, enable, disable): 10 per 15 minutes. */
  twoFactorPerUser: { points: 10, duration: 15 * 60 },
  /** Attempts per log-in challenge; it also dies after TWO_FACTOR_MAX_FAILURES wrong codes. */
  twoFactorPerChallenge: { points: 5, duration: 5 * 60 },
  /** Requests per personal access token (GraphQL, REST and MCP together). */
  tokenRequests: { points: 300, duration: 60 },
  /** "Test connection" of a user's own model per user: each one makes the server call a URL the user chose. */
  modelTestsPerUser: { points: 10, duration: 60 },
} as const;

export const LOGIN_LOCK_SECONDS = 15 * 60;

export type LimitName = keyof typeof RATE_LIMITS;

export interface AuthRateLimits {
  /** Counts one attempt; throws 429 RATE_LIMITED (with Retry-After) once the limit is used up. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Throws 429 while the account+IP is locked after too many failed log-ins. */
  assertLoginNotLocked(email: string, ip: string): Promise<void>;
  /** One more failed log-in; the fifth in a row locks the account for that IP for 15 minutes. */
  recordLoginFailure(email: string, ip: string): Promise<void>;
  /** A successful log-in ends the streak of failures. */
  clearLoginFailures(email: string, ip: string): Promise<void>;
  /**
   * Guards the password checks of a signed-in user (change password, delete account): a stolen
   * access token must not become an unlimited password oracle. Throws 429 while locked.
   */
  assertPasswordCheckAllowed(userId: string): Promise<void>;
  /** One more wrong password; the fifth in a row locks the checks for 15 minutes. */
  recordPasswordCheckFailure(userId: string): Promise<void>;
  clearPasswordCheckFailures(userId: string): Promise<void>;
}

/** E-mail addresses are hashed: short keys, and no personal data in the counters table. */
export function accountKey(email: string, ip?: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return ip ? `${digest}|${ip}` : digest;
}

export function createAuthRateLimits(pool: pg.Pool): AuthRateLimits {
  const make = (name: string, opts: { points: number; duration: number }, index: number) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limit',
      // The migration made the table: nothing is created at run time, so no start-up race.
      tableCreated: true,
      // All limiters share one table; one periodic sweep of expired rows is enough.
      clearExpiredByTimeout: index === 0,
      keyPrefix: name,
      points: opts.points,
      duration: opts.duration,
    });
  const limiters = Object.fromEntries(Object.entries(RATE_LIMITS).map(([name, opts], index) => [name, make(name, opts, index)])) as Record<LimitName, RateLimiterPostgres>;
  const failures = limiters.loginFailures;
  const checks = limiters.passwordCheckFailures;
  // A streak of failures locks its key: block() stores points+1 with a fresh expiry, so the lock counts from the last failure.
  const streak = (limiter: RateLimiterPostgres, points: number) => ({
    async assert(key: string) {
      const res = await limiter.get(key);
      if (res && res.consumedPoints > points) throw rateLimited(res.msBeforeNext);
    },
    async record(key: string) {
      const res = await limiter.penalty(key, 1);
      if (res.consumedPoints >= points) await limiter.block(key, LOGIN_LOCK_SECONDS);
    },
  });
  const loginStreak = streak(failures, RATE_LIMITS.loginFailures.points);
  const checkStreak = streak(checks, RATE_LIMITS.passwordCheckFailures.points);

  return {
    async consume(name, key) {
      try {
        await limiters[name].consume(key);
      } catch (rejection) {
        // The library rejects with a RateLimiterRes when the limit is hit, with an Error when
        // the store fails; a store failure must not silently turn the limit off.
        if (rejection instanceof RateLimiterRes) throw rateLimited(rejection.msBeforeNext);
        throw rejection;
      }
    },
    assertLoginNotLocked: (email, ip) => loginStreak.assert(accountKey(email, ip)),
    recordLoginFailure: (email, ip) => loginStreak.record(accountKey(email, ip)),
    async clearLoginFailures(email, ip) {
      await failures.delete(accountKey(email, ip));
    },
    assertPasswordCheckAllowed: (userId) => checkStreak.assert(userId),
    recordPasswordCheckFailure: (userId) => checkStreak.record(userId),
    async clearPasswordCheckFailures(userId) {
      await checks.delete(userId);
    },
  };
}
