/** @typedef {{ [S in SectionId]: z.infer<(typeof sectionResponsesSchemas)[S]> }} SectionResponses */
/**
 * A wizard draft from loose JSON (a stored draft, a request): every field its schema accepts,
 * the others left out, so a partial or older draft still reads. Never throws.
 * @param {unknown} raw
 * @returns {Partial<BriefDraft>}
 */
export function readBriefDraft(raw: unknown): Partial<BriefDraft>;
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
/** The feature interview's answer about one key feature (all in the user's words; `actor` is a persona's text). */
export const featureDetailSchema: z.ZodObject<{
    feature: z.ZodString;
    actor: z.ZodString;
    trigger: z.ZodString;
    outcome: z.ZodString;
    rule: z.ZodString;
    failure: z.ZodString;
}, z.core.$strip>;
/** @typedef {z.infer<typeof featureDetailSchema>} FeatureDetail */
/** The answers of a detail, beside the feature it is about. */
export const FEATURE_DETAIL_PARTS: readonly ["actor", "trigger", "outcome", "rule", "failure"];
/** A key feature an integration serves, as the user corrected it. */
export const integrationUseSchema: z.ZodObject<{
    integration: z.ZodString;
    feature: z.ZodString;
}, z.core.$strip>;
export const briefDraftSchema: z.ZodObject<{
    projectName: z.ZodString;
    projectDescription: z.ZodString;
    problemStatement: z.ZodString;
    keyFeatures: z.ZodArray<z.ZodString>;
    nonGoals: z.ZodArray<z.ZodString>;
    competitors: z.ZodString;
    userPersonas: z.ZodArray<z.ZodString>;
    userJourneys: z.ZodString;
    platforms: z.ZodArray<z.ZodString>;
    uxDefinition: z.ZodString;
    designGuidelines: z.ZodString;
    techStack: z.ZodArray<z.ZodString>;
    integrations: z.ZodArray<z.ZodString>;
    securityConcerns: z.ZodString;
    performanceExpectations: z.ZodEnum<{
        Low: "Low";
        Medium: "Medium";
        High: "High";
    }>;
    technicalConstraints: z.ZodString;
    businessGoals: z.ZodString;
    successMetrics: z.ZodArray<z.ZodString>;
    timeline: z.ZodString;
    projectScope: z.ZodEnum<{
        quickTest: "quickTest";
        standardMVP: "standardMVP";
        scalableProduct: "scalableProduct";
    }>;
    risks: z.ZodString;
    compliance: z.ZodArray<z.ZodString>;
    futureEvolution: z.ZodString;
    additionalNotes: z.ZodString;
    featureDetails: z.ZodArray<z.ZodObject<{
        feature: z.ZodString;
        actor: z.ZodString;
        trigger: z.ZodString;
        outcome: z.ZodString;
        rule: z.ZodString;
        failure: z.ZodString;
    }, z.core.$strip>>;
    integrationUses: z.ZodArray<z.ZodObject<{
        integration: z.ZodString;
        feature: z.ZodString;
    }, z.core.$strip>>;
    teamSize: z.ZodNullable<z.ZodNumber>;
}, z.core.$strip>;
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
export namespace sectionResponsesSchemas {
    let project_info_1: z.ZodObject<{
        projectName: z.ZodOptional<z.ZodString>;
        projectDescription: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>;
    export { project_info_1 as project_info };
    let product_details_1: z.ZodObject<{
        keyFeatures: z.ZodOptional<z.ZodArray<z.ZodString>>;
        nonGoals: z.ZodOptional<z.ZodArray<z.ZodString>>;
        problemStatement: z.ZodOptional<z.ZodString>;
        competitors: z.ZodOptional<z.ZodString>;
        featureDetails: z.ZodOptional<z.ZodArray<z.ZodObject<{
            feature: z.ZodString;
            actor: z.ZodString;
            trigger: z.ZodString;
            outcome: z.ZodString;
            rule: z.ZodString;
            failure: z.ZodString;
        }, z.core.$strip>>>;
    }, z.core.$loose>;
    export { product_details_1 as product_details };
    let target_audience_1: z.ZodObject<{
        userPersonas: z.ZodOptional<z.ZodArray<z.ZodString>>;
        platforms: z.ZodOptional<z.ZodArray<z.ZodString>>;
        userJourneys: z.ZodOptional<z.ZodString>;
        uxDefinition: z.ZodOptional<z.ZodString>;
        designGuidelines: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>;
    export { target_audience_1 as target_audience };
    let tech_stack_1: z.ZodObject<{
        techStack: z.ZodOptional<z.ZodArray<z.ZodString>>;
        integrations: z.ZodOptional<z.ZodArray<z.ZodString>>;
        securityConcerns: z.ZodOptional<z.ZodString>;
        performanceExpectations: z.ZodOptional<z.ZodEnum<{
            Low: "Low";
            Medium: "Medium";
            High: "High";
        }>>;
        technicalConstraints: z.ZodOptional<z.ZodString>;
        integrationUses: z.ZodOptional<z.ZodArray<z.ZodObject<{
            integration: z.ZodString;
            feature: z.ZodString;
        }, z.core.$strip>>>;
    }, z.core.$loose>;
    export { tech_stack_1 as tech_stack };
    let features_1: z.ZodObject<{
        successMetrics: z.ZodOptional<z.ZodArray<z.ZodString>>;
        businessGoals: z.ZodOptional<z.ZodString>;
        timeline: z.ZodOptional<z.ZodString>;
        projectScope: z.ZodOptional<z.ZodEnum<{
            quickTest: "quickTest";
            standardMVP: "standardMVP";
            scalableProduct: "scalableProduct";
        }>>;
    }, z.core.$loose>;
    export { features_1 as features };
    let deployment_1: z.ZodObject<{
        compliance: z.ZodOptional<z.ZodArray<z.ZodString>>;
        risks: z.ZodOptional<z.ZodString>;
        futureEvolution: z.ZodOptional<z.ZodString>;
        additionalNotes: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>;
    export { deployment_1 as deployment };
}
export type SectionResponses = { [S in SectionId]: z.infer<(typeof sectionResponsesSchemas)[S]>; };
export type Platform = (typeof PLATFORM_OPTIONS)[number];
export type PerformanceLevel = (typeof PERFORMANCE_LEVELS)[number];
export type Timeline = (typeof TIMELINE_OPTIONS)[number];
export type ProjectScope = (typeof PROJECT_SCOPES)[number];
export type FeatureDetail = z.infer<typeof featureDetailSchema>;
export type IntegrationUse = z.infer<typeof integrationUseSchema>;
export type BriefDraft = z.infer<typeof briefDraftSchema>;
export type SectionId = keyof typeof SECTION_FIELDS;
import { z } from 'zod';
