import type { EntityManager } from '@mikro-orm/postgresql';
import { authorize } from '../../core/auth/policy.js';
import type { AuthUser, ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { appLink } from '../auth/auth-links.js';
import { commentMentionMail } from '../mail/mail.templates.js';
import { notify } from '../notifications/notification.service.js';
import { isUuid } from '../../core/input/uuid.js';
import { findProjectFor, requireRole, roleMessage, roleOn } from '../projects/project-access.js';
import { ProjectMember } from '../projects/project-member.entity.js';
import type { Project } from '../projects/project.entity.js';
import { displayName, User } from '../users/user.entity.js';
import { checkTarget } from './comment-target.js';
import { Comment } from './comment.entity.js';
import { CommentsQuerySchema, CreateCommentSchema, UpdateCommentSchema } from './comment.schemas.js';

/** A project's comments, oldest first; on one target when `target` is given. Any member reads them. */
export async function listComments(ctx: ServiceContext, projectId: unknown, query: unknown): Promise<Comment[]> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  const { target } = parseInput(CommentsQuerySchema, query ?? {});
  return ctx.em.find(Comment, { project: project.id, ...(target ? { target } : {}) }, { populate: ['author'], orderBy: { createdAt: 'asc', id: 'asc' } });
}

export interface CommentCount {
  target: string;
  /** Comments (replies included) in threads that are not resolved. */
  open: number;
  total: number;
}

/**
 * How many comments each target of the project has, in one query: the documents, the matrix and
 * the update review put the counts beside their items without asking per item. A reply is open
 * while its thread (its first comment) is not resolved. Any member reads them.
 */
export async function commentCounts(ctx: ServiceContext, projectId: unknown): Promise<CommentCount[]> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  return ctx.em.execute<CommentCount[]>(
    `select c.target, count(*) filter (where not coalesce(t.resolved, c.resolved))::int as open, count(*)::int as total
       from comment c left join comment t on t.id = c.parent_id
      where c.project_id = ? group by c.target order by c.target`,
    [project.id],
  );
}

/** Adds a comment or a reply (reviewer and up); mentioned members are notified (and mailed if they allow it). */
export async function addComment(ctx: ServiceContext, projectId: unknown, raw: unknown): Promise<Comment> {
  const caller = authorize(ctx, 'write');
  const project = await findProjectFor(ctx.em, caller, projectId, 'reviewer');
  const input = parseInput(CreateCommentSchema, raw);
  let parent: Comment | null = null;
  if (input.parent_id) {
    parent = await ctx.em.findOne(Comment, { id: input.parent_id, project: project.id });
    if (!parent) throw new AppError('COMMENT_NOT_FOUND', 'The comment this replies to does not exist in this project.');
    if (parent.target !== input.target) throw new AppError('VALIDATION_FAILED', 'A reply must have the target of the comment it replies to.');
  }
  await checkTarget(ctx.em, project.id, input.target);
  const comment = ctx.em.create(Comment, { project: project.id, target: input.target, parent: parent?.parent ?? parent, author: caller.id, body: input.body });
  const mentioned = await mentionedMembers(ctx.em, project, input.body, caller);
  const author = await ctx.em.findOneOrFail(User, { id: caller.id });
  for (const user of mentioned) {
    await notify(ctx.em, user.id, {
      title: 'You were mentioned',
      message: `${displayName(author)} mentioned you on ${input.target} in "${project.name}".`,
      type: 'info',
      actionUrl: `/project/${project.id}/mission-control`,
      actionLabel: 'Open project',
    });
  }
  await ctx.em.flush();
  for (const user of mentioned.filter((u) => u.notificationPreferences.email)) {
    ctx.deps.mailer.queue({
      to: user.email,
      ...commentMentionMail({ author: displayName(author), project: project.name, target: input.target, excerpt: input.body.slice(0, 500), link: appLink(ctx.deps.auth, `project/${project.id}/mission-control`) }),
    });
  }
  await ctx.em.populate(comment, ['author']);
  return comment;
}

/**
 * The project's people (owner and accepted members, not the author) named in `body` as
 * `@email` or `@FirstName` (case-insensitive).
 */
async function mentionedMembers(em: EntityManager, project: Project, body: string, caller: AuthUser): Promise<User[]> {
  const handles = new Set([...body.matchAll(/@([\w.+-]+(?:@[\w-]+(?:\.[\w-]+)+)?)/g)].map((m) => m[1]!.toLowerCase().replace(/\.$/, '')));
  if (!handles.size) return [];
  const memberIds = (await em.find(ProjectMember, { project: project.id, acceptedAt: { $ne: null } }, { fields: ['user'] })).map((m) => m.user!.id);
  const people = await em.find(User, { id: { $in: [project.user.id, ...memberIds] } });
  return people.filter((u) => u.id !== caller.id && (handles.has(u.email) || handles.has(u.firstName.toLowerCase())));
}

/** The comment when the caller is a member of its project; anyone else gets COMMENT_NOT_FOUND. */
async function findComment(ctx: ServiceContext, user: AuthUser, id: unknown): Promise<Comment> {
  if (!isUuid(id)) throw new AppError('COMMENT_NOT_FOUND');
  const comment = await ctx.em.findOne(Comment, { id }, { populate: ['project', 'author'] });
  if (!comment) throw new AppError('COMMENT_NOT_FOUND');
  if (!(await roleOn(ctx.em, user, comment.project))) throw new AppError('COMMENT_NOT_FOUND');
  return comment;
}

/** `{body}` by its author (still reviewer or up); `{resolved}` by an editor or the owner. */
export async function updateComment(ctx: ServiceContext, id: unknown, raw: unknown): Promise<Comment> {
  const caller = authorize(ctx, 'write');
  const comment = await findComment(ctx, caller, id);
  const input = parseInput(UpdateCommentSchema, raw);
  if (input.body !== undefined) {
    if (comment.author.id !== caller.id) throw new AppError('FORBIDDEN', 'Only the author can change the text of a comment.');
    await requireRole(ctx.em, caller, comment.project, 'reviewer');
    comment.body = input.body;
  }
  if (input.resolved !== undefined) {
    await requireRole(ctx.em, caller, comment.project, 'editor');
    comment.resolved = input.resolved;
  }
  await ctx.em.flush();
  return comment;
}

/** By its author or the project's owner; its replies go with it. */
export async function deleteComment(ctx: ServiceContext, id: unknown): Promise<void> {
  const caller = authorize(ctx, 'write');
  const comment = await findComment(ctx, caller, id);
  if (comment.author.id !== caller.id && comment.project.user.id !== caller.id) {
    const role = (await roleOn(ctx.em, caller, comment.project)) ?? 'viewer';
    throw new AppError('FORBIDDEN', `${roleMessage('owner', role)} (or the comment's author)`);
  }
  await ctx.em.nativeDelete(Comment, { id: comment.id });
}
