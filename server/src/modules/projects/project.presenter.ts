import { toSnakeCase, type SnakeCased } from '../../core/http/snake-case.js';
import type { ModelSource, Project, ProjectSettings, ProjectStatus } from './project.entity.js';
import { callerRole, type ProjectRole } from './project-access.js';

/** The caller's role on a listed row or a project loaded through project-access. */
export function roleOfRecord(project: ProjectRecord | Project): ProjectRole {
  return 'role' in project && project.role ? project.role : callerRole(project);
}

/**
 * What the presenter reads: a managed Project entity, or a plain row of the list query, which
 * skips entity hydration (see listProjects).
 */
export interface ProjectRecord {
  id: string;
  name: string;
  description: string;
  status: ProjectStatus;
  user: { id: string };
  /** The caller's role, when the list query read it; a loaded entity's comes from project-access. */
  role?: ProjectRole;
  keyFeatures: string[];
  techStack: string[];
  integrations: string[];
  successMetrics: string[];
  timeline: string;
  developmentPhase: string;
  platforms: string[];
  businessGoals: string;
  userPersonas: string[];
  /** The owner's free-form settings: REST keeps their keys as stored. */
  settings: ProjectSettings;
  /** 'server' (the server's model) or 'user' (the owner's own model, set in the profile). */
  modelSource: ModelSource;
  createdAt: Date;
  updatedAt: Date;
}

/** A project as both transports show it (GraphQL as is, REST in snake_case), ISO dates; `documentsReady` when it was counted. */
export type ProjectView = Omit<ProjectRecord, 'user' | 'role' | 'createdAt' | 'updatedAt'> & {
  userId: string;
  /** The caller's role on the project: owner, editor, reviewer or viewer. */
  role: ProjectRole;
  createdAt: string;
  updatedAt: string;
  documentsReady?: number;
};

/** The project as REST shows it: `user_id`, `key_features`, …, `documents_ready` when counted. */
export type ProjectRestView = SnakeCased<ProjectView, 'settings'>;

export function projectView(project: ProjectRecord | Project, documentsReady?: number): ProjectView {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    status: project.status,
    userId: project.user.id,
    role: roleOfRecord(project),
    keyFeatures: project.keyFeatures,
    techStack: project.techStack,
    integrations: project.integrations,
    successMetrics: project.successMetrics,
    timeline: project.timeline,
    developmentPhase: project.developmentPhase,
    platforms: project.platforms,
    businessGoals: project.businessGoals,
    userPersonas: project.userPersonas,
    settings: project.settings,
    modelSource: project.modelSource,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    ...(documentsReady === undefined ? {} : { documentsReady }),
  };
}

export function presentProject(project: ProjectRecord | Project, documentsReady?: number): ProjectRestView {
  return toSnakeCase(projectView(project, documentsReady), ['settings']);
}
