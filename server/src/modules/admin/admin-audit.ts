import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { authorize } from '../../core/auth/policy.js';
import type { AuthUser, ServiceContext } from '../../core/context.js';
import { parseInput } from '../../core/errors/index.js';
import { User } from '../users/user.entity.js';
import { AdminAuditEntry, type AdminAction, type AdminTargetType } from './admin-audit.entity.js';
import { presentAdminAudit, type AdminAuditView, type Page } from './admin.presenter.js';
import { auditListSchema } from './admin.schemas.js';

export interface AuditTarget {
  type: AdminTargetType;
  id: string;
  details?: Record<string, unknown>;
}

/** The acting administrator and where the request came from (the service context's `client`). */
export interface AuditCaller {
  user: AuthUser;
  client?: ServiceContext['client'];
}

/** Which credential made a change: the session, or a personal access token named by its prefix. */
export function credentialOf(user: AuthUser): string {
  return user.token ? `token:${user.token.prefix ?? user.token.id}` : 'session';
}

/**
 * Adds the audit entry of an admin action to the unit of work (no flush): the action's own
 * flush writes both, so an action is never recorded without happening or the other way round.
 */
export async function recordAudit(em: EntityManager, caller: AuditCaller, action: AdminAction, target: AuditTarget): Promise<AdminAuditEntry> {
  const actor = await em.findOneOrFail(User, { id: caller.user.id });
  return em.create(AdminAuditEntry, {
    actor,
    actorEmail: actor.email,
    credential: credentialOf(caller.user),
    ip: caller.client?.ip ?? null,
    action,
    targetType: target.type,
    targetId: target.id,
    details: target.details ?? {},
  });
}

/** The audit log, newest first by default; filters by action and target. Read-only. */
export async function listAudit(ctx: ServiceContext, raw: unknown): Promise<Page<AdminAuditView>> {
  authorize(ctx, 'admin');
  const input = parseInput(auditListSchema, raw ?? {});
  const where: FilterQuery<AdminAuditEntry> = {};
  if (input.action) where.action = input.action;
  if (input.targetId) where.targetId = input.targetId;
  if (input.search) where.actorEmail = { $ilike: likePattern(input.search) };
  const [entries, total] = await ctx.em.findAndCount(AdminAuditEntry, where, {
    orderBy: { createdAt: input.direction, id: input.direction },
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return { items: entries.map(presentAdminAudit), total, page: input.page, pageSize: input.pageSize };
}

/** `%text%` for ILIKE, with the caller's own % and _ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
