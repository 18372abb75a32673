/**
 * The brief as the wizard edits it (the "wizard draft"): its 24 fields under their camelCase
 * names, the feature interview's details, the integration corrections and the team size; and the
 * six wizard sections, each saving a fixed set of those fields as its `responses`.
 */
import { z } from 'zod';
import { PERFORMANCE_LEVELS, PROJECT_SCOPES } from './brief-options.js';
/** @typedef {import('./brief-options.js').SectionId} SectionId */

export * from './brief-options.js';

/** The feature interview's answer about one key feature (all in the user's words; `actor` is a persona's text). */
export const featureDetailSchema = z.object({ feature: z.string(), actor: z.string(), trigger: z.string(), outcome: z.string(), rule: z.string(), failure: z.string() });
/** @typedef {z.infer<typeof featureDetailSchema>} FeatureDetail */

/** A key feature an integration serves, as the user corrected it. */
export const integrationUseSchema = z.object({ integration: z.string(), feature: z.string() });
/** @typedef {z.infer<typeof integrationUseSchema>} IntegrationUse */

const list = z.array(z.string());

export const briefDraftSchema = z.object({
  projectName: z.string(),
  projectDescription: z.string(),
  problemStatement: z.string(),
  keyFeatures: list,
  nonGoals: list,
  competitors: z.string(),
  userPersonas: list,
  userJourneys: z.string(),
  platforms: list,
  uxDefinition: z.string(),
  designGuidelines: z.string(),
  techStack: list,
  integrations: list,
  securityConcerns: z.string(),
  performanceExpectations: z.enum(PERFORMANCE_LEVELS),
  technicalConstraints: z.string(),
  businessGoals: z.string(),
  successMetrics: list,
  timeline: z.string(),
  projectScope: z.enum(PROJECT_SCOPES),
  risks: z.string(),
  compliance: list,
  futureEvolution: z.string(),
  additionalNotes: z.string(),
  /** At most one per key feature. */
  featureDetails: z.array(featureDetailSchema),
  /** Which key features each integration serves, where the user corrected the reader. */
  integrationUses: z.array(integrationUseSchema),
  /** People building it; null: the scope's default team (the project setting team_size). */
  teamSize: z.number().int().nullable(),
});
/** @typedef {z.infer<typeof briefDraftSchema>} BriefDraft */

/**
 * The answers a section saves: its fields, each optional (a step may be saved half filled).
 * Older rows hold what the wizard sent then (an unknown key, a number for a text), so reading
 * keeps every key and only the fields named here are typed.
 */
export const sectionResponsesSchemas = {
  project_info: briefDraftSchema.pick({ projectName: true, projectDescription: true }).partial().loose(),
  product_details: briefDraftSchema.pick({ problemStatement: true, keyFeatures: true, nonGoals: true, competitors: true, featureDetails: true }).partial().loose(),
  target_audience: briefDraftSchema.pick({ userPersonas: true, userJourneys: true, platforms: true, uxDefinition: true, designGuidelines: true }).partial().loose(),
  tech_stack: briefDraftSchema.pick({ techStack: true, integrations: true, securityConcerns: true, performanceExpectations: true, technicalConstraints: true, integrationUses: true }).partial().loose(),
  features: briefDraftSchema.pick({ businessGoals: true, successMetrics: true, timeline: true, projectScope: true }).partial().loose(),
  deployment: briefDraftSchema.pick({ risks: true, compliance: true, futureEvolution: true, additionalNotes: true }).partial().loose(),
};
/** @typedef {{ [S in SectionId]: z.infer<(typeof sectionResponsesSchemas)[S]> }} SectionResponses */

/**
 * A wizard draft from loose JSON (a stored draft, a request): every field its schema accepts,
 * the others left out, so a partial or older draft still reads. Never throws.
 * @param {unknown} raw
 * @returns {Partial<BriefDraft>}
 */
export function readBriefDraft(raw) {
  if (!raw || typeof raw !== 'object') return {};
  /** @type {Partial<BriefDraft>} */
  const out = {};
  const shape = briefDraftSchema.shape;
  for (const [key, value] of Object.entries(raw)) {
    if (!Object.hasOwn(shape, key)) continue;
    const parsed = shape[/** @type {keyof BriefDraft} */ (key)].safeParse(value);
    if (parsed.success) Object.assign(out, { [key]: parsed.data });
  }
  return out;
}
