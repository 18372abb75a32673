import { type ComposerBrief, wantsRecommendation } from '../brief.js';
import { matchCapabilities, type CapabilityMatch } from '../catalogue/match.js';
import { platformsNamed } from '../reader/platform-words.js';
import { joinAnd, textLines } from '../text.js';
import { clientPlatforms } from './estimate.js';

/**
 * What the brief's constraints imply, sentence by sentence. A technical constraint or a security
 * concern the catalogue reads ("must keep working without signal" → offline work and sync;
 * "phones are enrolled in MDM" → managed devices; "hosting must stay in the EU" → data residency)
 * brings its decision, its tasks and its criteria; a technical constraint sentence it cannot read is
 * asked about, never dropped because another sentence of the same line was read.
 */

export type ConstraintField = 'technicalConstraints' | 'securityConcerns';

export interface ConstraintReading {
  /** The sentence the catalogue read (the whole line when it is one sentence). */
  line: string;
  /** The brief's line it stands in. */
  of: string;
  field: ConstraintField;
  match: CapabilityMatch;
}

/** Abbreviations whose point ends no sentence ("e.g. Apple devices"). */
const abbreviation = /(?:^|\s)(?:e\.g|i\.e|etc|vs|approx|incl|no|st|dr|mr|mrs|ms)\.$/i;

/** A line's sentences: "Phones are enrolled in MDM. Hosting must stay in the EU." is two constraints. */
export function sentencesOf(line: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of line.matchAll(/[.!?]\s+(?=[\p{Lu}\p{N}"“])/gu)) {
    const end = m.index + 1;
    if (abbreviation.test(line.slice(from, end))) continue;
    out.push(line.slice(from, end).trim());
    from = m.index + m[0].length;
  }
  out.push(line.slice(from).trim());
  const sentences = out.filter(Boolean);
  return sentences.length > 1 ? sentences : [line];
}

/**
 * Every constraint capability a sentence names: "Staff sign in with their Microsoft accounts; data
 * must stay in the UK" is a sign-in constraint and a data-residency one.
 */
function readField(brief: ComposerBrief, field: ConstraintField): { line: string; of: string; matches: CapabilityMatch[] }[] {
  const text = brief[field];
  if (wantsRecommendation(text)) return [];
  return textLines(text).flatMap((of) => sentencesOf(of).map((line) => ({ line, of, matches: matchCapabilities(line).filter((m) => m.capability.constraint) })));
}

/**
 * The constraints the catalogue recognises, technical constraints first, then the security
 * concerns that name a constraint capability (an unread security concern is the security NFR's,
 * verified by the security review, so it is not asked about here).
 */
export function constraintCapabilities(brief: ComposerBrief): ConstraintReading[] {
  return (['technicalConstraints', 'securityConcerns'] as const).flatMap((field) => readField(brief, field).flatMap((r) => r.matches.map((match) => ({ line: r.line, of: r.of, field, match }))));
}

/** The technical constraint sentences the catalogue cannot read: each becomes an open question. */
export function unreadConstraints(brief: ComposerBrief): string[] {
  return readField(brief, 'technicalConstraints')
    .filter((r) => !r.matches.length)
    .map((r) => r.line);
}

/**
 * The client platforms a constraint capability bends: those its sentences name by a device ("the
 * technician's iPad" → iOS; "the Android app"; "the phones" → iOS and Android) among the brief's
 * clients; every client when a sentence calling for it names none, or none the brief builds.
 */
export function constraintClients(brief: ComposerBrief, capabilityId: string): string[] {
  const clients = clientPlatforms(brief);
  const named = new Set<string>();
  for (const r of constraintCapabilities(brief)) {
    if (r.match.capability.id !== capabilityId) continue;
    const on = platformsNamed(r.line).filter((p) => clients.includes(p));
    if (!on.length) return clients;
    for (const p of on) named.add(p);
  }
  return named.size ? clients.filter((p) => named.has(p)) : clients;
}

/**
 * Where a constraint holds when it bends only some clients ("in the iOS app", "in the iOS and
 * Android apps"); null when it holds on every client the brief builds.
 */
export function constraintPlace(brief: ComposerBrief, capabilityId: string): string | null {
  const on = constraintClients(brief, capabilityId);
  if (on.length === clientPlatforms(brief).length) return null;
  return `in the ${joinAnd(on)} app${on.length > 1 ? 's' : ''}`;
}
