import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { authorize } from '../../core/auth/policy.js';
import type { AuthUser, ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import type { Logger } from '../../core/logger.js';
import { ActivityEvent } from '../activity/activity-event.entity.js';
import { Document } from '../documents/document.entity.js';
import { cancelGeneration, retryGeneration } from '../generation/generation-control.js';
import { Project } from '../projects/project.entity.js';
import { likePattern, recordAudit } from './admin-audit.js';
import { presentAdminActivity, presentAdminJob, presentAdminProject, type AdminActivityView, type AdminJobView, type AdminProjectView, type Page } from './admin.presenter.js';
import { activityListSchema, idSchema, jobListSchema, projectListSchema } from './admin.schemas.js';

const pageOf = (input: { page: number; pageSize: number }) => ({ limit: input.pageSize, offset: (input.page - 1) * input.pageSize });

/** How many documents each project has (one grouped statement). */
export async function documentCounts(em: EntityManager, projectIds: string[]): Promise<Map<string, number>> {
  if (!projectIds.length) return new Map();
  const rows = await em.execute<{ project_id: string; n: number }[]>('select project_id, count(*)::int as n from document where project_id in (?) group by project_id', [projectIds]);
  return new Map(rows.map((r) => [r.project_id, r.n]));
}

/** Every user's projects; the search matches the project name or the owner's e-mail. */
export async function listAllProjects(ctx: ServiceContext, raw: unknown): Promise<Page<AdminProjectView>> {
  authorize(ctx, 'admin');
  const input = parseInput(projectListSchema, raw ?? {});
  const where: FilterQuery<Project> = {};
  if (input.search) {
    const like = likePattern(input.search);
    where.$or = [{ name: { $ilike: like } }, { user: { email: { $ilike: like } } }];
  }
  const [projects, total] = await ctx.em.findAndCount(Project, where, {
    orderBy: { [input.sort]: input.direction, id: input.direction },
    populate: ['user'],
    ...pageOf(input),
  });
  const counts = await documentCounts(
    ctx.em,
    projects.map((p) => p.id),
  );
  return { items: projects.map((p) => presentAdminProject(p, counts.get(p.id) ?? 0)), total, page: input.page, pageSize: input.pageSize };
}

export interface AdminProjectDetail {
  project: AdminProjectView;
  keyFeatures: string[];
  techStack: string[];
  platforms: string[];
  documents: AdminJobView[];
}

/** One project of anyone, read-only: its brief and its documents' states. */
export async function getAnyProject(ctx: ServiceContext, rawId: unknown): Promise<AdminProjectDetail> {
  authorize(ctx, 'admin');
  const id = idSchema.safeParse(rawId);
  const project = id.success ? await ctx.em.findOne(Project, { id: id.data }, { populate: ['user'] }) : null;
  if (!project) throw new AppError('PROJECT_NOT_FOUND');
  const docs = await ctx.em.find(Document, { project: project.id }, { orderBy: { createdAt: 'asc' }, populate: ['project.user'] });
  return {
    project: presentAdminProject(project, docs.length),
    keyFeatures: project.keyFeatures,
    techStack: project.techStack,
    platforms: project.platforms,
    documents: docs.map(presentAdminJob),
  };
}

/** Generation jobs (the documents and their generation state) of every user, by status. */
export async function listJobs(ctx: ServiceContext, raw: unknown): Promise<Page<AdminJobView>> {
  authorize(ctx, 'admin');
  const input = parseInput(jobListSchema, raw ?? {});
  const where: FilterQuery<Document> = {};
  if (input.status) where.status = input.status;
  if (input.search) {
    const like = likePattern(input.search);
    where.$or = [{ project: { name: { $ilike: like } } }, { project: { user: { email: { $ilike: like } } } }];
  }
  const [docs, total] = await ctx.em.findAndCount(Document, where, {
    orderBy: { [input.sort]: input.direction, id: input.direction },
    populate: ['project.user'],
    ...pageOf(input),
  });
  return { items: docs.map(presentAdminJob), total, page: input.page, pageSize: input.pageSize };
}

/** A job action's context: the usual one (its container holds the queue and the plan) and the request's logger. */
export type JobActionContext = ServiceContext & { logger: Logger };

/**
 * Runs the owner's own cancel/retry service on the document, acting as its owner, so the rules
 * (what can be cancelled or retried, the chain, the plan limit) stay in one place.
 */
async function asOwner(ctx: JobActionContext, rawId: unknown): Promise<{ admin: AuthUser; owner: JobActionContext; id: string }> {
  const admin = authorize(ctx, 'admin');
  const id = idSchema.safeParse(rawId);
  const doc = id.success ? await ctx.em.findOne(Document, { id: id.data }, { populate: ['project'] }) : null;
  if (!doc) throw new AppError('DOCUMENT_NOT_FOUND');
  const ownerUser: AuthUser = { id: doc.project.user.id, role: 'user', sessionId: admin.sessionId };
  return { admin, owner: { ...ctx, user: ownerUser }, id: doc.id };
}

async function afterJobAction(ctx: JobActionContext, admin: AuthUser, action: 'job.retry' | 'job.cancel', doc: Document): Promise<AdminJobView> {
  // The generation services commit their own work; the entry follows it in the next flush.
  await recordAudit(ctx.em, { user: admin, client: ctx.client }, action, { type: 'document', id: doc.id, details: { type: doc.type, project: doc.project.id, status: doc.status } });
  await ctx.em.flush();
  await ctx.em.populate(doc, ['project.user']);
  return presentAdminJob(doc);
}

export async function retryJob(ctx: JobActionContext, id: unknown): Promise<AdminJobView> {
  const { admin, owner, id: docId } = await asOwner(ctx, id);
  return afterJobAction(ctx, admin, 'job.retry', await retryGeneration(owner, docId));
}

export async function cancelJob(ctx: JobActionContext, id: unknown): Promise<AdminJobView> {
  const { admin, owner, id: docId } = await asOwner(ctx, id);
  return afterJobAction(ctx, admin, 'job.cancel', await cancelGeneration(owner, docId));
}

/** The activity log of every user, newest first; filters by type, user and period. */
export async function listActivity(ctx: ServiceContext, raw: unknown): Promise<Page<AdminActivityView>> {
  authorize(ctx, 'admin');
  const input = parseInput(activityListSchema, raw ?? {});
  const where: FilterQuery<ActivityEvent> = {};
  if (input.type) where.activityType = input.type;
  if (input.userId) where.user = input.userId;
  if (input.search) where.user = { email: { $ilike: likePattern(input.search) } };
  if (input.from || input.to) where.createdAt = { ...(input.from ? { $gte: input.from } : {}), ...(input.to ? { $lte: input.to } : {}) };
  const [events, total] = await ctx.em.findAndCount(ActivityEvent, where, {
    orderBy: { createdAt: input.direction, id: input.direction },
    populate: ['user'],
    ...pageOf(input),
  });
  return { items: events.map(presentAdminActivity), total, page: input.page, pageSize: input.pageSize };
}
