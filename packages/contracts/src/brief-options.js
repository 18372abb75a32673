/**
 * The brief's closed answers and the wizard's sections: plain data with no imports, so a browser
 * bundle that needs only these does not pull in the schemas (and zod) of brief.js.
 */

/** The literal that means "let AI decide". */
export const AI_MARKER = '[AI_RECOMMEND]';
export const PLATFORM_OPTIONS = /** @type {const} */ (['Web', 'iOS', 'Android', 'Desktop', 'Tablet']);
/** @typedef {(typeof PLATFORM_OPTIONS)[number]} Platform */
export const PERFORMANCE_LEVELS = /** @type {const} */ (['Low', 'Medium', 'High']);
/** @typedef {(typeof PERFORMANCE_LEVELS)[number]} PerformanceLevel */
export const TIMELINE_OPTIONS = /** @type {const} */ (['ASAP', '1 month', '3 months', '6 months', '1 year', 'Custom']);
/** @typedef {(typeof TIMELINE_OPTIONS)[number]} Timeline */
export const PROJECT_SCOPES = /** @type {const} */ (['quickTest', 'standardMVP', 'scalableProduct']);
/** @typedef {(typeof PROJECT_SCOPES)[number]} ProjectScope */

/** The answers of a detail, beside the feature it is about. */
export const FEATURE_DETAIL_PARTS = /** @type {const} */ (['actor', 'trigger', 'outcome', 'rule', 'failure']);

/** The six wizard sections and the brief fields each one saves, in wizard order. */
export const SECTION_FIELDS = /** @type {const} */ ({
  project_info: ['projectName', 'projectDescription'],
  product_details: ['problemStatement', 'keyFeatures', 'nonGoals', 'competitors', 'featureDetails'],
  target_audience: ['userPersonas', 'userJourneys', 'platforms', 'uxDefinition', 'designGuidelines'],
  tech_stack: ['techStack', 'integrations', 'securityConcerns', 'performanceExpectations', 'technicalConstraints', 'integrationUses'],
  features: ['businessGoals', 'successMetrics', 'timeline', 'projectScope'],
  deployment: ['risks', 'compliance', 'futureEvolution', 'additionalNotes'],
});
/** @typedef {keyof typeof SECTION_FIELDS} SectionId */
export const SECTION_IDS = /** @type {SectionId[]} */ (Object.keys(SECTION_FIELDS));
