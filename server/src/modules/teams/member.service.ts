import { createHash, randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { appLink } from '../auth/auth-links.js';
import { projectInvitationMail } from '../mail/mail.templates.js';
import { notify } from '../notifications/notification.service.js';
import { isUuid } from '../../core/input/uuid.js';
import { findProjectFor, roleMessage } from '../projects/project-access.js';
import { ProjectMember } from '../projects/project-member.entity.js';
import type { Project } from '../projects/project.entity.js';
import { displayName, User } from '../users/user.entity.js';
import { memberRecord, ownerRecord, type MemberRecord } from './member.presenter.js';
import { InviteMemberSchema, UpdateMemberSchema } from './member.schemas.js';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The owner first, then members and pending invitations in the order they were invited. */
export async function listMembers(ctx: ServiceContext, projectId: unknown): Promise<MemberRecord[]> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  return membersOf(ctx.em, project);
}

async function membersOf(em: EntityManager, project: Project): Promise<MemberRecord[]> {
  const owner = await em.findOneOrFail(User, { id: project.user.id });
  const rows = await em.find(ProjectMember, { project: project.id }, { populate: ['user'], orderBy: { createdAt: 'asc', id: 'asc' } });
  // Pending invitations to addresses that already have an account show that account.
  const pendingEmails = rows.filter((m) => !m.acceptedAt).map((m) => m.email);
  const accounts = pendingEmails.length ? await em.find(User, { email: { $in: pendingEmails } }) : [];
  const byEmail = new Map(accounts.map((u) => [u.email, u]));
  return [ownerRecord(project, owner), ...rows.map((m) => memberRecord(m, m.acceptedAt ? (m.user ?? null) : (byEmail.get(m.email) ?? null)))];
}

/**
 * Invites an address with a role (owner only). The row, its notification for an existing
 * account and nothing else are written in one flush; the mail goes out after it, so a refused
 * invitation (twice the same address, the owner's own) sends nothing.
 */
export async function inviteMember(ctx: ServiceContext, projectId: unknown, raw: unknown): Promise<MemberRecord> {
  const caller = authorize(ctx, 'write');
  const project = await findProjectFor(ctx.em, caller, projectId, 'owner');
  const { email, role } = parseInput(InviteMemberSchema, raw);
  const [owner, inviter, account] = await Promise.all([ctx.em.findOneOrFail(User, { id: project.user.id }), ctx.em.findOneOrFail(User, { id: caller.id }), ctx.em.findOne(User, { email })]);
  if (owner.email === email) throw new AppError('MEMBER_IS_OWNER');
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  const existing = await ctx.em.findOne(ProjectMember, { project: project.id, email });
  let member: ProjectMember;
  if (existing && !existing.acceptedAt && existing.expiresAt < new Date()) {
    // An expired invitation is renewed rather than refused: the old link stays dead.
    Object.assign(existing, { role, tokenHash: hashSecret(secret), expiresAt, invitedBy: caller.id });
    member = existing;
  } else if (existing) {
    throw new AppError('MEMBER_ALREADY_INVITED');
  } else {
    member = ctx.em.create(ProjectMember, { project: project.id, email, role, tokenHash: hashSecret(secret), expiresAt, invitedBy: caller.id });
  }
  const link = appLink(ctx.deps.auth, `invitations/${secret}`);
  if (account) {
    await notify(ctx.em, account.id, {
      title: 'Project invitation',
      message: `${displayName(inviter)} invited you to "${project.name}" as ${role}.`,
      type: 'info',
      actionUrl: `/invitations/${secret}`,
      actionLabel: 'Open invitation',
    });
  }
  try {
    await ctx.em.flush();
  } catch (error) {
    // Two invitations of the same address at once: the unique index lets one through.
    if (error instanceof UniqueConstraintViolationException) throw new AppError('MEMBER_ALREADY_INVITED');
    throw error;
  }
  ctx.deps.mailer.queue({ to: email, ...projectInvitationMail({ inviter: displayName(inviter), project: project.name, role, link }) });
  return memberRecord(member, account);
}

