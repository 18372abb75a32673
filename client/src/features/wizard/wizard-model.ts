/** The wizard brief and the constants its steps use. */

import type { EditBriefPage_BriefFragment, ProjectInput, WizardResponseInput } from '../../gql/graphql';

/** The literal that means "let AI decide" (the AI marker). */
export const AI_MARKER = '[AI_RECOMMEND]';

/** The server's size limits (project.schemas.ts), applied as the user types so nothing fails at Create Project. */
export const WIZARD_LIMITS = { name: 200, text: 5_000, entry: 500 } as const;

export const PLATFORM_OPTIONS = ['Web', 'iOS', 'Android', 'Desktop', 'Tablet'] as const;
export type Platform = (typeof PLATFORM_OPTIONS)[number];

export const PERFORMANCE_LEVELS = ['Low', 'Medium', 'High'] as const;
export type PerformanceLevel = (typeof PERFORMANCE_LEVELS)[number];

export { TIMELINE_OPTIONS } from '../../lib/brief-options';

export const PROJECT_SCOPES = ['quickTest', 'standardMVP', 'scalableProduct'] as const;
export type ProjectScope = (typeof PROJECT_SCOPES)[number];

type Plain<T> = Omit<T, '__typename'>;

/**
 * The feature interview's answer about one key feature (all optional, in the user's words).
 * `feature` is the key feature's text, `actor` a persona's whole text. The schema's own type.
 */
export type FeatureDetail = Plain<EditBriefPage_BriefFragment['featureDetails'][number]>;

/** A key feature an integration serves, as the user corrected it ("here is what I understood"). */
export type IntegrationUse = Plain<EditBriefPage_BriefFragment['integrationUses'][number]>;

/** Team sizes the server takes (the project setting team_size). */
export const TEAM_SIZE_RANGE = { min: 1, max: 50 } as const;

/** The answers of a detail, beside the feature it is about. */
export const FEATURE_DETAIL_PARTS = ['actor', 'trigger', 'outcome', 'rule', 'failure'] as const;

export interface WizardDraft {
  projectName: string;
  projectDescription: string;
  problemStatement: string;
  keyFeatures: string[];
  nonGoals: string[];
  competitors: string;
  userPersonas: string[];
  userJourneys: string;
  platforms: string[];
  uxDefinition: string;
  designGuidelines: string;
  techStack: string[];
  integrations: string[];
  securityConcerns: string;
  performanceExpectations: PerformanceLevel;
  technicalConstraints: string;
  businessGoals: string;
  successMetrics: string[];
  timeline: string;
  projectScope: ProjectScope;
  risks: string;
  compliance: string[];
  futureEvolution: string;
  additionalNotes: string;
  /** Optional per-feature details (step 2's feature interview), at most one per key feature. */
  featureDetails: FeatureDetail[];
  /** Which key features each integration serves, where the user corrected the reader (tech_stack section). */
  integrationUses: IntegrationUse[];
  /** People building it; null: the scope's default team (saved as the project setting team_size). */
  teamSize: number | null;
}

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

/** The six wizard sections and the brief fields each one saves. */
export const SECTION_FIELDS = {
  project_info: ['projectName', 'projectDescription'],
  product_details: ['problemStatement', 'keyFeatures', 'nonGoals', 'competitors', 'featureDetails'],
  target_audience: ['userPersonas', 'userJourneys', 'platforms', 'uxDefinition', 'designGuidelines'],
  tech_stack: ['techStack', 'integrations', 'securityConcerns', 'performanceExpectations', 'technicalConstraints', 'integrationUses'],
  features: ['businessGoals', 'successMetrics', 'timeline', 'projectScope'],
  deployment: ['risks', 'compliance', 'futureEvolution', 'additionalNotes'],
} as const satisfies Record<string, ReadonlyArray<keyof WizardDraft>>;

export type SectionId = keyof typeof SECTION_FIELDS;

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
