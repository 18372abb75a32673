import type { FieldIssue } from '../../core/errors/index.js';
import { featureIndex, personaIndex } from '../generation/composer/index.js';
import type { BriefDraft } from './brief-draft.js';
import type { UpdateBriefInput } from './brief.schemas.js';

type SubmittedDetails = NonNullable<UpdateBriefInput['featureDetails']>;

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const blank = (text: string | null | undefined) => !text || text.trim() === '';

/**
 * What the submitted feature details say that the brief they come with does not allow: a feature
 * that is none of its key features, a second entry for one feature, an actor that is none of its
 * personas (by whole text or name part, feature-details.ts). Sizes and shapes were checked by the
 * schema (at most 50 entries), so this is one pass with two lookups per entry. Entries that would
 * be dropped anyway (nothing but the feature) are not judged.
 */
export function featureDetailErrors(submitted: SubmittedDetails | null | undefined, draft: BriefDraft): FieldIssue[] {
  if (!submitted?.length) return [];
  const features = featureIndex(draft.keyFeatures);
  const personas = personaIndex(draft.userPersonas);
  const seen = new Set<string>();
  const errors: FieldIssue[] = [];
  submitted.forEach((entry, i) => {
    const answered = [entry.actor, entry.trigger, entry.outcome, entry.rule, entry.failure].some((t) => !blank(t));
    if (!answered) return;
    const at = `featureDetails.${i}`;
    const feature = features.get(key(entry.feature));
    if (blank(entry.feature)) errors.push({ field: `${at}.feature`, message: 'featureDetails: each entry needs the key feature it is about' });
    else if (!feature) errors.push({ field: `${at}.feature`, message: `featureDetails: "${entry.feature.trim()}" is not one of the key features` });
    else if (seen.has(key(feature))) errors.push({ field: `${at}.feature`, message: `featureDetails: "${feature}" has details twice; give one entry per key feature` });
    if (feature) seen.add(key(feature));
    if (!blank(entry.actor) && !personas.has(key(entry.actor!))) {
      errors.push({ field: `${at}.actor`, message: `featureDetails: "${entry.actor!.trim()}" is not one of the personas` });
    }
  });
  return errors;
}
