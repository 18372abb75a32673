/** The wizard brief and the constants its steps use. */

/** The literal that means "let AI decide". */
export const AI_MARKER = '[AI_RECOMMEND]';

/** The server's size limits (project.schemas.ts), applied as the user types so nothing fails at Create Project. */
export const WIZARD_LIMITS = { name: 200, text: 5_000, entry: 500 } as const;

export const PLATFORM_OPTIONS = ['Web', 'iOS', 'Android', 'Desktop', 'Tablet'] as const;
export type Platform = (typeof PLATFORM_OPTIONS)[number];

export const PERFORMANCE_LEVELS = ['Low', 'Medium', 'High'] as const;
export type PerformanceLevel = (typeof PERFORMANCE_LEVELS)[number];

export const TIMELINE_OPTIONS = ['ASAP', '1 month', '3 months', '6 months', '1 year', 'Custom'] as const;

export const PROJECT_SCOPES = ['quickTest', 'standardMVP', 'scalableProduct'] as const;
export type ProjectScope = (typeof PROJECT_SCOPES)[number];

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
  product_details: ['problemStatement', 'keyFeatures', 'nonGoals', 'competitors'],
  target_audience: ['userPersonas', 'userJourneys', 'platforms', 'uxDefinition', 'designGuidelines'],
  tech_stack: ['techStack', 'integrations', 'securityConcerns', 'performanceExpectations', 'technicalConstraints'],
  features: ['businessGoals', 'successMetrics', 'timeline', 'projectScope'],
  deployment: ['risks', 'compliance', 'futureEvolution', 'additionalNotes'],
} as const satisfies Record<string, ReadonlyArray<keyof WizardDraft>>;

export type SectionId = keyof typeof SECTION_FIELDS;

export interface SectionPayload {
  section_id: SectionId;
  responses: Partial<WizardDraft>;
}

/** All six sections of a draft, in order, for the one batch save after the project is created. */
export function toSections(draft: WizardDraft): SectionPayload[] {
  return (Object.keys(SECTION_FIELDS) as SectionId[]).map((sectionId) => {
    const responses: Record<string, unknown> = {};
    for (const field of SECTION_FIELDS[sectionId]) responses[field] = draft[field];
    return { section_id: sectionId, responses: responses as Partial<WizardDraft> };
  });
}

/** The POST /projects payload: name, user id and the brief's project fields. */
export function toProjectPayload(draft: WizardDraft, userId: string) {
  return {
    name: draft.projectName.trim(),
    user_id: userId,
    description: draft.projectDescription.trim(),
    key_features: draft.keyFeatures,
    tech_stack: draft.techStack,
    integrations: draft.integrations,
    success_metrics: draft.successMetrics,
    platforms: draft.platforms,
    user_personas: draft.userPersonas,
    timeline: draft.timeline,
    business_goals: draft.businessGoals,
    settings: {
      problem_statement: draft.problemStatement,
      business_goals: draft.businessGoals,
      performance_expectations: draft.performanceExpectations,
      security_concerns: draft.securityConcerns,
    },
  };
}

/** On step one, Continue needs a name and a description that are not blank. */
export function canContinue(step: number, draft: WizardDraft): boolean {
  if (step !== 0) return true;
  return draft.projectName.trim() !== '' && draft.projectDescription.trim() !== '';
}
