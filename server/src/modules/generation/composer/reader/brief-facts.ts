import type { BriefFacts } from '../../../spec/brief-diff.js';
import type { ComposerBrief } from '../brief.js';
import { featureDetailLine } from '../feature-details.js';
import { integrationUseLines } from './integration-uses.js';
import { textLines } from '../text.js';

/** Fields whose entries items cite one by one (`brief:<field>#<n>`), in the composer's own split. */
const listFields = ['keyFeatures', 'userPersonas', 'successMetrics', 'integrations', 'techStack', 'platforms', 'compliance', 'nonGoals'] as const;
const lineFields = ['risks', 'userJourneys'] as const;

/**
 * The brief as the spec's change tracking compares it (spec/brief-diff.ts): every list as the
 * entries the composer numbers, every other field as text. The start date is left out: it is the
 * day of generation, not something the user changed.
 */
export function briefFacts(brief: ComposerBrief): BriefFacts {
  const lists: Record<string, string[]> = {};
  for (const f of listFields) lists[f] = [...brief[f]];
  for (const f of lineFields) lists[f] = textLines(brief[f]);
  // Criteria made from an interview answer cite it as `brief:featureDetails#<n>`; none answered, no list.
  if (brief.featureDetails.length) lists.featureDetails = brief.featureDetails.map(featureDetailLine);
  if (brief.integrationUses.length) lists.integrationUses = integrationUseLines(brief.integrationUses);
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(brief)) {
    if (k === 'startDate' || k === 'featureDetails' || k === 'integrationUses' || k in lists) continue;
    values[k] = v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
  return { lists, values };
}
