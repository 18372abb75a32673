import type { ModelSource, Project, ProjectSettings, ProjectStatus } from './project.entity.js';
import { roleOfRecord, type ProjectRecord } from './project.presenter.js';
import type { ProjectRole } from './project-access.js';
import type { ProjectInput } from './project.types.js';

/** A project as GraphQL shows it: camelCase, ISO dates; `documentsReady` when it was counted. */
export interface ProjectGraphqlView {
  id: string;
  name: string;
  description: string;
  status: ProjectStatus;
  userId: string;
  role: ProjectRole;
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
  createdAt: string;
  updatedAt: string;
  documentsReady?: number;
}

export function presentProjectGraphql(project: ProjectRecord | Project, documentsReady?: number): ProjectGraphqlView {
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

/** GraphQL input name → the service's REST body key; the service's zod schema checks the values. */
const INPUT_KEYS = {
  name: 'name',
  userId: 'user_id',
  description: 'description',
  status: 'status',
  keyFeatures: 'key_features',
  techStack: 'tech_stack',
  integrations: 'integrations',
  successMetrics: 'success_metrics',
  timeline: 'timeline',
  developmentPhase: 'development_phase',
  platforms: 'platforms',
  businessGoals: 'business_goals',
  userPersonas: 'user_personas',
  settings: 'settings',
  modelSource: 'model_source',
} as const satisfies Record<keyof ProjectInput, string>;

/** The service body for a GraphQL ProjectInput: only the fields given (absent fields stay unchanged). */
export function projectBodyOf(input: ProjectInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && key in INPUT_KEYS) body[INPUT_KEYS[key as keyof ProjectInput]] = value;
  }
  return body;
}
