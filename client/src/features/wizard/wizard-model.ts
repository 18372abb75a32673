/** The wizard brief and the constants its steps use. */

import type { ProjectInput, WizardResponseInput } from '../../gql/graphql';
import { FEATURE_DETAIL_PARTS, SECTION_FIELDS, type SectionId } from '@specforge/contracts/brief-options';
import type { BriefDraft, FeatureDetail, IntegrationUse } from '@specforge/contracts/brief';

/** The brief's shape, options and sections are shared contracts (packages/contracts/src/brief.js). */
export { AI_MARKER, FEATURE_DETAIL_PARTS, PERFORMANCE_LEVELS, PLATFORM_OPTIONS, PROJECT_SCOPES, SECTION_FIELDS, TIMELINE_OPTIONS, type PerformanceLevel, type Platform, type ProjectScope, type SectionId } from '@specforge/contracts/brief-options';
export type { FeatureDetail, IntegrationUse } from '@specforge/contracts/brief';

/** The server's size limits (project.schemas.ts), applied as the user types so nothing fails at Create Project. */
export const WIZARD_LIMITS = { name: 200, text: 5_000, entry: 500 } as const;

/** Team sizes the server takes (the project setting team_size). */
export const TEAM_SIZE_RANGE = { min: 1, max: 50 } as const;

/** The wizard's draft: the brief's 24 fields, the feature details, the integration corrections and the team size. */
export type WizardDraft = BriefDraft;

/** Defaults: performance Medium, scope standardMVP. */
export const emptyDraft: WizardDraft = {
  projectName: '',
  projectDescription: '',
  problemStatement: '',
  keyFeatures: [],
  nonGoals: [],
  competitors: '',
  userPersonas: [],
  userJourneys: '',
  platforms: [],
  uxDefinition: '',
  designGuidelines: '',
  techStack: [],
  integrations: [],
  securityConcerns: '',
  performanceExpectations: 'Medium',
  technicalConstraints: '',
  businessGoals: '',
  successMetrics: [],
  timeline: '',
  projectScope: 'standardMVP',
  risks: '',
  compliance: [],
  futureEvolution: '',
  additionalNotes: '',
  featureDetails: [],
  integrationUses: [],
  teamSize: null,
};

export type ListKey = {
  [K in keyof WizardDraft]: WizardDraft[K] extends string[] ? K : never;
}[keyof WizardDraft];

export type TextKey = {
  [K in keyof WizardDraft]: WizardDraft[K] extends string ? K : never;
}[keyof WizardDraft];

/** GraphQL's ProjectInput for the new project: name, user id and the brief's project fields. */
/**
 * Why a project cannot be created from this input, in the spec's words, or null: a name, and the
 * id of the user it is created for (the submit asks for a signed-in user first; this is the
 * creation call's own check).
 */
export function createInputProblem(input: Pick<ProjectInput, 'name' | 'userId'>): string | null {
  if (!input.name?.trim()) return 'Project name is required';
  if (!String(input.userId ?? '').trim()) return 'User ID is required to create a project';
  return null;
}

export function toProjectInput(draft: WizardDraft, userId: string): ProjectInput {
  return {
    name: draft.projectName.trim(),
    userId,
    description: draft.projectDescription.trim(),
    keyFeatures: draft.keyFeatures,
    techStack: draft.techStack,
    integrations: draft.integrations,
    successMetrics: draft.successMetrics,
    platforms: draft.platforms,
    userPersonas: draft.userPersonas,
    timeline: draft.timeline,
    businessGoals: draft.businessGoals,
    // Free-form settings keep the spec's keys (they are stored as given).
    settings: {
      problem_statement: draft.problemStatement,
      business_goals: draft.businessGoals,
      performance_expectations: draft.performanceExpectations,
      security_concerns: draft.securityConcerns,
      // Where the team-size setting and the brief editor keep it too.
      ...(draft.teamSize !== null ? { team_size: draft.teamSize } : {}),
    },
  };
}

/** All six sections of a draft, in order, for the one batch save at submit. */
export function toSectionInputs(draft: WizardDraft): WizardResponseInput[] {
  return (Object.keys(SECTION_FIELDS) as SectionId[]).map((sectionId) => {
    const responses: Record<string, unknown> = {};
    for (const field of SECTION_FIELDS[sectionId]) {
      responses[field] = field === 'featureDetails' ? detailsToSave(draft) : field === 'integrationUses' ? usesToSave(draft) : draft[field];
    }
    return { sectionId, responses };
  });
}

/** Spec §5: on step one, Continue needs a name and a description that are not blank. */
export function canContinue(step: number, draft: WizardDraft): boolean {
  if (step !== 0) return true;
  return draft.projectName.trim() !== '' && draft.projectDescription.trim() !== '';
}

const sameText = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The detail the draft holds about a key feature (matched as the server matches: trimmed, any case). */
export function detailOf(details: readonly FeatureDetail[], feature: string): FeatureDetail | undefined {
  return details.find((d) => sameText(d.feature, feature));
}

/**
 * The details worth sending: about a key feature the draft still has (one each), with an actor
 * that is still one of its personas, and at least one answer. What a removed or reworded feature
 * left behind is not sent, so the server never refuses the brief over it.
 */
export function detailsToSave(draft: WizardDraft): FeatureDetail[] {
  const out: FeatureDetail[] = [];
  for (const feature of draft.keyFeatures) {
    const detail = detailOf(draft.featureDetails, feature);
    if (!detail || out.some((d) => sameText(d.feature, feature))) continue;
    const actor = draft.userPersonas.find((p) => sameText(p, detail.actor)) ?? '';
    const kept = { ...detail, feature, actor };
    if (FEATURE_DETAIL_PARTS.some((part) => kept[part].trim() !== '')) out.push(kept);
  }
  return out;
}

/** The integration links worth sending: between an integration and a key feature the draft still has (as written there), each pair once. */
export function usesToSave(draft: WizardDraft): IntegrationUse[] {
  const out: IntegrationUse[] = [];
  for (const use of draft.integrationUses) {
    const integration = draft.integrations.find((i) => sameText(i, use.integration));
    const feature = draft.keyFeatures.find((f) => sameText(f, use.feature));
    if (integration && feature && !out.some((u) => u.integration === integration && u.feature === feature)) out.push({ integration, feature });
  }
  return out;
}
