import type { BriefInput, EditBriefPage_BriefFragment } from '../../gql/graphql';
import { sanitizeDraft } from './stores/wizard-draft-store';
import { detailsToSave, SECTION_FIELDS, usesToSave, type SectionId, type WizardDraft } from './wizard-model';

/** The editor's draft from a saved brief: the same fields, kept to the wizard's shapes and options. */
export function draftFromBrief(brief: EditBriefPage_BriefFragment): WizardDraft {
  return sanitizeDraft(brief);
}

/** GraphQL's BriefInput: the whole draft (the server replaces the whole brief), feature details as worth sending. */
export function toBriefInput(draft: WizardDraft): BriefInput {
  return { ...draft, featureDetails: detailsToSave(draft), integrationUses: usesToSave(draft) };
}

const SECTIONS = Object.keys(SECTION_FIELDS) as SectionId[];

/** The step (0–5) that asks for a field the server named ('keyFeatures' or 'keyFeatures.2'); null if none (teamSize has no step). */
export function stepOfField(field: string | undefined): number | null {
  const name = field?.split('.')[0];
  const index = SECTIONS.findIndex((section) => (SECTION_FIELDS[section] as readonly string[]).includes(name ?? ''));
  return index >= 0 ? index : null;
}
