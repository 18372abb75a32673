import { prerequisites } from '../generation/composer/types.js';
import { documentTypes, type DocumentStatus, type DocumentType } from './document.entity.js';

export { prerequisites };

/** Short names used in messages and notifications ('Your PRD is ready'). */
export const documentLabels: Record<DocumentType, string> = {
  prd: 'PRD',
  implementation_plan: 'Implementation plan',
  feature_breakdown: 'Feature breakdown',
  user_flows: 'User flows',
  technical_architecture: 'Technical architecture',
  roadmap: 'Roadmap',
};

/** The pseudo-prerequisite of the PRD: the project's brief. */
export const BRIEF = 'brief';
export type Prerequisite = DocumentType | typeof BRIEF;

/** Statuses whose content can feed a later document (a stale one still has its last version). */
export function isUsable(status: DocumentStatus | undefined, version = 0): boolean {
  return (status === 'ready' || status === 'stale') && version > 0;
}

export function isActive(status: DocumentStatus | undefined): boolean {
  return status === 'queued' || status === 'generating';
}

/** The documents built directly from `type` (they become stale when it gets a new version). */
export function dependentsOf(type: DocumentType): DocumentType[] {
  return documentTypes.filter((t) => prerequisites[t].includes(type));
}

/** Every document built from `type`, directly or through another (the plan's, then theirs). */
export function downstreamOf(type: DocumentType): DocumentType[] {
  const found = new Set<DocumentType>();
  const visit = (t: DocumentType) => {
    for (const d of dependentsOf(t)) {
      if (found.has(d)) continue;
      found.add(d);
      visit(d);
    }
  };
  visit(type);
  return documentTypes.filter((t) => found.has(t));
}

/** Why an upstream document cannot be regenerated now: what is being generated from it. */
export function busyDependentsMessage(type: DocumentType, busy: DocumentType[]): string {
  const names = busy.map((t) => `the ${documentLabels[t]}`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  const verb = busy.length > 1 ? 'are' : 'is';
  return `The ${documentLabels[type]} cannot be regenerated while ${list} ${verb} being generated from it. Wait for ${busy.length > 1 ? 'them' : 'it'} to finish, or cancel ${busy.length > 1 ? 'them' : 'it'}, then try again.`;
}

function labelOf(p: Prerequisite): string {
  return p === BRIEF ? 'the project brief (project name and description)' : `the ${documentLabels[p]}`;
}

/** "The Implementation plan needs the PRD first." — names every missing input. */
export function prerequisiteMessage(type: DocumentType, missing: Prerequisite[]): string {
  const names = missing.map(labelOf);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `The ${documentLabels[type]} needs ${list} first.`;
}

export function documentLimitMessage(max: number): string {
  return `You have reached the free beta limit of ${max} ${max === 1 ? 'document' : 'documents'}. Regenerating an existing document does not count against it.`;
}
