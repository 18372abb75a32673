/**
 * The brief's closed answers and the wizard's sections: plain data with no imports, so a browser
 * bundle that needs only these does not pull in the schemas (and zod) of brief.js.
 */
/** The literal that means "let AI decide". */
export const AI_MARKER: "[AI_RECOMMEND]";
export const PLATFORM_OPTIONS: readonly ["Web", "iOS", "Android", "Desktop", "Tablet"];
/** @typedef {(typeof PLATFORM_OPTIONS)[number]} Platform */
export const PERFORMANCE_LEVELS: readonly ["Low", "Medium", "High"];
/** @typedef {(typeof PERFORMANCE_LEVELS)[number]} PerformanceLevel */
export const TIMELINE_OPTIONS: readonly ["ASAP", "1 month", "3 months", "6 months", "1 year", "Custom"];
/** @typedef {(typeof TIMELINE_OPTIONS)[number]} Timeline */
export const PROJECT_SCOPES: readonly ["quickTest", "standardMVP", "scalableProduct"];
/** @typedef {(typeof PROJECT_SCOPES)[number]} ProjectScope */
/** The answers of a detail, beside the feature it is about. */
export const FEATURE_DETAIL_PARTS: readonly ["actor", "trigger", "outcome", "rule", "failure"];
export namespace SECTION_FIELDS {
    let project_info: readonly ["projectName", "projectDescription"];
    let product_details: readonly ["problemStatement", "keyFeatures", "nonGoals", "competitors", "featureDetails"];
    let target_audience: readonly ["userPersonas", "userJourneys", "platforms", "uxDefinition", "designGuidelines"];
    let tech_stack: readonly ["techStack", "integrations", "securityConcerns", "performanceExpectations", "technicalConstraints", "integrationUses"];
    let features: readonly ["businessGoals", "successMetrics", "timeline", "projectScope"];
    let deployment: readonly ["risks", "compliance", "futureEvolution", "additionalNotes"];
}
/** @typedef {keyof typeof SECTION_FIELDS} SectionId */
export const SECTION_IDS: SectionId[];
export type Platform = (typeof PLATFORM_OPTIONS)[number];
export type PerformanceLevel = (typeof PERFORMANCE_LEVELS)[number];
export type Timeline = (typeof TIMELINE_OPTIONS)[number];
export type ProjectScope = (typeof PROJECT_SCOPES)[number];
export type SectionId = keyof typeof SECTION_FIELDS;
