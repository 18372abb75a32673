import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '../../core/context.js';
import { AppError } from '../../core/errors/index.js';
import { isUuid } from '../../core/input/uuid.js';
import { Project } from './project.entity.js';
import { ProjectMember } from './project-member.entity.js';

/**
 * What a person may do in a project, least to most: a viewer reads and exports, a reviewer also
 * comments and approves, an editor also changes the brief, documents, tasks and updates, and the
 * one owner also deletes the project and manages members and share links.
 */
export const projectRoles = ['owner', 'editor', 'reviewer', 'viewer'] as const;
export type ProjectRole = (typeof projectRoles)[number];

const RANK: Record<ProjectRole, number> = { viewer: 0, reviewer: 1, editor: 2, owner: 3 };

export const atLeast = (role: ProjectRole, need: ProjectRole): boolean => RANK[role] >= RANK[need];

// The caller's role on each project loaded through this module, for the presenters (a project
// shown to a member carries their role). Weak: it goes with the request's entities.
const roles = new WeakMap<object, ProjectRole>();

/** The caller's role on a project loaded by `findProjectFor` (owner when it was not). */
export function callerRole(project: object): ProjectRole {
  return roles.get(project) ?? 'owner';
}

export function roleMessage(need: ProjectRole, role: ProjectRole): string {
  if (need === 'owner') return `Only the project owner can do this; your role on this project is ${role}.`;
  return `This needs the ${need} role (or higher) on this project; your role is ${role}.`;
}

/** The caller's role on `project`, or null when they are neither its owner nor an accepted member. */
export async function roleOn(em: EntityManager, user: AuthUser, project: Project): Promise<ProjectRole | null> {
  if (project.user.id === user.id) return 'owner';
  const member = await em.findOne(ProjectMember, { project: project.id, user: user.id, acceptedAt: { $ne: null } }, { fields: ['role'] });
  return member?.role ?? null;
}

/**
 * Checks the caller's role on an already loaded project: a stranger gets `notFound` (exactly
 * like a missing object, so ids cannot be probed), a member below `need` gets 403 FORBIDDEN
 * naming the role needed.
 */
export async function requireRole(em: EntityManager, user: AuthUser, project: Project, need: ProjectRole, notFound: 'PROJECT_NOT_FOUND' | 'DOCUMENT_NOT_FOUND' = 'PROJECT_NOT_FOUND'): Promise<ProjectRole> {
  const role = await roleOn(em, user, project);
  if (!role) throw new AppError(notFound);
  if (!atLeast(role, need)) throw new AppError('FORBIDDEN', roleMessage(need, role));
  roles.set(project, role);
  return role;
}

/**
 * The project for the caller when their role on it is at least `need`. Every service that acts
 * on a project loads it through here, so the role check holds over every transport.
 */
export async function findProjectFor(em: EntityManager, user: AuthUser, id: unknown, need: ProjectRole): Promise<Project> {
  // A malformed id would make PostgreSQL reject the uuid cast (a 500); it simply matches nothing.
  if (!isUuid(id)) throw new AppError('PROJECT_NOT_FOUND');
  const project = await em.findOne(Project, { id });
  if (!project) throw new AppError('PROJECT_NOT_FOUND');
  await requireRole(em, user, project, need);
  return project;
}

/** SQL condition on table `project`: the projects `?` (a user id, given twice) owns or has accepted an invitation to. */
export const READABLE_PROJECT_SQL = '(project.user_id = ? or exists (select 1 from project_member m where m.project_id = project.id and m.user_id = ? and m.accepted_at is not null))';

/** SQL column on table `project`: the role of `?` (a user id, given twice), as `role`. */
export const ROLE_COLUMN_SQL = "case when project.user_id = ? then 'owner' else (select m.role from project_member m where m.project_id = project.id and m.user_id = ?) end as role";

/** The ids of every project the user owns or is an accepted member of. */
export async function readableProjectIds(em: EntityManager, user: AuthUser): Promise<string[]> {
  const rows = await em.getConnection().execute<{ id: string }[]>(`select id from project where ${READABLE_PROJECT_SQL}`, [user.id, user.id]);
  return rows.map((r) => r.id);
}
