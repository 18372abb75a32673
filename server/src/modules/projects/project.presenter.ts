import type { ModelSource, Project, ProjectSettings, ProjectStatus } from './project.entity.js';
import { callerRole, type ProjectRole } from './project-access.js';

/** The caller's role on a listed row or a project loaded through project-access. */
export function roleOfRecord(project: ProjectRecord | Project): ProjectRole {
  return 'role' in project && project.role ? project.role : callerRole(project);
}

/** A project as both transports show it: the API's snake_case field names, ISO dates. */
export interface ProjectView {
  id: string;
  name: string;
  description: string;
  status: ProjectStatus;
  user_id: string;
  /** The caller's role on the project: owner, editor, reviewer or viewer. */
  role: ProjectRole;
  key_features: string[];
  tech_stack: string[];
  integrations: string[];
  success_metrics: string[];
  timeline: string;
  development_phase: string;
  platforms: string[];
  business_goals: string;
  user_personas: string[];
  settings: ProjectSettings;
  /** 'server' (the server's model) or 'user' (the owner's own model, set in the profile). */
  model_source: ModelSource;
  created_at: string;
  updated_at: string;
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
  settings: ProjectSettings;
  modelSource: ModelSource;
  createdAt: Date;
  updatedAt: Date;
}

export function presentProject(project: ProjectRecord | Project): ProjectView {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    status: project.status,
    user_id: project.user.id,
    role: roleOfRecord(project),
    key_features: project.keyFeatures,
    tech_stack: project.techStack,
    integrations: project.integrations,
    success_metrics: project.successMetrics,
    timeline: project.timeline,
    development_phase: project.developmentPhase,
    platforms: project.platforms,
    business_goals: project.businessGoals,
    user_personas: project.userPersonas,
    settings: project.settings,
    model_source: project.modelSource,
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  };
}
