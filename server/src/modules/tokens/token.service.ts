import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { authorize } from '../../core/auth/policy.js';
import type { AuthUser, ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import type { AuthRateLimits } from '../auth/rate-limits.js';
import { User } from '../users/user.entity.js';
import { PersonalAccessToken } from './token.entity.js';
import { createTokenBody } from './token.schemas.js';

export const TOKEN_PREFIX = 'sf_pat_';
const MAX_TOKENS = 50;
/** `last_used_at` is written at most once a minute per token: no write on every request. */
const LAST_USE_GRANULARITY_MS = 60_000;

export const hashToken = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const isPersonalAccessToken = (secret: string | null | undefined): secret is string => !!secret?.startsWith(TOKEN_PREFIX);

/** Token management is for a signed-in session only: a token cannot mint or revoke tokens. */
function sessionCaller(ctx: ServiceContext): AuthUser {
  return authorize(ctx, 'session');
}

/** Creates a token; the answer carries the secret, which is never stored nor shown again. */
export async function createToken(ctx: ServiceContext, raw: unknown): Promise<{ secret: string; token: PersonalAccessToken }> {
  const caller = sessionCaller(ctx);
  const input = parseInput(createTokenBody, raw);
  const count = await ctx.em.count(PersonalAccessToken, { user: caller.id, revokedAt: null });
  if (count >= MAX_TOKENS) throw new AppError('VALIDATION_FAILED', `You can have at most ${MAX_TOKENS} active tokens. Revoke one first.`);
  const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const token = ctx.em.create(PersonalAccessToken, {
    user: ctx.em.getReference(User, caller.id),
    name: input.name,
    tokenHash: hashToken(secret),
    prefix: secret.slice(0, TOKEN_PREFIX.length + 4),
    scope: input.scope,
    expiresAt: input.expires_in_days === null ? null : new Date(Date.now() + input.expires_in_days * 86_400_000),
  });
  await ctx.em.flush();
  return { secret, token };
}

/** The caller's tokens, newest first, revoked ones included (with when). */
export async function listTokens(ctx: ServiceContext): Promise<PersonalAccessToken[]> {
  const caller = sessionCaller(ctx);
  return ctx.em.find(PersonalAccessToken, { user: caller.id }, { orderBy: { createdAt: 'desc', id: 'asc' } });
}

/** Revokes one of the caller's tokens (at once: the next request with it gets 401). Idempotent. */
export async function revokeToken(ctx: ServiceContext, id: unknown): Promise<PersonalAccessToken> {
  const caller = sessionCaller(ctx);
  const valid = typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id);
  const token = valid ? await ctx.em.findOne(PersonalAccessToken, { id, user: caller.id }) : null;
  if (!token) throw new AppError('TOKEN_NOT_FOUND');
  token.revokedAt ??= new Date();
  await ctx.em.flush();
  return token;
}

/**
 * The caller behind a personal access token: unknown, revoked or expired tokens and disabled
 * users are refused with 401 TOKEN_INVALID at once (the token is looked up on every request),
 * and every request counts against the token's rate limit.
 */
export async function authenticateToken(em: EntityManager, secret: string, limits: AuthRateLimits): Promise<AuthUser> {
  const now = new Date();
  const token = await em.findOne(PersonalAccessToken, { tokenHash: hashToken(secret) }, { populate: ['user'] });
  const user = token?.user;
  if (!token || !user || token.revokedAt || (token.expiresAt && token.expiresAt <= now) || user.disabledAt) {
    throw new AppError('TOKEN_INVALID');
  }
  await limits.consume('tokenRequests', token.id);
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > LAST_USE_GRANULARITY_MS) {
    await em.nativeUpdate(PersonalAccessToken, { id: token.id }, { lastUsedAt: now });
  }
  return { id: user.id, role: user.role, sessionId: '', token: { id: token.id, scope: token.scope, prefix: token.prefix } };
}

/** Which of these tokens may still be used (not revoked, not expired, owner not disabled): open WebSocket connections re-check theirs. */
export async function liveTokenIds(em: EntityManager, tokenIds: string[]): Promise<Set<string>> {
  if (tokenIds.length === 0) return new Set();
  const rows = await em.execute<{ id: string }[]>(
    `select t.id from personal_access_token t join app_user u on u.id = t.user_id
      where t.id in (?) and t.revoked_at is null and (t.expires_at is null or t.expires_at > ?) and u.disabled_at is null`,
    [tokenIds, new Date()],
  );
  return new Set(rows.map((r) => r.id));
}
