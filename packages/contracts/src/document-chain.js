/**
 * The six documents in chain order and which earlier documents each one is built from: the one
 * chain the server generates by and the client's stepper explains. Plain data, no imports.
 */

export const DOCUMENT_TYPES = /** @type {const} */ (['prd', 'implementation_plan', 'feature_breakdown', 'user_flows', 'technical_architecture', 'roadmap']);
/** @typedef {(typeof DOCUMENT_TYPES)[number]} DocumentType */

/** Where a document's generation stands. */
export const DOCUMENT_STATUSES = /** @type {const} */ (['queued', 'generating', 'ready', 'failed', 'cancelled', 'stale']);
/** @typedef {(typeof DOCUMENT_STATUSES)[number]} DocumentStatus */

/**
 * Which earlier documents each type is built from (PRD, plan, then the other four).
 * @type {Readonly<Record<DocumentType, readonly DocumentType[]>>}
 */
export const PREREQUISITES = {
  prd: [],
  implementation_plan: ['prd'],
  feature_breakdown: ['prd', 'implementation_plan'],
  user_flows: ['prd', 'implementation_plan'],
  technical_architecture: ['prd', 'implementation_plan'],
  roadmap: ['prd', 'implementation_plan'],
};

/**
 * Full names, as titles and the stepper show them.
 * @type {Readonly<Record<DocumentType, string>>}
 */
export const DOCUMENT_TITLES = {
  prd: 'Product Requirements Document',
  implementation_plan: 'Implementation Plan',
  feature_breakdown: 'Feature Breakdown',
  user_flows: 'User Flows',
  technical_architecture: 'Technical Architecture',
  roadmap: 'Roadmap',
};

/**
 * Short names, as reasons and change lists use them ('Needs the PRD first').
 * @type {Readonly<Record<DocumentType, string>>}
 */
export const DOCUMENT_LABELS = { ...DOCUMENT_TITLES, prd: 'PRD' };

/**
 * Whether a value names one of the six documents.
 * @param {unknown} value
 * @returns {value is DocumentType}
 */
export function isDocumentType(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (DOCUMENT_TYPES).includes(value);
}
