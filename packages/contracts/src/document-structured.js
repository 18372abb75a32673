/**
 * A document's structured data: the machine-readable facts stored beside its Markdown
 * (`structured` of a document version). Every generator writes it through the built-in composer,
 * so one schema per document type holds for all of them; sections and the other three types
 * carry free facts per section (`.loose()`), which the schema keeps instead of dropping.
 */
import { z } from 'zod';
import { roadmapStructuredSchema } from './roadmap.js';

/** One section: stable id, title and its facts (free by design: each section states its own). */
export const structuredSectionSchema = z.object({ id: z.string(), title: z.string() }).loose();
/** @typedef {z.infer<typeof structuredSectionSchema>} StructuredSection */

const ids = z.array(z.string());

/**
 * Given / when / then; `id` (AC-n.m from the spec graph) is absent in a model's own PRD;
 * `suggested`: a capability-catalogue suggestion nobody has confirmed yet, which the PRD marks.
 */
export const acceptanceCriterionSchema = z.object({ id: z.string().optional(), given: z.string(), when: z.string(), then: z.string(), suggested: z.boolean().optional() });
/** @typedef {z.infer<typeof acceptanceCriterionSchema>} AcceptanceCriterion */

export const personaSchema = z.object({ id: z.string(), name: z.string(), goals: ids });
/** @typedef {z.infer<typeof personaSchema>} Persona */

export const journeySchema = z.object({ id: z.string(), title: z.string(), source: z.string(), persona: z.string(), steps: ids, frIds: ids });
/** @typedef {z.infer<typeof journeySchema>} Journey */

export const functionalRequirementSchema = z.object({
  id: z.string(),
  title: z.string(),
  priority: z.enum(['Must', 'Should']),
  description: z.string(),
  category: z.string(),
  acceptanceCriteria: z.array(acceptanceCriterionSchema),
  journeyIds: ids,
});
/** @typedef {z.infer<typeof functionalRequirementSchema>} FunctionalRequirement */

export const successMetricSchema = z.object({ id: z.string(), name: z.string(), proposed: z.boolean(), target: z.string(), frIds: ids });
/** @typedef {z.infer<typeof successMetricSchema>} SuccessMetric */

export const nonFunctionalRequirementSchema = z.object({ id: z.string(), category: z.string(), statement: z.string() });
/** @typedef {z.infer<typeof nonFunctionalRequirementSchema>} NonFunctionalRequirement */

export const riskSchema = z.object({ id: z.string(), risk: z.string(), mitigation: z.string() });
/** @typedef {z.infer<typeof riskSchema>} Risk */

/** Who generated it; present on stored versions, absent on what the composer returns before marking. */
const marks = { generator: z.string().optional(), composedWithoutModel: z.boolean().optional() };

export const prdStructuredSchema = z.object({
  sections: z.array(structuredSectionSchema),
  personas: z.array(personaSchema),
  journeys: z.array(journeySchema),
  requirements: z.array(functionalRequirementSchema),
  metrics: z.array(successMetricSchema),
  nfrs: z.array(nonFunctionalRequirementSchema),
  risks: z.array(riskSchema),
  nonGoals: ids,
  ...marks,
});
/** @typedef {z.infer<typeof prdStructuredSchema>} PrdStructured */

export const recommendationSchema = z.object({
  area: z.string(),
  choice: z.string(),
  rationale: z.string(),
  alternatives: ids,
  source: z.enum(['user', 'recommended']),
});
/** @typedef {z.infer<typeof recommendationSchema>} Recommendation */

export const dataEntitySchema = z.object({ name: z.string(), fields: ids, relations: ids, frIds: ids });
/** @typedef {z.infer<typeof dataEntitySchema>} DataEntity */

export const COMPLEXITIES = /** @type {const} */ (['S', 'M', 'L']);
/** @typedef {(typeof COMPLEXITIES)[number]} Complexity */

export const planTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  frIds: ids,
  complexity: z.enum(COMPLEXITIES),
  estimateDays: z.number(),
  dependsOn: ids,
  /** The check that closes the task ("AC-1.1 and AC-1.2 pass as automated tests in CI …"). */
  doneWhen: z.string().optional(),
});
/** @typedef {z.infer<typeof planTaskSchema>} PlanTask */

export const planPhaseSchema = z.object({ id: z.string(), name: z.string(), goal: z.string(), weight: z.number(), tasks: z.array(planTaskSchema) });
/** @typedef {z.infer<typeof planPhaseSchema>} PlanPhase */

export const planStructuredSchema = z.object({
  sections: z.array(structuredSectionSchema),
  stack: z.array(recommendationSchema),
  integrations: z.array(recommendationSchema),
  security: z.array(recommendationSchema),
  constraints: z.array(recommendationSchema),
  entities: z.array(dataEntitySchema),
  phases: z.array(planPhaseSchema),
  teamSize: z.number(),
  ...marks,
});
/** @typedef {z.infer<typeof planStructuredSchema>} PlanStructured */

/** Feature breakdown, user flows and technical architecture: their facts live in their sections. */
export const sectionsStructuredSchema = z.object({ sections: z.array(structuredSectionSchema), ...marks });
/** @typedef {z.infer<typeof sectionsStructuredSchema>} SectionsStructured */

/** The schema of each document type's structured data. */
export const structuredSchemas = {
  prd: prdStructuredSchema,
  implementation_plan: planStructuredSchema,
  feature_breakdown: sectionsStructuredSchema,
  user_flows: sectionsStructuredSchema,
  technical_architecture: sectionsStructuredSchema,
  roadmap: roadmapStructuredSchema,
};
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
export function readStructured(type, raw) {
  if (raw === null || raw === undefined) return null;
  const parsed = structuredSchemas[type].safeParse(raw);
  return parsed.success ? /** @type {StructuredByType[T]} */ (parsed.data) : null;
}
