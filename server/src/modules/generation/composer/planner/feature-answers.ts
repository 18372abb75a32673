import type { ComposerBrief } from '../brief.js';
import { entrySources } from '../../../spec/brief-diff.js';
import { featureDetailLine, type FeatureDetail } from '../feature-details.js';
import type { PersonaRef } from '../reader/personas.js';
import type { Criterion } from './criteria.js';
import { lowerFirst } from '../reader/language.js';
import type { FeatureReading } from '../reader/read-feature.js';

/**
 * The feature interview's answer applied to one requirement. An answered detail outranks every
 * reading of the feature: its actor is who does it, and its outcome, rule and failure are
 * criteria in the user's own words, citing the answer (`brief:featureDetails@<key>`, keyed as
 * every list entry is). Kept apart from the criteria rules so either can change on its own.
 */

export interface DetailedCriterion {
  texts: Criterion;
  source: string;
}

/** The detail about `feature`, its 1-based position and the source its criteria cite, if the user answered one. */
export function detailOf(brief: ComposerBrief, feature: string): { detail: FeatureDetail; n: number; source: string } | null {
  const at = brief.featureDetails.findIndex((d) => d.feature === feature);
  if (at < 0) return null;
  return { detail: brief.featureDetails[at]!, n: at + 1, source: entrySources('featureDetails', brief.featureDetails.map(featureDetailLine))[at]! };
}

/** The user's words as a clause: a closing full stop goes, a capital goes unless it names something. */
function clause(text: string): string {
  return lowerFirst(text.replace(/\s+/g, ' ').replace(/[.!;\s]+$/, ''));
}

/** "When a walk ends" written as the trigger reads "a walk ends" after "Given". */
function situation(trigger: string): string {
  return clause(trigger).replace(/^(?:when|whenever|if|once)\s+/i, '');
}

/** Generated criteria a detail answers in the user's words (criteria.ts phrases: happy path first, the rule, the invalid-input path). */
const isHappyPath = (_c: Criterion, k: number) => k === 0;
const isRule = (c: Criterion) => c[0].startsWith('the rule "');
const isInvalidInput = (c: Criterion) => c[0] === 'required details are missing or invalid';

/** The persona the detail names (by its whole entry, as the brief stores it); null when it names none. */
export function detailPersona(found: { detail: FeatureDetail } | null, personas: readonly PersonaRef[]): PersonaRef | null {
  const actor = found?.detail.actor;
  return actor ? (personas.find((p) => p.item.fields.entry === actor) ?? null) : null;
}

/**
 * The requirement's criteria with the detail's answers: the user's outcome as the happy path, the
 * rule, the failure as the failure path, first; then the generated ones it does not replace.
 * `actor` is who the criteria speak of ("a dog owner"), already the detail's persona if it names one.
 */
export function detailCriteria(found: { detail: FeatureDetail; source: string }, reading: FeatureReading, actor: string, generated: readonly Criterion[]): DetailedCriterion[] {
  const { detail, source } = found;
  // A feature whose subject is a thing ("Sensors report moisture") keeps that subject.
  const act = reading.subject ? `${reading.subject} ${reading.action}` : `${actor} chooses to ${reading.action}`;
  const given = detail.trigger ? situation(detail.trigger) : reading.subject ? `${actor} is signed in` : `${actor} is ready to ${reading.action}`;
  const failing = reading.subject ? `${act} and that fails` : `${actor}'s attempt to ${reading.action} fails`;
  const own: Criterion[] = [];
  if (detail.outcome) own.push([given, act, clause(detail.outcome)]);
  if (detail.rule) own.push([`the rule "${clause(detail.rule)}" stated for this requirement`, `${actor} acts outside it`, 'the product does not allow it and tells them why']);
  if (detail.failure) own.push([given, failing, clause(detail.failure)]);
  const kept = generated.filter((c, k) => !(detail.outcome && isHappyPath(c, k)) && !(detail.rule && isRule(c)) && !(detail.failure && isInvalidInput(c)));
  return [...own.map((texts) => ({ texts, source })), ...kept.map((texts) => ({ texts, source: 'derived' }))];
}
