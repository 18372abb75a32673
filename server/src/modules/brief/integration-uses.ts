import type { FieldIssue } from '../../core/errors/index.js';
import { featureIndex, integrationIndex } from '../generation/composer/index.js';
import type { BriefDraft } from './brief-draft.js';
import type { UpdateBriefInput } from './brief.schemas.js';

type SubmittedUses = NonNullable<UpdateBriefInput['integrationUses']>;

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * What the submitted integration links say that the brief they come with does not allow: an
 * integration that is none of its integrations, a feature that is none of its key features.
 * Sizes and shapes were checked by the schema; a pair given twice is kept once (draftOf).
 */
export function integrationUseErrors(submitted: SubmittedUses | null | undefined, draft: BriefDraft): FieldIssue[] {
  if (!submitted?.length) return [];
  const integrations = integrationIndex(draft.integrations);
  const features = featureIndex(draft.keyFeatures);
  const errors: FieldIssue[] = [];
  submitted.forEach((entry, i) => {
    const at = `integrationUses.${i}`;
    if (!integrations.has(key(entry.integration))) {
      errors.push({ field: `${at}.integration`, message: `integrationUses: "${entry.integration.trim()}" is not one of the integrations` });
    }
    if (!features.has(key(entry.feature))) errors.push({ field: `${at}.feature`, message: `integrationUses: "${entry.feature.trim()}" is not one of the key features` });
  });
  return errors;
}
