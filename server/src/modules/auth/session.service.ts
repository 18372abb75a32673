import { createHmac } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors/index.js';
import type { User } from '../users/user.entity.js';
import { publishSessionEnded } from './session-events.js';
import { RefreshToken, Session } from './session.entity.js';
import { ACCESS_TOKEN_TTL_SECONDS, randomToken, sha256, signAccessToken } from './tokens.js';

export const SESSION_TTL_DAYS = 30;

export interface IssuedSession {
  session: Session;
  accessToken: string;
  /** Unix seconds. */
  expiresAt: number;
  expiresIn: number;
  refreshToken: string;
}

function issueAccess(user: User, session: Session, secret: string, refreshToken: string): IssuedSession {
  const { token, expiresAt } = signAccessToken({ sub: user.id, sid: session.id, role: user.role }, secret);
  return { session, accessToken: token, expiresAt, expiresIn: ACCESS_TOKEN_TTL_SECONDS, refreshToken };
}

/** Starts a session for a user who just proved who they are. Flushes. */
export async function startSession(em: EntityManager, user: User, secret: string, userAgent?: string): Promise<IssuedSession> {
  const session = em.create(Session, {
    user,
    userAgent: userAgent?.slice(0, 512) ?? null,
    expiresAt: new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000),
  });
  const refreshToken = randomToken();
  em.create(RefreshToken, { session, tokenHash: sha256(refreshToken) });
  user.lastSignInAt = new Date();
  await em.flush();
  return issueAccess(user, session, secret, refreshToken);
}

/**
 * A used refresh token presented again within this many seconds of its rotation gets the session
 * it was rotated into instead of ending it: two tabs or a retried request refreshing at once
 * with the same token. Later reuse still means the token was stolen.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 20;

/**
 * The refresh token `presented` is rotated into. Derived (HMAC with the signing secret) rather
 * than random, so a second refresh within the grace window can be handed the very same token
 * while only its hash is stored; without the secret it cannot be guessed from `presented`.
 */
function successorOf(presented: string, secret: string): string {
  return createHmac('sha256', secret).update(`refresh-rotation:${presented}`).digest('base64url');
}

/**
 * Exchanges a refresh token for a new access token and a new refresh token (rotation).
 * A token that was already used means someone replayed it: the whole session is revoked, unless
 * it comes back within the grace window while its successor is still unused (a concurrent
 * refresh), which gets that same successor.
 */
export async function refreshSession(em: EntityManager, presented: string, secret: string): Promise<IssuedSession> {
  // The revocation on reuse must be committed, so the transaction returns the verdict and the
  // error is thrown only after it (throwing inside would roll the revocation back).
  const result = await em.transactional(async (tx): Promise<IssuedSession | 'invalid' | 'disabled'> => {
    // FOR UPDATE: concurrent refreshes with one token run one after the other.
    const stored = await tx.findOne(RefreshToken, { tokenHash: sha256(presented) }, { populate: ['session', 'session.user'], lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!stored) return 'invalid';
    const session = stored.session;
    if (session.revokedAt || session.expiresAt.getTime() < Date.now()) return 'invalid';
    if (session.user.disabledAt) return 'disabled';
    const successor = successorOf(presented, secret);
    if (stored.usedAt) {
      if (Date.now() - stored.usedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000) {
        const next = await tx.findOne(RefreshToken, { tokenHash: sha256(successor), session: session.id, usedAt: null });
        if (next) return issueAccess(session.user, session, secret, successor);
      }
      session.revokedAt = new Date();
      session.revokedReason = 'refresh_token_reuse';
      await tx.flush();
      await publishSessionEnded(tx, { sessionIds: [session.id] });
      return 'invalid';
    }
    stored.usedAt = new Date();
    session.lastRefreshedAt = new Date();
    tx.create(RefreshToken, { session, tokenHash: sha256(successor) });
    await tx.flush();
    return issueAccess(session.user, session, secret, successor);
  });
  if (result === 'invalid') throw new AppError('INVALID_REFRESH_TOKEN');
  if (result === 'disabled') throw new AppError('ACCOUNT_DISABLED');
  return result;
}

/** Ends one session; its WebSocket connections close on every instance (session-events.ts). */
export async function revokeSession(em: EntityManager, sessionId: string, reason: string): Promise<void> {
  const ended = await em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date(), revokedReason: reason });
  if (ended > 0) await publishSessionEnded(em, { sessionIds: [sessionId] });
}

/** Ends every session of a user, optionally keeping the caller's own. */
export async function revokeUserSessions(em: EntityManager, userId: string, reason: string, exceptSessionId?: string): Promise<void> {
  const ended = await em.nativeUpdate(Session, { user: userId, revokedAt: null, ...(exceptSessionId ? { id: { $ne: exceptSessionId } } : {}) }, { revokedAt: new Date(), revokedReason: reason });
  if (ended > 0) await publishSessionEnded(em, { userId, exceptSessionId });
}

/**
 * The current role of the user behind a live session, or null when the session was revoked or
 * has expired or its user has been disabled: the per-request check behind every access token.
 * One light statement, so a revocation, a disablement or a demotion takes effect at once on every
 * instance, without building entities nobody reads (hydration was a measurable part of each
 * authenticated request, in the API throughput bench). The clock is this process's, as in findLiveSession.
 */
export async function liveSessionRole(em: EntityManager, sessionId: string, userId: string): Promise<'user' | 'admin' | null> {
  const rows = await em.execute<{ role: 'user' | 'admin' }[]>(
    `select u.role from auth_session s join app_user u on u.id = s.user_id
      where s.id = ? and s.user_id = ? and s.revoked_at is null and s.expires_at >= ? and u.disabled_at is null limit 1`,
    [sessionId, userId, new Date()],
  );
  return rows[0]?.role ?? null;
}

/** Which of `sessionIds` are still live (the periodic re-check of open WebSocket connections). */
export async function liveSessionIds(em: EntityManager, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await em.execute<{ id: string }[]>(
    `select s.id from auth_session s join app_user u on u.id = s.user_id
      where s.id in (?) and s.revoked_at is null and s.expires_at >= ? and u.disabled_at is null`,
    [sessionIds, new Date()],
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * The live session behind an access token, or null when it was revoked, has expired, or its
 * user has been disabled. The user comes along (same statement).
 */
export async function findLiveSession(em: EntityManager, sessionId: string, userId: string): Promise<Session | null> {
  const session = await em.findOne(Session, { id: sessionId, user: { id: userId, disabledAt: null }, revokedAt: null }, { populate: ['user'] });
  if (!session || session.expiresAt.getTime() < Date.now()) return null;
  return session;
}
