import { z } from 'zod';
import '../../core/openapi/registry.js';
import { LIMITS } from '../projects/project.schemas.js';
import { FEATURE_DETAIL_LIMITS, INTEGRATION_USE_LIMITS } from '../generation/composer/index.js';
import { BRIEF_FIELDS, LIST_FIELDS, type BriefField } from './brief-draft.js';

export const BRIEF_MESSAGES = {
  saved: 'Brief saved',
  unchanged: 'Nothing changed: the brief is as it was.',
  baseVersion: 'base_version must be a whole number from 0 up',
  nameTooLong: `Project name must be at most ${LIMITS.name} characters`,
  detailsList: 'featureDetails must be a list of { feature, actor, trigger, outcome, rule, failure }',
  detailsTooMany: `featureDetails can hold at most ${FEATURE_DETAIL_LIMITS.entries} entries (one per key feature)`,
  detailText: `Each text of featureDetails must be at most ${FEATURE_DETAIL_LIMITS.text} characters`,
  usesList: 'integrationUses must be a list of { integration, feature }',
  usesTooMany: `integrationUses can hold at most ${INTEGRATION_USE_LIMITS.entries} entries`,
  usesText: `Each text of integrationUses must be at most ${INTEGRATION_USE_LIMITS.text} characters`,
  teamSize: 'teamSize must be a whole number from 1 to 50, or null',
} as const;

const detailString = () => z.string({ error: BRIEF_MESSAGES.detailsList }).max(FEATURE_DETAIL_LIMITS.text, BRIEF_MESSAGES.detailText);
const detailText = () => detailString().nullish();

/**
 * The feature interview's answers: one entry per key feature at most, each text short. Which
 * feature and persona an entry names is checked against the submitted brief in the service.
 */
export const FeatureDetailsSchema = z
  .array(
    z.object(
      {
        feature: detailString().openapi({ description: "A key feature's text, as in keyFeatures (trimmed, any case)." }),
        actor: detailText().openapi({ description: "Who does it: a persona's text, as in userPersonas, or its name part (before ' — ', ':', ',' or '(')." }),
        trigger: detailText().openapi({ description: 'When it happens.' }),
        outcome: detailText().openapi({ description: 'What they get.' }),
        rule: detailText().openapi({ description: 'The rule it follows.' }),
        failure: detailText().openapi({ description: 'What happens when it fails.' }),
      },
      { error: BRIEF_MESSAGES.detailsList },
    ),
    { error: BRIEF_MESSAGES.detailsList },
  )
  .max(FEATURE_DETAIL_LIMITS.entries, BRIEF_MESSAGES.detailsTooMany)
  .nullish()
  .openapi({
    description:
      'Optional per-feature details (the feature interview), each about one key feature. Blank texts are dropped; an entry with nothing but its feature is dropped. Left out or null: none. Spec items made from an entry cite it as `brief:featureDetails@<key>` (a hash of its text).',
  });

const useText = () => z.string({ error: BRIEF_MESSAGES.usesList }).min(1, BRIEF_MESSAGES.usesList).max(INTEGRATION_USE_LIMITS.text, BRIEF_MESSAGES.usesText);

/** Which key features each integration serves, as the user corrected the reader's links. */
export const IntegrationUsesSchema = z
  .array(
    z.object(
      {
        integration: useText().openapi({ description: 'An entry of integrations (trimmed, any case).' }),
        feature: useText().openapi({ description: "A key feature's text, as in keyFeatures (trimmed, any case)." }),
      },
      { error: BRIEF_MESSAGES.usesList },
    ),
    { error: BRIEF_MESSAGES.usesList },
  )
  .max(INTEGRATION_USE_LIMITS.entries, BRIEF_MESSAGES.usesTooMany)
  .nullish()
  .openapi({
    description:
      "Optional: which key features each integration serves, as the user said it. An integration named here serves exactly the features listed for it (the generator no longer guesses its links); one not named keeps the generator's reading. Left out or null: none.",
  });

export const TeamSizeSchema = z
  .number({ error: BRIEF_MESSAGES.teamSize })
  .int(BRIEF_MESSAGES.teamSize)
  .min(1, BRIEF_MESSAGES.teamSize)
  .max(50, BRIEF_MESSAGES.teamSize)
  .nullish()
  .openapi({ description: "People building it (1–50), stored as the project setting `team_size`. Left out: kept as it is; null: none (the scope's default team)." });

/** The project's own columns bound the name (200) and the timeline (100); other answers 5,000. */
function textField(field: BriefField) {
  const max = field === 'projectName' ? LIMITS.name : field === 'timeline' ? LIMITS.shortText : LIMITS.text;
  const tooLong = field === 'projectName' ? BRIEF_MESSAGES.nameTooLong : `${field} must be at most ${max} characters`;
  return z
    .string({ error: `${field} must be a text` })
    .max(max, tooLong)
    .nullish();
}

function listField(field: BriefField) {
  return z
    .array(z.string({ error: `${field} must be a list of texts` }).max(LIMITS.listItem, `Each entry of ${field} must be at most ${LIMITS.listItem} characters`), { error: `${field} must be a list of texts` })
    .max(LIMITS.listItems, `${field} can hold at most ${LIMITS.listItems} entries`)
    .nullish();
}

const fields = Object.fromEntries(BRIEF_FIELDS.map((field) => [field, (LIST_FIELDS as readonly string[]).includes(field) ? listField(field) : textField(field)])) as Record<BriefField, ReturnType<typeof textField> | ReturnType<typeof listField>>;

/**
 * PUT /projects/{id}/brief: the wizard draft (its 24 fields, the wizard's camelCase names) and
 * the version the editor started from. The whole brief is replaced: a field left out or null is
 * saved as the wizard's empty answer (performanceExpectations Medium, projectScope standardMVP).
 * Types and sizes are checked here; the wizard's rules (wizard-rules.ts) run in the service.
 */
export const UpdateBriefSchema = z
  .object(
    {
      ...fields,
      featureDetails: FeatureDetailsSchema,
      integrationUses: IntegrationUsesSchema,
      teamSize: TeamSizeSchema,
      base_version: z
        .number({ error: BRIEF_MESSAGES.baseVersion })
        .int(BRIEF_MESSAGES.baseVersion)
        .min(0, BRIEF_MESSAGES.baseVersion)
        .nullish()
        .openapi({ description: 'The `version` the editor loaded. When it is no longer current: 409 BRIEF_CONFLICT and nothing is saved.' }),
    },
    { error: 'The request body must be a JSON object' },
  )
  .openapi('UpdateBriefRequest');

export type UpdateBriefInput = z.output<typeof UpdateBriefSchema>;
