import { SECTION_FIELDS } from '@specforge/contracts/brief-options';
import type { WizardSection } from './wizard-response.entity.js';

/**
 * The brief as the wizard edits it: its 24 fields under the wizard's own (camelCase) names,
 * the shape of the client's WizardDraft (client/src/features/wizard/wizard-model.ts).
 */
type ExtraField = 'featureDetails' | 'integrationUses';
const wizardFields = <F extends string>(fields: readonly F[]): Exclude<F, ExtraField>[] => fields.filter((f): f is Exclude<F, ExtraField> => f !== 'featureDetails' && f !== 'integrationUses');
/** The shared sections (contracts' SECTION_FIELDS) without the extra fields, which are kept beside the 24. */
export const BRIEF_SECTIONS = {
  project_info: wizardFields(SECTION_FIELDS.project_info),
  product_details: wizardFields(SECTION_FIELDS.product_details),
  target_audience: wizardFields(SECTION_FIELDS.target_audience),
  tech_stack: wizardFields(SECTION_FIELDS.tech_stack),
  features: wizardFields(SECTION_FIELDS.features),
  deployment: wizardFields(SECTION_FIELDS.deployment),
} satisfies Record<WizardSection, readonly string[]>;

export const LIST_FIELDS = ['keyFeatures', 'nonGoals', 'userPersonas', 'platforms', 'techStack', 'integrations', 'successMetrics', 'compliance'] as const;
export type ListField = (typeof LIST_FIELDS)[number];

/** Every field in wizard order (step by step). */
export const BRIEF_FIELDS = Object.values(BRIEF_SECTIONS).flat();
export type BriefField = (typeof BRIEF_FIELDS)[number];
export type TextField = Exclude<BriefField, ListField>;
export const TEXT_FIELDS = BRIEF_FIELDS.filter((f): f is TextField => !(LIST_FIELDS as readonly string[]).includes(f));
