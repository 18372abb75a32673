/**
 * The six documents in chain order, and the rules the screens share about them. The documents'
 * shapes come from the GraphQL operations (codegen) of each feature; `type` and `status` are
 * plain strings in the schema, narrowed here.
 */
export { DOCUMENT_TYPES, isDocumentType, type DocumentStatus, type DocumentType } from '@specforge/contracts/document-chain';
import { DOCUMENT_LABELS, DOCUMENT_TYPES, PREREQUISITES, type DocumentType } from '@specforge/contracts/document-chain';

/** What the chain rules read of a document (a generated summary or a live one). */
export interface ChainDocument {
  status: string;
  version: number;
}

/** Full names (as the stepper shows them), short names (as reasons use them), and each document's inputs: the server's chain. */
export { DOCUMENT_LABELS, DOCUMENT_TITLES, PREREQUISITES } from '@specforge/contracts/document-chain';

/** The stepper's steps: the three middle documents are built side by side. */
export const DOCUMENT_STEPS: DocumentType[][] = [['prd'], ['implementation_plan'], ['feature_breakdown', 'user_flows', 'technical_architecture'], ['roadmap']];

export const isActiveStatus = (status: string | undefined): boolean => status === 'queued' || status === 'generating';

/** A stale document still holds its last version, so later documents can use it. */
export const isUsable = (doc: ChainDocument | undefined): boolean => !!doc && (doc.status === 'ready' || doc.status === 'stale') && doc.version > 0;

/** The inputs of `type` that are not usable yet, in chain order. */
export function missingPrerequisites(type: DocumentType, docs: Partial<Record<DocumentType, ChainDocument>>): DocumentType[] {
  return PREREQUISITES[type].filter((t) => !isUsable(docs[t]));
}

/** 'Needs the PRD and Implementation Plan first' — the reason a Generate button is disabled. */
export function missingReason(missing: DocumentType[]): string {
  const names = missing.map((t) => DOCUMENT_LABELS[t]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `Needs the ${list} first`;
}

/** The first document in chain order that can be generated now and has never been. */
export function nextAvailable(docs: Partial<Record<DocumentType, ChainDocument>>): DocumentType | null {
  for (const type of DOCUMENT_TYPES) {
    const doc = docs[type];
    const fresh = !doc || ((doc.status === 'failed' || doc.status === 'cancelled') && doc.version === 0);
    if (fresh && missingPrerequisites(type, docs).length === 0) return type;
  }
  return null;
}
