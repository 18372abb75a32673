/** @typedef {{ [S in SectionId]: z.infer<(typeof sectionResponsesSchemas)[S]> }} SectionResponses */
/**
 * A wizard draft from loose JSON (a stored draft, a request): every field its schema accepts,
 * the others left out, so a partial or older draft still reads. Never throws.
 * @param {unknown} raw
 * @returns {Partial<BriefDraft>}
 */
export function readBriefDraft(raw: unknown): Partial<BriefDraft>;
export * from "./brief-options.js";
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
export namespace sectionResponsesSchemas {
    let project_info: z.ZodObject<{
        projectName: z.ZodOptional<z.ZodString>;
        projectDescription: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>;
    let product_details: z.ZodObject<{
        problemStatement: z.ZodOptional<z.ZodString>;
        keyFeatures: z.ZodOptional<z.ZodArray<z.ZodString>>;
        nonGoals: z.ZodOptional<z.ZodArray<z.ZodString>>;
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
    let target_audience: z.ZodObject<{
        userPersonas: z.ZodOptional<z.ZodArray<z.ZodString>>;
        userJourneys: z.ZodOptional<z.ZodString>;
        platforms: z.ZodOptional<z.ZodArray<z.ZodString>>;
        uxDefinition: z.ZodOptional<z.ZodString>;
        designGuidelines: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>;
    let tech_stack: z.ZodObject<{
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
    let features: z.ZodObject<{
        businessGoals: z.ZodOptional<z.ZodString>;
        successMetrics: z.ZodOptional<z.ZodArray<z.ZodString>>;
        timeline: z.ZodOptional<z.ZodString>;
        projectScope: z.ZodOptional<z.ZodEnum<{
            quickTest: "quickTest";
            standardMVP: "standardMVP";
            scalableProduct: "scalableProduct";
        }>>;
    }, z.core.$loose>;
    let deployment: z.ZodObject<{
        risks: z.ZodOptional<z.ZodString>;
        compliance: z.ZodOptional<z.ZodArray<z.ZodString>>;
        futureEvolution: z.ZodOptional<z.ZodString>;
        additionalNotes: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>;
}
export type SectionResponses = { [S in SectionId]: z.infer<(typeof sectionResponsesSchemas)[S]>; };
export type SectionId = import("./brief-options.js").SectionId;
export type FeatureDetail = z.infer<typeof featureDetailSchema>;
export type IntegrationUse = z.infer<typeof integrationUseSchema>;
export type BriefDraft = z.infer<typeof briefDraftSchema>;
import { z } from 'zod';
