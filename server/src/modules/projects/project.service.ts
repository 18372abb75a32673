import { randomUUID } from 'node:crypto';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { notify } from '../notifications/notification.service.js';
import { projectLimitMessage } from './plan.js';
import { decodeCursor, encodeCursor } from './project-cursor.js';
import { Project, type ProjectSettings } from './project.entity.js';
import { findProjectFor } from './project-access.js';
import type { ProjectRecord } from './project.presenter.js';
import { projectListSql, projectRecordOf, type ProjectRow } from './project-rows.js';
import { cleanList, CreateProjectSchema, PROJECT_MESSAGES, ProjectsPageSchema, TeamSizeSchema, UpdateProjectSchema, type ProjectFields } from './project.schemas.js';

export interface ProjectPage {
  items: ProjectRecord[];
  hasMore: boolean;
  /** The cursor of the page's first project (Relay's startCursor). */
  startCursor: string | null;
  endCursor: string | null;
  /** Generated documents per project id, when asked for with `progress`. */
  documentsReady: Map<string, number> | null;
}

/**
 * The caller's projects, newest first. Without `first` every project is returned (the plan keeps
 * the list short); with it, one page after the optional cursor. One SQL statement either way,
 * also with `progress` (each project's generated-document count, for the dashboard).
 * Rows come back as plain records, not managed entities: a list is only presented, never
 * changed, and hydrating entities (identity map, change-tracking snapshots) cost more than the
 * query itself under load (API throughput bench).
 */
export async function listProjects(ctx: ServiceContext, page: { first?: unknown; after?: unknown } = {}, { progress = false }: { progress?: boolean } = {}): Promise<ProjectPage> {
  const user = authorize(ctx, 'read');
  const paged = page.first !== undefined && page.first !== null;
  const { first, after } = parseInput(ProjectsPageSchema, { first: paged ? page.first : 100, after: page.after });
  const cursor = after ? decodeCursor(after) : null;
  const limited = paged || cursor !== null;
  const params: unknown[] = [user.id, user.id, user.id, user.id];
  if (cursor) params.push(cursor.createdAt, cursor.createdAt, cursor.id);
  if (limited) params.push(first + 1);
  const rows = await ctx.em.execute<ProjectRow[]>(projectListSql({ cursor: cursor !== null, limit: limited, progress }), params);
  const hasMore = limited && rows.length > first;
  const kept = hasMore ? rows.slice(0, first) : rows;
  const items = kept.map(projectRecordOf);
  const last = items.at(-1);
  const documentsReady = progress ? new Map(kept.map((row) => [row.id, row.documents_ready ?? 0])) : null;
  const first0 = items[0];
  return { items, hasMore, startCursor: first0 ? encodeCursor(first0) : null, endCursor: last ? encodeCursor(last) : null, documentsReady };
}

export async function getProject(ctx: ServiceContext, id: unknown): Promise<Project> {
  return findProjectFor(ctx.em, authorize(ctx, 'read'), id, 'viewer');
}

/** The token decides the owner; a payload naming somebody else is refused, never obeyed. */
function refuseForeignUserId(user: { id: string }, userId: string | null | undefined): void {
  if (userId !== undefined && userId !== null && userId !== user.id) {
    throw new AppError('FORBIDDEN', PROJECT_MESSAGES.notYourUser, [{ field: 'user_id', message: PROJECT_MESSAGES.notYourUser }]);
  }
}

/** Maps the spec's snake_case fields onto the entity. Absent keys stay as they are; null clears. */
function applyFields(project: Partial<Project>, input: ProjectFields, existingSettings: ProjectSettings = {}): void {
  if (input.name !== undefined) project.name = input.name;
  if (input.description !== undefined) project.description = input.description?.trim() ?? '';
  if (input.status !== undefined && input.status !== null) project.status = input.status;
  if (input.key_features !== undefined) project.keyFeatures = cleanList(input.key_features);
  if (input.tech_stack !== undefined) project.techStack = cleanList(input.tech_stack);
  if (input.integrations !== undefined) project.integrations = cleanList(input.integrations);
  if (input.success_metrics !== undefined) project.successMetrics = cleanList(input.success_metrics);
  if (input.platforms !== undefined) project.platforms = cleanList(input.platforms);
  if (input.user_personas !== undefined) project.userPersonas = cleanList(input.user_personas);
  if (input.timeline !== undefined) project.timeline = input.timeline?.trim() ?? '';
  if (input.development_phase !== undefined) project.developmentPhase = input.development_phase?.trim() ?? '';
  if (input.business_goals !== undefined) project.businessGoals = input.business_goals ?? '';
  // Settings merge key by key: keys the caller does not send (or does not know) are preserved.
  if (input.model_source) project.modelSource = input.model_source;
  if (input.settings !== undefined) project.settings = { ...existingSettings, ...(input.settings ?? {}) };
}

/**
 * Creates a project for the caller within the free beta limit. The count and the insert run in
 * one transaction under a per-user advisory lock, so two simultaneous requests cannot both take
 * the last free slot.
 */
export async function createProject(ctx: ServiceContext, raw: unknown): Promise<Project> {
  const user = authorize(ctx, 'write');
  const input = parseInput(CreateProjectSchema, raw);
  refuseForeignUserId(user, input.user_id);
  return ctx.em.transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`project-create:${user.id}`]);
    const owned = await em.count(Project, { user: user.id });
    const { maxProjects } = ctx.deps.plan;
    if (owned >= maxProjects) throw new AppError('PLAN_LIMIT_REACHED', projectLimitMessage(maxProjects));
    const fields: Partial<Project> = {};
    applyFields(fields, input);
    // New projects want evidence before a task is done (modules/evidence); projects made before
    // the setting existed have no key and keep marking tasks done freely.
    fields.settings = { require_evidence: true, ...fields.settings };
    const project = em.create(Project, { ...fields, id: randomUUID(), name: input.name, user: user.id });
    // The id is set here (not at flush) because the notification links to the new project.
    await notify(em, user.id, {
      title: 'Project created',
      message: `Your project "${input.name}" has been created.`,
      type: 'success',
      actionUrl: `/project/${project.id}/mission-control`,
      actionLabel: 'Open project',
    });
    return project;
  });
}

/** PUT semantics of the spec: the merged object; unknown and read-only keys are ignored. */
export async function updateProject(ctx: ServiceContext, id: unknown, raw: unknown): Promise<Project> {
  const user = authorize(ctx, 'write');
  const project = await findProjectFor(ctx.em, user, id, 'editor');
  const input = parseInput(UpdateProjectSchema, raw);
  // The merged object an editor sends names the project's owner: that is not a change of owner.
  refuseForeignUserId(project.user, input.user_id);
  applyFields(project, input, project.settings);
  await ctx.em.flush();
  return project;
}

/** Deletes the project; its wizard responses go with it (foreign key cascade). */
export async function deleteProject(ctx: ServiceContext, id: unknown): Promise<void> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'write'), id, 'owner');
  ctx.em.remove(project);
  await ctx.em.flush();
}

/**
 * The team size the roadmap is planned for, kept in the project settings as `team_size` (the
 * brief reads it as `teamSize`). The brief's fingerprint changes with it, so the generated
 * documents turn stale and "Generate all" re-plans them.
 */
export async function setTeamSize(ctx: ServiceContext, id: unknown, raw: unknown): Promise<Project> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'write'), id, 'editor');
  const { team_size } = parseInput(TeamSizeSchema, raw);
  project.settings = { ...project.settings, team_size };
  await ctx.em.flush();
  return project;
}