/** A member of the project by their user id (an account, accepted or invited) or by membership id. */
async function findMember(em: EntityManager, project: Project, key: unknown): Promise<ProjectMember> {
  if (!isUuid(key)) throw new AppError('MEMBER_NOT_FOUND');
  if (key === project.user.id) throw new AppError('MEMBER_IS_OWNER');
  const direct = await em.findOne(ProjectMember, { project: project.id, $or: [{ id: key }, { user: key }] });
  if (direct) return direct;
  const account = await em.findOne(User, { id: key }, { fields: ['email'] });
  const pending = account ? await em.findOne(ProjectMember, { project: project.id, email: account.email, acceptedAt: null }) : null;
  if (!pending) throw new AppError('MEMBER_NOT_FOUND');
  return pending;
}

export async function updateMemberRole(ctx: ServiceContext, projectId: unknown, userId: unknown, raw: unknown): Promise<MemberRecord> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'write'), projectId, 'owner');
  const { role } = parseInput(UpdateMemberSchema, raw);
  const member = await findMember(ctx.em, project, userId);
  member.role = role;
  await ctx.em.flush();
  return (await membersOf(ctx.em, project)).find((m) => m.id === member.id)!;
}

/**
 * Removes a member or revokes a pending invitation (its link stops working). The owner removes
 * anyone but themselves; any member may remove themselves (leave the project).
 */
export async function removeMember(ctx: ServiceContext, projectId: unknown, userId: unknown): Promise<void> {
  const caller = authorize(ctx, 'write');
  const project = await findProjectFor(ctx.em, caller, projectId, 'viewer');
  const member = await findMember(ctx.em, project, userId);
  const self = member.user?.id === caller.id && member.acceptedAt !== null;
  if (!self && project.user.id !== caller.id) {
    const mine = await ctx.em.findOneOrFail(ProjectMember, { project: project.id, user: caller.id });
    throw new AppError('FORBIDDEN', roleMessage('owner', mine.role));
  }
  ctx.em.remove(member);
  await ctx.em.flush();
}

/**
 * Accepts an invitation for the signed-in account, which must own the invited address. The
 * acceptance is one conditional update, so the link works once even when clicked twice at once.
 */
export async function acceptInvitation(ctx: ServiceContext, token: unknown): Promise<{ project: Project; member: MemberRecord }> {
  const caller = authorize(ctx, 'write');
  if (typeof token !== 'string' || token.length < 20 || token.length > 100) throw new AppError('INVITATION_NOT_FOUND');
  const member = await ctx.em.findOne(ProjectMember, { tokenHash: hashSecret(token) }, { populate: ['project'] });
  if (!member) throw new AppError('INVITATION_NOT_FOUND');
  if (member.acceptedAt) throw new AppError('INVITATION_USED');
  if (member.expiresAt < new Date()) throw new AppError('INVITATION_EXPIRED');
  const user = await ctx.em.findOneOrFail(User, { id: caller.id });
  if (user.email !== member.email) throw new AppError('INVITATION_OTHER_ACCOUNT');
  if (member.project.user.id === user.id) throw new AppError('MEMBER_IS_OWNER');
  const acceptedAt = new Date();
  const updated = await acceptOnce(ctx.em, async (tx) => {
    const count = await tx.nativeUpdate(ProjectMember, { id: member.id, acceptedAt: null }, { acceptedAt, user: user.id });
    if (count === 1) {
      await notify(tx, member.project.user.id, {
        title: 'Invitation accepted',
        message: `${displayName(user)} joined "${member.project.name}" as ${member.role}.`,
        type: 'success',
        actionUrl: `/project/${member.project.id}/settings`,
        actionLabel: 'See members',
      });
    }
    return count;
  });
  if (updated !== 1) throw new AppError('INVITATION_USED');
  await ctx.em.refresh(member);
  const project = await findProjectFor(ctx.em, caller, member.project.id, 'viewer');
  return { project, member: memberRecord(member, user) };
}

/** Runs the acceptance; an account already in the project under another address gets 409, not a 500. */
async function acceptOnce(em: EntityManager, work: (tx: EntityManager) => Promise<number>): Promise<number> {
  try {
    return await em.transactional(work);
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new AppError('MEMBER_ALREADY_INVITED');
    throw error;
  }
}
