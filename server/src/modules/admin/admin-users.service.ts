import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { authorize } from '../../core/auth/policy.js';
import type { AuthUser, ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { resetLink } from '../auth/auth-links.js';
import { issueEmailToken } from '../auth/email-tokens.js';
import { Session } from '../auth/session.entity.js';
import { publishSessionEnded } from '../auth/session-events.js';
import { revokeUserSessions } from '../auth/session.service.js';
import { passwordResetMail } from '../mail/mail.templates.js';
import { Project } from '../projects/project.entity.js';
import { displayName, User } from '../users/user.entity.js';
import { likePattern, recordAudit } from './admin-audit.js';
import { documentCounts } from './admin-content.service.js';
import { presentAdminProject, presentAdminSession, presentAdminUser, type AdminProjectView, type AdminSessionView, type AdminUserView, type Page } from './admin.presenter.js';
import { ADMIN_MESSAGES, idSchema, roleSchema, userListSchema } from './admin.schemas.js';

/** How many projects each user owns (one grouped statement). */
async function projectCounts(em: EntityManager, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await em.execute<{ user_id: string; n: number }[]>('select user_id, count(*)::int as n from project where user_id in (?) group by user_id', [userIds]);
  return new Map(rows.map((r) => [r.user_id, r.n]));
}

/**
 * Each user's latest activity event (one grouped statement): the Activity tab's own source, so
 * 'Last active' also covers events recorded before the column was kept up to date.
 */
async function latestActivity(em: EntityManager, userIds: string[]): Promise<Map<string, Date>> {
  if (!userIds.length) return new Map();
  const rows = await em.execute<{ user_id: string; at: Date | string }[]>('select user_id, max(created_at) as at from activity_event where user_id in (?) group by user_id', [userIds]);
  return new Map(rows.map((r) => [r.user_id, new Date(r.at)]));
}

/** The admin view of users, with their project counts and their latest activity. */
async function presentUsers(em: EntityManager, users: User[]): Promise<AdminUserView[]> {
  const ids = users.map((u) => u.id);
  const counts = await projectCounts(em, ids);
  const active = await latestActivity(em, ids);
  return users.map((u) => {
    const event = active.get(u.id);
    const lastActiveAt = event && (!u.lastActiveAt || event > u.lastActiveAt) ? event : u.lastActiveAt;
    return presentAdminUser(u, counts.get(u.id) ?? 0, lastActiveAt);
  });
}

export async function listUsers(ctx: ServiceContext, raw: unknown): Promise<Page<AdminUserView>> {
  authorize(ctx, 'admin');
  const input = parseInput(userListSchema, raw ?? {});
  const where: FilterQuery<User> = {};
  if (input.search) {
    const like = likePattern(input.search);
    where.$or = [{ email: { $ilike: like } }, { firstName: { $ilike: like } }, { lastName: { $ilike: like } }];
  }
  if (input.role) where.role = input.role;
  if (input.status) where.disabledAt = input.status === 'disabled' ? { $ne: null } : null;
  const dir = input.direction;
  const orderBy = input.sort === 'name' ? { firstName: dir, lastName: dir, email: dir } : { [input.sort]: `${dir} nulls last`, id: dir };
  const [users, total] = await ctx.em.findAndCount(User, where, {
    orderBy,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return { items: await presentUsers(ctx.em, users), total, page: input.page, pageSize: input.pageSize };
}

export interface AdminUserDetail {
  user: AdminUserView;
  projects: AdminProjectView[];
  sessions: AdminSessionView[];
}

async function findUser(em: EntityManager, rawId: unknown): Promise<User> {
  const id = idSchema.safeParse(rawId);
  const user = id.success ? await em.findOne(User, { id: id.data }) : null;
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user;
}

/** A user with their projects and their 20 latest sessions. */
export async function getUserDetail(ctx: ServiceContext, id: unknown): Promise<AdminUserDetail> {
  authorize(ctx, 'admin');
  const user = await findUser(ctx.em, id);
  const projects = await ctx.em.find(Project, { user: user.id }, { orderBy: { createdAt: 'desc' }, populate: ['user'] });
  const sessions = await ctx.em.find(Session, { user: user.id }, { orderBy: { createdAt: 'desc' }, limit: 20 });
  const docs = await documentCounts(
    ctx.em,
    projects.map((p) => p.id),
  );
  return {
    user: (await presentUsers(ctx.em, [user]))[0]!,
    projects: projects.map((p) => presentAdminProject(p, docs.get(p.id) ?? 0)),
    sessions: sessions.map((s) => presentAdminSession(s)),
  };
}

/**
 * Role and account changes run one at a time (an advisory lock), so two admins demoting each
 * other at once cannot both succeed and leave no administrator.
 */
async function underAdminLock<T>(ctx: ServiceContext, work: (em: EntityManager, admin: AuthUser) => Promise<T>): Promise<T> {
  const admin = authorize(ctx, 'admin');
  return ctx.em.transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', ['admin-roles']);
    return work(em, admin);
  });
}

/** LAST_ADMIN when `user` is the only enabled administrator. */
async function assertOtherAdmin(em: EntityManager, user: User): Promise<void> {
  if (user.role !== 'admin' || user.disabledAt) return;
  const others = await em.count(User, { role: 'admin', disabledAt: null, id: { $ne: user.id } });
  if (others === 0) throw new AppError('LAST_ADMIN');
}

async function presentOne(em: EntityManager, user: User): Promise<AdminUserView> {
  return presentAdminUser(user, (await projectCounts(em, [user.id])).get(user.id) ?? 0);
}

/** Disables (sessions end at once, log-in and refresh refuse) or enables an account. */
export async function setUserDisabled(ctx: ServiceContext, id: unknown, disabled: boolean): Promise<AdminUserView> {
  return underAdminLock(ctx, async (em, admin) => {
    const user = await findUser(em, id);
    if (disabled) {
      if (user.id === admin.id) throw new AppError('ADMIN_SELF_ACTION');
      await assertOtherAdmin(em, user);
      user.disabledAt ??= new Date();
    } else {
      user.disabledAt = null;
    }
    await recordAudit(em, { user: admin, client: ctx.client }, disabled ? 'user.disable' : 'user.enable', { type: 'user', id: user.id, details: { email: user.email } });
    await em.flush();
    if (disabled) await revokeUserSessions(em, user.id, 'account_disabled');
    return presentOne(em, user);
  });
}

export async function setUserRole(ctx: ServiceContext, id: unknown, raw: unknown): Promise<AdminUserView> {
  const { role } = parseInput(roleSchema, raw);
  return underAdminLock(ctx, async (em, admin) => {
    const user = await findUser(em, id);
    const from = user.role;
    if (from === 'admin' && role === 'user') await assertOtherAdmin(em, user);
    user.role = role;
    await recordAudit(em, { user: admin, client: ctx.client }, 'user.role', { type: 'user', id: user.id, details: { email: user.email, from, to: role } });
    await em.flush();
    return presentOne(em, user);
  });
}

/** Mails the user a password-reset link, as "Forgot password?" would. */
export async function sendPasswordReset(ctx: ServiceContext, id: unknown): Promise<{ message: string }> {
  const admin = authorize(ctx, 'admin');
  const user = await findUser(ctx.em, id);
  const token = issueEmailToken(ctx.em, user, 'reset_password');
  await recordAudit(ctx.em, { user: admin, client: ctx.client }, 'user.password_reset', { type: 'user', id: user.id, details: { email: user.email } });
  await ctx.em.flush();
  ctx.deps.mailer.queue({ to: user.email, ...passwordResetMail({ name: displayName(user), link: resetLink(ctx.deps.auth, token) }) });
  return { message: ADMIN_MESSAGES.resetSent };
}

/** Deletes an account and, through ON DELETE CASCADE, everything it owns; the audit entry stays. */
export async function deleteUser(ctx: ServiceContext, id: unknown): Promise<{ message: string }> {
  return underAdminLock(ctx, async (em, admin) => {
    const user = await findUser(em, id);
    if (user.id === admin.id) throw new AppError('ADMIN_SELF_ACTION');
    await assertOtherAdmin(em, user);
    const details = { email: user.email, name: displayName(user), role: user.role };
    await recordAudit(em, { user: admin, client: ctx.client }, 'user.delete', { type: 'user', id: user.id, details });
    await em.flush();
    await em.nativeDelete(User, { id: user.id });
    // The sessions went with the user (cascade): their WebSocket connections close too.
    await publishSessionEnded(em, { userId: user.id });
    return { message: ADMIN_MESSAGES.deleted };
  });
}
