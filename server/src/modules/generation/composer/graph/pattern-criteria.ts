import { toPlural } from './inflect.js';
import type { CapabilityMatch } from '../catalogue/match.js';
import type { Capability, CapabilityCriterion } from '../catalogue/schema.js';
import { nounHits, singular } from './language.js';
import type { Criterion } from './criteria.js';

/**
 * A capability's criteria adapted to one feature: the slots filled with the brief's actor and the
 * thing the feature names, and a different choice of criteria for each requirement that matches
 * the same capability, so no two requirements carry the same check.
 */

const pluralCache = new Map<string, string>();
export function pluralOf(noun: string): string {
  let hit = pluralCache.get(noun);
  if (hit === undefined) {
    const words = noun.split(' ');
    const last = words.at(-1)!;
    words[words.length - 1] = toPlural(last);
    hit = words.join(' ');
    pluralCache.set(noun, hit);
  }
  return hit;
}

/** Words for people in general: never the thing a feature acts on. */
const peopleNouns = /^(?:member|user|people|person|family|team|everyone|staff|student|parent|customer|client|employee|colleague|friend|player|guest|visitor|patient|teacher|learner|buyer|seller|host|driver|rider|volunteer|neighbour|neighbor|resident|owner|manager|admin|participant|attendee|passenger|worker)$/;

/** Nouns that name the product or nothing in particular. */
const vague = /^(?:app|application|platform|system|feature|thing|way|time|data|information|option|ability|support|use)$/;

/**
 * The thing a feature acts on, in its own words: a noun the capability itself uses ("appointment",
 * "barcode") first, else the first noun that is no person, persona, integration or platform.
 * Null when it names none, so the capability's own word stands in.
 */
export function featureObject(feature: string, capability: Capability, exclude: ReadonlySet<string>): string | null {
  const own = new Set(capability.recognise.phrases.filter((p) => !p.text.includes(' ')).map((p) => p.text));
  const written = feature.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
  if (capability.objectFrom === 'fixed') return null;
  if (capability.objectFrom === 'name') {
    // "Makers see monthly sales reports" → "monthly sales report": the words before the name, back to the verb.
    let at = written.findIndex((w) => own.has(singular(w)));
    if (at < 0) return null;
    // "insights dashboard": the name ends at the last of its own words.
    while (at + 1 < written.length && own.has(singular(written[at + 1]!))) at += 1;
    let from = at;
    while (from > 0 && at - from < 3 && !stopBefore.test(written[from - 1]!) && !exclude.has(singular(written[from - 1]!)) && !peopleNouns.test(singular(written[from - 1]!))) from -= 1;
    return [...written.slice(from, at), singular(written[at]!)].join(' ');
  }
  const hits = nounHits(feature).filter((h) => !exclude.has(h.head) && !peopleNouns.test(h.head) && !vague.test(h.head) && h.head.length > 2);
  // What the feature acts on comes before the capability's own words for it ("recipe" in "Recipe search").
  const named = hits.find((h) => !own.has(h.head)) ?? hits[0];
  if (!named) return null;
  // A compound only as the feature writes it, modifier unchanged: "sales report", not "category distance".
  const [before, head] = named.compound.split(' ');
  if (head) {
    const at = written.findIndex((w, i) => i > 0 && singular(w) === head && singular(written[i - 1]!) === before);
    if (at > 0 && !exclude.has(before!) && !peopleNouns.test(before!)) return `${written[at - 1]} ${head}`;
  }
  return named.head;
}

/** Words that end a name when reading back from it: verbs people do and little words. */
const stopBefore = /^(?:see|view|open|check|get|receive|read|the|a|an|of|for|with|to|their|my|our|your|can|and|or|show|shows|on|in|at|per|by)$/;

function article(word: string): string {
  return /^(?:[aeio]|u(?!s|ni|nu|r[aeiou]))/i.test(word) ? 'an' : 'a';
}

export interface Slots {
  actor: string;
  object: string;
  action: string;
}

/** Fills `{actor}`, `{object}`, `{objects}`, `{action}`; "a {object}" takes the article its word needs. */
export function fillSlots(text: string, s: Slots): string {
  return text
    .replace(/\b([Aa]n?) \{object\}/g, (_all, a: string) => `${a[0] === 'A' ? article(s.object).replace(/^a/, 'A') : article(s.object)} ${s.object}`)
    .replace(/\{objects\}/g, pluralOf(s.object))
    .replace(/\{object\}/g, s.object)
    .replace(/\{actor\}/g, s.actor)
    .replace(/\{action\}/g, s.action);
}

/**
 * Which of a capability's criteria a requirement gets: up to `max`, a happy path, a failure path
 * and an edge case first, skipping those earlier requirements already took (`taken`, per
 * capability); none when every criterion is taken, so no requirement repeats another's check.
 */
export function pickCriteria(m: CapabilityMatch, taken: Map<string, Set<number>>, max = 3, feature = ''): CapabilityCriterion[] {
  const list = m.capability.criteria;
  const used = taken.get(m.capability.id) ?? new Set<number>();
  const order = ['happy', 'failure', 'edge'] as const;
  // Criteria that use the feature's own words go first: "Export on-call hours" takes the export check, not the import one.
  // The feature's few words are lemmatised; the catalogue's many are only stripped of a plural "s" (no tagger on them: the benchmark).
  const own = new Set(words(feature).flatMap((w) => [w, singular(w)]));
  const fit = (i: number) => words(`${list[i]!.given} ${list[i]!.when} ${list[i]!.then}`).filter((w) => w.length > 3 && (own.has(w) || own.has(w.replace(/s$/, '')))).length;
  const ranked = list.map((_, i) => i).sort((a, b) => fit(b) - fit(a) || a - b);
  const chosen: number[] = [];
  for (const kind of order) {
    const n = ranked.find((i) => list[i]!.kind === kind && !used.has(i) && !chosen.includes(i));
    if (n !== undefined) chosen.push(n);
  }
  for (const i of ranked) if (chosen.length < max && !used.has(i) && !chosen.includes(i)) chosen.push(i);
  for (const i of chosen) used.add(i);
  taken.set(m.capability.id, used);
  return chosen.slice(0, max).map((i) => list[i]!);
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

export function patternCriteria(m: CapabilityMatch, slots: Slots, taken: Map<string, Set<number>>, feature = ''): Criterion[] {
  return pickCriteria(m, taken, 3, feature).map((c): Criterion => [fillSlots(c.given, slots), fillSlots(c.when, slots), fillSlots(c.then, slots)]);
}
