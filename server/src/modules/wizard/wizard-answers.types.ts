import { briefDraftSchema, readBriefDraft, SECTION_FIELDS } from '@specforge/contracts/brief';
import { Field, ObjectType } from 'type-graphql';

/**
 * The typed view of a wizard step's `responses`: the wizard fields the step saved, each with its
 * type from the shared brief schema (contracts brief.js), so this object cannot drift from it.
 * The feature interview's details and the integration corrections are typed on `Brief`.
 */
@ObjectType('WizardAnswers', { description: "A wizard step's answers, typed: the brief fields the step saved; a field it did not save (or one an older client saved with another type) is null." })
export class WizardAnswersType {}

const EXTRAS = new Set(['featureDetails', 'integrationUses']);
const wizardFields = Object.values(SECTION_FIELDS)
  .flat()
  .filter((f) => !EXTRAS.has(f));

for (const key of wizardFields) {
  const list = briefDraftSchema.shape[key].def.type === 'array';
  Field(() => (list ? [String] : String), { nullable: true, description: `The ${key} answer.` })(WizardAnswersType.prototype, key);
}

/** A step's stored answers, typed leniently: what reads as its field's type, the rest left out. */
export function answersOf(responses: Record<string, unknown>): WizardAnswersType {
  return readBriefDraft(responses);
}
