import type { BriefDraft } from './brief-draft.js';
import type { BriefRecord, BriefVersionRecord } from './brief.service.js';

/** The brief as GraphQL shows it: camelCase, the 24 draft fields beside the envelope. */
export type BriefGraphqlView = BriefDraft & { projectId: string; version: number; changedFields: string[]; updatedAt: string };

export function presentBriefGraphql(record: BriefRecord): BriefGraphqlView {
  return {
    ...record.brief,
    projectId: record.projectId,
    version: record.version,
    changedFields: record.changedFields,
    updatedAt: record.updatedAt.toISOString(),
  };
}

export interface BriefVersionGraphqlView {
  version: number;
  changedFields: string[];
  createdAt: string;
  author: { id: string; name: string } | null;
}

export function presentBriefVersionGraphql(record: BriefVersionRecord): BriefVersionGraphqlView {
  return { version: record.version, changedFields: record.changedFields, createdAt: record.createdAt.toISOString(), author: record.author };
}
