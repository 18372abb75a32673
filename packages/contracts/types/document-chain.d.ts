/**
 * Whether a value names one of the six documents.
 * @param {unknown} value
 * @returns {value is DocumentType}
 */
export function isDocumentType(value: unknown): value is DocumentType;
/**
 * The six documents in chain order and which earlier documents each one is built from: the one
 * chain the server generates by and the client's stepper explains. Plain data, no imports.
 */
export const DOCUMENT_TYPES: readonly ["prd", "implementation_plan", "feature_breakdown", "user_flows", "technical_architecture", "roadmap"];
/** @typedef {(typeof DOCUMENT_TYPES)[number]} DocumentType */
/** Where a document's generation stands. */
export const DOCUMENT_STATUSES: readonly ["queued", "generating", "ready", "failed", "cancelled", "stale"];
/** @typedef {(typeof DOCUMENT_STATUSES)[number]} DocumentStatus */
/**
 * Which earlier documents each type is built from (PRD, plan, then the other four).
 * @type {Readonly<Record<DocumentType, readonly DocumentType[]>>}
 */
export const PREREQUISITES: Readonly<Record<DocumentType, readonly DocumentType[]>>;
/**
 * Full names, as titles and the stepper show them.
 * @type {Readonly<Record<DocumentType, string>>}
 */
export const DOCUMENT_TITLES: Readonly<Record<DocumentType, string>>;
/**
 * Short names, as reasons and change lists use them ('Needs the PRD first').
 * @type {Readonly<Record<DocumentType, string>>}
 */
export const DOCUMENT_LABELS: Readonly<Record<DocumentType, string>>;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
