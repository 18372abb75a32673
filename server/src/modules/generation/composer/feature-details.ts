import { FEATURE_DETAIL_PARTS, type FeatureDetail } from '@specforge/contracts/brief';
import { listEntry } from './text.js';
import { personaName } from './reader/personas.js';

/**
 * Per-feature details the user answered in the feature interview: who does the key feature, when,
 * what they get, the rule it follows and what happens when it fails — each in the user's words.
 * `feature` is a key feature's text, `actor` a persona's text (its whole entry).
 */
export type { FeatureDetail } from '@specforge/contracts/brief';

export { FEATURE_DETAIL_PARTS } from '@specforge/contracts/brief';
export type FeatureDetailPart = (typeof FEATURE_DETAIL_PARTS)[number];

/** At most one detail per key feature (the brief holds at most 50), each text at most 500 characters. */
export const FEATURE_DETAIL_LIMITS = { entries: 50, text: 500 } as const;

const key = (text: string) => listEntry(text).replace(/\s+/g, ' ').toLowerCase();

/** Key feature text by its comparison key (trimmed, case-insensitive): what a detail's `feature` must be. */
export function featureIndex(keyFeatures: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of keyFeatures) if (!out.has(key(f))) out.set(key(f), f);
  return out;
}

/**
 * Persona entry by its comparison key. A persona is written as one text ("Dog owner — busy
 * professionals who …"); an actor may name it by that whole text or by its name part ("Dog
 * owner", the part the spec's persona item is titled with). The whole text wins a clash.
 */
export function personaIndex(userPersonas: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of userPersonas) if (!out.has(key(p))) out.set(key(p), p);
  for (const p of userPersonas) {
    const name = key(personaName(p));
    if (name && !out.has(name)) out.set(name, p);
  }
  return out;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim().slice(0, FEATURE_DETAIL_LIMITS.text) : '');

/**
 * Loose input → the details a brief holds: each about a key feature the brief has (its text as
 * written there), the first one per feature kept; an actor that is none of the personas is
 * dropped (the rest of the answer stays); blank texts drop, and a detail with nothing but its
 * feature is none. Never throws; bounded by the 50-entry cap.
 */
export function cleanFeatureDetails(value: unknown, keyFeatures: readonly string[], userPersonas: readonly string[]): FeatureDetail[] {
  if (!Array.isArray(value)) return [];
  const features = featureIndex(keyFeatures);
  const personas = personaIndex(userPersonas);
  const seen = new Set<string>();
  const out: FeatureDetail[] = [];
  for (const raw of value.slice(0, FEATURE_DETAIL_LIMITS.entries * 2)) {
    if (out.length >= FEATURE_DETAIL_LIMITS.entries) break;
    if (!raw || typeof raw !== 'object') continue;
    const entry = raw as Record<string, unknown>;
    const feature = features.get(key(textOf(entry.feature)));
    if (!feature || seen.has(key(feature))) continue;
    const detail: FeatureDetail = {
      feature,
      actor: personas.get(key(textOf(entry.actor))) ?? '',
      trigger: textOf(entry.trigger),
      outcome: textOf(entry.outcome),
      rule: textOf(entry.rule),
      failure: textOf(entry.failure),
    };
    if (FEATURE_DETAIL_PARTS.every((part) => detail[part] === '')) continue;
    seen.add(key(feature));
    out.push(detail);
  }
  return out;
}

/** One line per detail, for the brief's change tracking: an edit of any answer is a change of that entry. */
export function featureDetailLine(d: FeatureDetail): string {
  const parts: [string, string][] = [
    ['who', d.actor],
    ['when', d.trigger],
    ['outcome', d.outcome],
    ['rule', d.rule],
    ['if it fails', d.failure],
  ];
  return `${d.feature}: ${parts
    .filter(([, v]) => v)
    .map(([k, v]) => `${k} ${v}`)
    .join('; ')}`;
}
