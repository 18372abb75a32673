/** @typedef {{ [T in keyof typeof structuredSchemas]: z.infer<(typeof structuredSchemas)[T]> }} StructuredByType */
/**
 * Reads stored structured data of a document type: the typed facts, or null when the row does not
 * hold them (none yet, or a shape this schema cannot read). One linear pass, no cross-item checks,
 * so reading costs what the payload weighs; never throws, so an odd historical row only loses
 * its typed view (its raw JSON stays readable where the API exposes it).
 * @template {keyof typeof structuredSchemas} T
 * @param {T} type
 * @param {unknown} raw
 * @returns {StructuredByType[T] | null}
 */
export function readStructured<T extends keyof typeof structuredSchemas>(type: T, raw: unknown): StructuredByType[T] | null;
/** One section: stable id, title and its facts (free by design: each section states its own). */
export const structuredSectionSchema: z.ZodObject<{
    id: z.ZodString;
    title: z.ZodString;
}, z.core.$loose>;
/**
 * Given / when / then; `id` (AC-n.m from the spec graph) is absent in a model's own PRD;
 * `suggested`: a capability-catalogue suggestion nobody has confirmed yet, which the PRD marks.
 */
export const acceptanceCriterionSchema: z.ZodObject<{
    id: z.ZodOptional<z.ZodString>;
    given: z.ZodString;
    when: z.ZodString;
    then: z.ZodString;
    suggested: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strip>;
/** @typedef {z.infer<typeof acceptanceCriterionSchema>} AcceptanceCriterion */
export const personaSchema: z.ZodObject<{
    id: z.ZodString;
    name: z.ZodString;
    goals: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
/** @typedef {z.infer<typeof personaSchema>} Persona */
export const journeySchema: z.ZodObject<{
    id: z.ZodString;
    title: z.ZodString;
    source: z.ZodString;
    persona: z.ZodString;
    steps: z.ZodArray<z.ZodString>;
    frIds: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
/** @typedef {z.infer<typeof journeySchema>} Journey */
export const functionalRequirementSchema: z.ZodObject<{
    id: z.ZodString;
    title: z.ZodString;
    priority: z.ZodEnum<{
        Must: "Must";
        Should: "Should";
    }>;
    description: z.ZodString;
    category: z.ZodString;
    acceptanceCriteria: z.ZodArray<z.ZodObject<{
        id: z.ZodOptional<z.ZodString>;
        given: z.ZodString;
        when: z.ZodString;
        then: z.ZodString;
        suggested: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strip>>;
    journeyIds: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
/** @typedef {z.infer<typeof functionalRequirementSchema>} FunctionalRequirement */
export const successMetricSchema: z.ZodObject<{
    id: z.ZodString;
    name: z.ZodString;
    proposed: z.ZodBoolean;
    target: z.ZodString;
    frIds: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
/** @typedef {z.infer<typeof successMetricSchema>} SuccessMetric */
export const nonFunctionalRequirementSchema: z.ZodObject<{
    id: z.ZodString;
    category: z.ZodString;
    statement: z.ZodString;
}, z.core.$strip>;
/** @typedef {z.infer<typeof nonFunctionalRequirementSchema>} NonFunctionalRequirement */
export const riskSchema: z.ZodObject<{
    id: z.ZodString;
    risk: z.ZodString;
    mitigation: z.ZodString;
}, z.core.$strip>;
export const prdStructuredSchema: z.ZodObject<{
    generator: z.ZodOptional<z.ZodString>;
    composedWithoutModel: z.ZodOptional<z.ZodBoolean>;
    sections: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        title: z.ZodString;
    }, z.core.$loose>>;
    personas: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        goals: z.ZodArray<z.ZodString>;
    }, z.core.$strip>>;
    journeys: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        title: z.ZodString;
        source: z.ZodString;
        persona: z.ZodString;
        steps: z.ZodArray<z.ZodString>;
        frIds: z.ZodArray<z.ZodString>;
    }, z.core.$strip>>;
    requirements: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        title: z.ZodString;
        priority: z.ZodEnum<{
            Must: "Must";
            Should: "Should";
        }>;
        description: z.ZodString;
        category: z.ZodString;
        acceptanceCriteria: z.ZodArray<z.ZodObject<{
            id: z.ZodOptional<z.ZodString>;
            given: z.ZodString;
            when: z.ZodString;
            then: z.ZodString;
            suggested: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strip>>;
        journeyIds: z.ZodArray<z.ZodString>;
    }, z.core.$strip>>;
    metrics: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        proposed: z.ZodBoolean;
        target: z.ZodString;
        frIds: z.ZodArray<z.ZodString>;
    }, z.core.$strip>>;
    nfrs: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        category: z.ZodString;
        statement: z.ZodString;
    }, z.core.$strip>>;
    risks: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        risk: z.ZodString;
        mitigation: z.ZodString;
    }, z.core.$strip>>;
    nonGoals: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
/** @typedef {z.infer<typeof prdStructuredSchema>} PrdStructured */
export const recommendationSchema: z.ZodObject<{
    area: z.ZodString;
    choice: z.ZodString;
    rationale: z.ZodString;
    alternatives: z.ZodArray<z.ZodString>;
    source: z.ZodEnum<{
        user: "user";
        recommended: "recommended";
    }>;
}, z.core.$strip>;
/** @typedef {z.infer<typeof recommendationSchema>} Recommendation */
export const dataEntitySchema: z.ZodObject<{
    name: z.ZodString;
    fields: z.ZodArray<z.ZodString>;
    relations: z.ZodArray<z.ZodString>;
    frIds: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
/** @typedef {z.infer<typeof dataEntitySchema>} DataEntity */
export const COMPLEXITIES: readonly ["S", "M", "L"];
/** @typedef {(typeof COMPLEXITIES)[number]} Complexity */
export const planTaskSchema: z.ZodObject<{
    id: z.ZodString;
    title: z.ZodString;
    frIds: z.ZodArray<z.ZodString>;
    complexity: z.ZodEnum<{
        S: "S";
        M: "M";
        L: "L";
    }>;
    estimateDays: z.ZodNumber;
    dependsOn: z.ZodArray<z.ZodString>;
    doneWhen: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/** @typedef {z.infer<typeof planTaskSchema>} PlanTask */
export const planPhaseSchema: z.ZodObject<{
    id: z.ZodString;
    name: z.ZodString;
    goal: z.ZodString;
    weight: z.ZodNumber;
    tasks: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        title: z.ZodString;
        frIds: z.ZodArray<z.ZodString>;
        complexity: z.ZodEnum<{
            S: "S";
            M: "M";
            L: "L";
        }>;
        estimateDays: z.ZodNumber;
        dependsOn: z.ZodArray<z.ZodString>;
        doneWhen: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
}, z.core.$strip>;
/** @typedef {z.infer<typeof planPhaseSchema>} PlanPhase */
export const planStructuredSchema: z.ZodObject<{
    generator: z.ZodOptional<z.ZodString>;
    composedWithoutModel: z.ZodOptional<z.ZodBoolean>;
    sections: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        title: z.ZodString;
    }, z.core.$loose>>;
    stack: z.ZodArray<z.ZodObject<{
        area: z.ZodString;
        choice: z.ZodString;
        rationale: z.ZodString;
        alternatives: z.ZodArray<z.ZodString>;
        source: z.ZodEnum<{
            user: "user";
            recommended: "recommended";
        }>;
    }, z.core.$strip>>;
    integrations: z.ZodArray<z.ZodObject<{
        area: z.ZodString;
        choice: z.ZodString;
        rationale: z.ZodString;
        alternatives: z.ZodArray<z.ZodString>;
        source: z.ZodEnum<{
            user: "user";
            recommended: "recommended";
        }>;
    }, z.core.$strip>>;
    security: z.ZodArray<z.ZodObject<{
        area: z.ZodString;
        choice: z.ZodString;
        rationale: z.ZodString;
        alternatives: z.ZodArray<z.ZodString>;
        source: z.ZodEnum<{
            user: "user";
            recommended: "recommended";
        }>;
    }, z.core.$strip>>;
    constraints: z.ZodArray<z.ZodObject<{
        area: z.ZodString;
        choice: z.ZodString;
        rationale: z.ZodString;
        alternatives: z.ZodArray<z.ZodString>;
        source: z.ZodEnum<{
            user: "user";
            recommended: "recommended";
        }>;
    }, z.core.$strip>>;
    entities: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        fields: z.ZodArray<z.ZodString>;
        relations: z.ZodArray<z.ZodString>;
        frIds: z.ZodArray<z.ZodString>;
    }, z.core.$strip>>;
    phases: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        goal: z.ZodString;
        weight: z.ZodNumber;
        tasks: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            title: z.ZodString;
            frIds: z.ZodArray<z.ZodString>;
            complexity: z.ZodEnum<{
                S: "S";
                M: "M";
                L: "L";
            }>;
            estimateDays: z.ZodNumber;
            dependsOn: z.ZodArray<z.ZodString>;
            doneWhen: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    teamSize: z.ZodNumber;
}, z.core.$strip>;
/** @typedef {z.infer<typeof planStructuredSchema>} PlanStructured */
/** Feature breakdown, user flows and technical architecture: their facts live in their sections. */
export const sectionsStructuredSchema: z.ZodObject<{
    generator: z.ZodOptional<z.ZodString>;
    composedWithoutModel: z.ZodOptional<z.ZodBoolean>;
    sections: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        title: z.ZodString;
    }, z.core.$loose>>;
}, z.core.$strip>;
export namespace structuredSchemas {
    export { prdStructuredSchema as prd };
    export { planStructuredSchema as implementation_plan };
    export { sectionsStructuredSchema as feature_breakdown };
    export { sectionsStructuredSchema as user_flows };
    export { sectionsStructuredSchema as technical_architecture };
    export { roadmapStructuredSchema as roadmap };
}
export type StructuredByType = { [T in keyof typeof structuredSchemas]: z.infer<(typeof structuredSchemas)[T]>; };
export type StructuredSection = z.infer<typeof structuredSectionSchema>;
export type AcceptanceCriterion = z.infer<typeof acceptanceCriterionSchema>;
export type Persona = z.infer<typeof personaSchema>;
export type Journey = z.infer<typeof journeySchema>;
export type FunctionalRequirement = z.infer<typeof functionalRequirementSchema>;
export type SuccessMetric = z.infer<typeof successMetricSchema>;
export type NonFunctionalRequirement = z.infer<typeof nonFunctionalRequirementSchema>;
export type Risk = z.infer<typeof riskSchema>;
export type PrdStructured = z.infer<typeof prdStructuredSchema>;
export type Recommendation = z.infer<typeof recommendationSchema>;
export type DataEntity = z.infer<typeof dataEntitySchema>;
export type Complexity = (typeof COMPLEXITIES)[number];
export type PlanTask = z.infer<typeof planTaskSchema>;
export type PlanPhase = z.infer<typeof planPhaseSchema>;
export type PlanStructured = z.infer<typeof planStructuredSchema>;
export type SectionsStructured = z.infer<typeof sectionsStructuredSchema>;
import { z } from 'zod';
import { roadmapStructuredSchema } from './roadmap.js';
