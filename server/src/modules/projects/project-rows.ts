import { DOCUMENTS_READY_COLUMN } from './project-progress.js';
import type { ModelSource, ProjectStatus, ProjectSettings } from './project.entity.js';
import type { ProjectRecord } from './project.presenter.js';
import { READABLE_PROJECT_SQL, ROLE_COLUMN_SQL, type ProjectRole } from './project-access.js';

/**
 * A `project` row as the ORM's connection returns it: text[] as arrays, jsonb parsed, and
 * timestamptz as PostgreSQL's text (MikroORM's pg type overrides keep dates as strings so the
 * ORM converts them itself; the text carries the offset). A plain pg pool gives Dates.
 */
export interface ProjectRow {
  id: string;
  user_id: string;
  name: string;
  description: string;
  status: ProjectStatus;
  key_features: string[];
  tech_stack: string[];
  integrations: string[];
  success_metrics: string[];
  platforms: string[];
  user_personas: string[];
  timeline: string;
  development_phase: string;
  business_goals: string;
  settings: ProjectSettings;
  model_source: ModelSource;
  created_at: Date | string;
  updated_at: Date | string;
  /** The caller's role on the project (ROLE_COLUMN_SQL). */
  role: ProjectRole;
  /** Only when listed with progress (DOCUMENTS_READY_COLUMN). */
  documents_ready?: number;
}

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * The columns of a listed project. The six text[] columns come as JSON: pg parses JSON natively,
 * while its text[] parser (postgres-array, in JavaScript) was about a tenth of a list request's
 * CPU (API throughput bench). Same values: arrays of strings, never null.
 */
export const PROJECT_LIST_COLUMNS = [
  'id, user_id, name, description, status',
  ...['key_features', 'tech_stack', 'integrations', 'success_metrics', 'platforms', 'user_personas'].map((c) => `array_to_json(${c}) as ${c}`),
  'timeline, development_phase, business_goals, settings, model_source, created_at, updated_at',
].join(', ');

/**
 * The caller's projects newest first, optionally after a keyset cursor and limited. Written out
 * rather than built per request: the list is the hottest read of the API, and building the query
 * and mapping it through the ORM cost more CPU than PostgreSQL spent answering it (API throughput bench).
 * Projects shared with the caller (accepted invitations) are listed beside their own, each with
 * the caller's role; the caller's id fills the first four placeholders.
 * Served by the (user_id, created_at) index. With `progress`, each row also carries its
 * `documents_ready` count (same statement).
 */
export function projectListSql(opts: { cursor: boolean; limit: boolean; progress: boolean }): string {
  return [
    `select ${PROJECT_LIST_COLUMNS}, ${ROLE_COLUMN_SQL}${opts.progress ? `, ${DOCUMENTS_READY_COLUMN}` : ''} from project where ${READABLE_PROJECT_SQL}`,
    opts.cursor ? 'and (created_at < ? or (created_at = ? and id < ?))' : '',
    'order by created_at desc, id desc',
    opts.limit ? 'limit ?' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function projectRecordOf(row: ProjectRow): ProjectRecord {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    user: { id: row.user_id },
    role: row.role,
    keyFeatures: row.key_features,
    techStack: row.tech_stack,
    integrations: row.integrations,
    successMetrics: row.success_metrics,
    timeline: row.timeline,
    developmentPhase: row.development_phase,
    platforms: row.platforms,
    businessGoals: row.business_goals,
    userPersonas: row.user_personas,
    settings: row.settings,
    modelSource: row.model_source,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}
