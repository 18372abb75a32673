import { cleanFeatureDetails, cleanIntegrationUses, performanceLevels, platformOptions, projectScopes, timelineOptions, type FeatureDetail, type IntegrationUse } from '../generation/composer/index.js';
import { BRIEF_FIELDS, BRIEF_SECTIONS, LIST_FIELDS, type BriefField, type ListField, type TextField } from '../wizard/wizard-fields.js';
import type { WizardSection } from '../wizard/wizard-response.entity.js';

// The wizard's 24 fields live with the wizard (which checks their sizes); the brief is made of them.
export { BRIEF_FIELDS, BRIEF_SECTIONS, LIST_FIELDS, TEXT_FIELDS, type BriefField, type ListField, type TextField } from '../wizard/wizard-fields.js';

/**
 * The feature interview's answers (`featureDetails`): not one of the 24 wizard fields but saved,
 * versioned and compared with them; stored beside the key features in the product_details section.
 */
export const DETAILS_FIELD = 'featureDetails';
/**
 * The corrections of "here is what I understood" that have no wizard field: which key features an
 * integration serves (kept with the tech_stack section) and the team size (kept in the project
 * settings as `team_size`, where the team-size setting writes it too). Saved, versioned and
 * compared like the rest.
 */
export const USES_FIELD = 'integrationUses';
export const TEAM_FIELD = 'teamSize';
/** Fields of the draft beyond the wizard's 24, in the order a change lists them. */
export const EXTRA_FIELDS = [DETAILS_FIELD, USES_FIELD, TEAM_FIELD] as const;
export type DraftField = BriefField | (typeof EXTRA_FIELDS)[number];

export type BriefDraft = Record<TextField, string> & Record<ListField, string[]> & { featureDetails: FeatureDetail[]; integrationUses: IntegrationUse[]; teamSize: number | null };

/** 1–50 people, as the team-size setting takes it; anything else is no team size. */
export function teamSizeOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 50 ? n : null;
}

/** The wizard's defaults: empty answers, performance Medium, scope standardMVP. */
export const BRIEF_DEFAULTS: Readonly<Partial<Record<TextField, string>>> = { performanceExpectations: 'Medium', projectScope: 'standardMVP' };

/** The fields whose answers are options; an answer matching one but for case reads as that option. */
const OPTIONS: Partial<Record<BriefField, readonly string[]>> = {
  performanceExpectations: performanceLevels,
  projectScope: projectScopes,
  timeline: timelineOptions,
  platforms: platformOptions,
};
export const OPTION_FIELDS = Object.keys(OPTIONS) as BriefField[];

const isListField = (field: BriefField): field is ListField => (LIST_FIELDS as readonly string[]).includes(field);

function canonical(field: BriefField, value: string): string {
  return OPTIONS[field]?.find((o) => o.toLowerCase() === value.toLowerCase()) ?? value;
}

function textOf(field: TextField, value: unknown): string {
  const text = typeof value === 'string' ? canonical(field, value.trim()) : '';
  return text === '' ? (BRIEF_DEFAULTS[field] ?? '') : text;
}

function listOf(field: ListField, value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return items
    .filter((v): v is string => typeof v === 'string')
    .map((v) => canonical(field, v.trim()))
    .filter((v) => v !== '');
}

/**
 * The draft a stored brief reads as: trimmed texts, lists of non-blank trimmed entries, options
 * in their canonical spelling, wizard defaults for what was never answered. Anything else in
 * `merged` (settings keys, team size) is not part of the draft.
 */
export function draftOf(merged: Record<string, unknown>): BriefDraft {
  const draft: Record<string, unknown> = {};
  for (const field of BRIEF_FIELDS) {
    draft[field] = isListField(field) ? listOf(field, merged[field]) : textOf(field, merged[field]);
  }
  // Only answers about this draft's key features and personas: a detail left behind by a renamed
  // feature is not part of the brief (so a brief read back always saves again).
  draft.featureDetails = cleanFeatureDetails(merged.featureDetails, draft.keyFeatures as string[], draft.userPersonas as string[]);
  draft.integrationUses = cleanIntegrationUses(merged.integrationUses, draft.integrations as string[], draft.keyFeatures as string[]);
  draft.teamSize = teamSizeOf(merged.teamSize);
  return draft as BriefDraft;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose answers in `after` differ from any of the earlier readings, in wizard order (the extra fields last). */
export function changedFields(after: BriefDraft, ...before: BriefDraft[]): DraftField[] {
  const fields: DraftField[] = BRIEF_FIELDS.filter((field) => before.some((draft) => !same(draft[field], after[field])));
  for (const field of EXTRA_FIELDS) if (before.some((draft) => !same(draft[field], after[field]))) fields.push(field);
  return fields;
}

/** One section's answers of a draft, as the wizard stores them. */
export function sectionAnswers(draft: BriefDraft, section: WizardSection): Record<string, unknown> {
  const answers: Record<string, unknown> = Object.fromEntries(BRIEF_SECTIONS[section].map((field) => [field, draft[field]]));
  if (section === 'product_details' && draft.featureDetails.length) answers[DETAILS_FIELD] = draft.featureDetails;
  if (section === 'tech_stack' && draft.integrationUses.length) answers[USES_FIELD] = draft.integrationUses;
  return answers;
}
