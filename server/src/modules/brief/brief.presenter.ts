import { toSnakeCase, type SnakeCased } from '../../core/http/snake-case.js';
import type { BriefDraft } from './brief-draft.js';
import type { BriefRecord, BriefVersionRecord } from './brief.service.js';

/**
 * The brief as both transports show it: the envelope, and the draft under `brief` with the
 * wizard's own field names (projectName, keyFeatures, …), as PUT takes it. REST converts the
 * envelope to snake_case and keeps the draft; GraphQL sets the draft's fields beside the envelope.
 */
export interface BriefView {
  projectId: string;
  version: number;
  changedFields: string[];
  brief: BriefDraft;
  updatedAt: string;
}

export interface BriefVersionView {
  version: number;
  changedFields: string[];
  createdAt: string;
  author: { id: string; name: string } | null;
}

export function briefView(record: BriefRecord): BriefView {
  return { projectId: record.projectId, version: record.version, changedFields: record.changedFields, brief: record.brief, updatedAt: record.updatedAt.toISOString() };
}

export function briefVersionView(record: BriefVersionRecord): BriefVersionView {
  return { version: record.version, changedFields: record.changedFields, createdAt: record.createdAt.toISOString(), author: record.author };
}

/** GraphQL: the draft's 24 fields beside the envelope (the Brief type has no `brief` field). */
export function briefGraphqlView(record: BriefRecord): BriefDraft & Omit<BriefView, 'brief'> {
  const { brief, ...envelope } = briefView(record);
  return { ...brief, ...envelope };
}

/** REST: `project_id`, `changed_fields`, `updated_at`, and the draft under `brief` as it is. */
export function presentBrief(record: BriefRecord): SnakeCased<BriefView, 'brief'> {
  return toSnakeCase(briefView(record), ['brief']);
}

export function presentBriefVersion(record: BriefVersionRecord): SnakeCased<BriefVersionView> {
  return toSnakeCase(briefVersionView(record));
}
