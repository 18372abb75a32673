import type { WizardSection } from './wizard-response.entity.js';

/**
 * The brief as the wizard edits it: its 24 fields under the wizard's own (camelCase) names,
 * the shape of the client's WizardDraft (client/src/features/wizard/wizard-model.ts).
 */
export const BRIEF_SECTIONS = {
  project_info: ['projectName', 'projectDescription'],
  product_details: ['problemStatement', 'keyFeatures', 'nonGoals', 'competitors'],
  target_audience: ['userPersonas', 'userJourneys', 'platforms', 'uxDefinition', 'designGuidelines'],
  tech_stack: ['techStack', 'integrations', 'securityConcerns', 'performanceExpectations', 'technicalConstraints'],
  features: ['businessGoals', 'successMetrics', 'timeline', 'projectScope'],
  deployment: ['risks', 'compliance', 'futureEvolution', 'additionalNotes'],
} as const satisfies Record<WizardSection, readonly string[]>;

export const LIST_FIELDS = ['keyFeatures', 'nonGoals', 'userPersonas', 'platforms', 'techStack', 'integrations', 'successMetrics', 'compliance'] as const;
export type ListField = (typeof LIST_FIELDS)[number];

/** Every field in wizard order (step by step). */
export const BRIEF_FIELDS = Object.values(BRIEF_SECTIONS).flat();
export type BriefField = (typeof BRIEF_FIELDS)[number];
export type TextField = Exclude<BriefField, ListField>;
export const TEXT_FIELDS = BRIEF_FIELDS.filter((f): f is TextField => !(LIST_FIELDS as readonly string[]).includes(f));
