import type { BriefDraft } from './brief-draft.js';
import type { BriefRecord, BriefVersionRecord } from './brief.service.js';

/**
 * The brief as REST shows it: the envelope in the API's snake_case, the draft under `brief`
 * with the wizard's own field names (projectName, keyFeatures, …), as PUT takes it.
 */
export interface BriefView {
  project_id: string;
  version: number;
  changed_fields: string[];
  brief: BriefDraft;
  updated_at: string;
}

export function presentBrief(record: BriefRecord): BriefView {
  return {
    project_id: record.projectId,
    version: record.version,
    changed_fields: record.changedFields,
    brief: record.brief,
    updated_at: record.updatedAt.toISOString(),
  };
}

export interface BriefVersionView {
  version: number;
  changed_fields: string[];
  created_at: string;
  author: { id: string; name: string } | null;
}

export function presentBriefVersion(record: BriefVersionRecord): BriefVersionView {
  return { version: record.version, changed_fields: record.changedFields, created_at: record.createdAt.toISOString(), author: record.author };
}
