import { toPlural, wordTags } from '../reader/inflect.js';
import { lexicon } from '../reader/lexicon.js';
import type { CapabilityMatch } from '../catalogue/match.js';
import type { Capability, CapabilityCriterion } from '../catalogue/schema.js';
import { baseVerb, nounHits, singular, termTags } from '../reader/language.js';
import { mainPhrase } from '../reader/read-shape.js';
import type { Criterion } from './criteria.js';
import { catalogueEntry } from './integration-catalogue.js';

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

/**
 * The thing a feature acts on, in its own words: a noun the capability itself uses ("appointment",
 * "barcode") first, else the first noun that is no person, persona, integration or platform.
 * Null when it names none, so the capability's own word stands in.
 */
export function featureObject(feature: string, capability: Capability, exclude: ReadonlySet<string>, action = ''): string | null {
  const own = new Set(capability.recognise.phrases.filter((p) => !p.text.includes(' ')).map((p) => p.text));
  const written = feature.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
  if (capability.objectFrom === 'fixed') return null;
  if (capability.objectFrom === 'own') {
    // Not the feature's own verb ("File an expense claim").
    const verb = action.split(/\s+/)[0]?.toLowerCase();
    const word = written.find((w) => capability.objectWords.includes(singular(w)) && !exclude.has(singular(w)) && w !== verb);
    if (word) return singular(word);
  }
  if (capability.objectFrom === 'name') {
    // "Makers see monthly sales reports" → "monthly sales report": the words before the name, back to the verb.
    let at = written.findIndex((w) => own.has(singular(w)));
    if (at < 0) return null;
    // "insights dashboard": the name ends at the last of its own words.
    while (at + 1 < written.length && own.has(singular(written[at + 1]!))) at += 1;
    let from = at;
    while (from > 0 && at - from < 3 && !stopBefore.test(written[from - 1]!) && !lexicon.thingVerbs.has(written[from - 1]!) && !exclude.has(singular(written[from - 1]!)) && !lexicon.peopleWords.has(singular(written[from - 1]!))) from -= 1;
    return [...written.slice(from, at), singular(written[at]!)].join(' ');
  }
  // The object is what the main phrase names, never a detail after "with" or "for" ("a queen" in
  // "Hive inspection checklist with queen, brood and temper ratings").
  // The action without its verb ("scan barcodes to record …" → "barcodes"): a subject or verb is no object.
  const acted = action.split(/\s+/).slice(1).join(' ');
  const text = acted && !/^(?:the\s+)?$/.test(acted) ? acted.replace(/^the\s+/, '') : feature;
  const main = mainPhrase(text);
  const keep = (w: string) => !exclude.has(singular(w)) && !lexicon.peopleWords.has(singular(w)) && !lexicon.vagueNouns.has(singular(w));
  const nouns = (t: string) => nounHits(t).filter((h) => keep(h.head) && h.head.length > 2);
  const hits = nouns(main);
  // "Triage repairs": a lone plural after the verb is its object, though the tagger alone reads it as a verb.
  const lone = main.trim().toLowerCase();
  if (!hits.length && acted && /^[\p{L}-]+$/u.test(lone) && singular(lone) !== lone && keep(lone)) hits.push({ head: singular(lone), compound: singular(lone) });
  // "Budget per trip", "Comment on clauses": the phrase after "per" or "on" names what is acted on; a
  // "with …" phrase only adds details.
  const next = /^\s*(\S+)\s+(.+)$/.exec(text.slice(main.length));
  // Parsed only when the main phrase names nothing of its own (a parse costs milliseconds).
  // A device it is done on ("on the phone") is the means, not what is acted on.
  // A place or a recipient ("at the bar", "to the coastguard") and a means ("by card") are no object
  // either; a point of something ("at the end of a visit") names that thing.
  const then = (): ReturnType<typeof nouns> => {
    const by = next?.[1]!.toLowerCase() ?? '';
    if (!next || lexicon.detailWords.has(by) || lexicon.meansWords.has(by)) return [];
    const point = /^(?:the\s+|a\s+|an\s+)?([a-z]+)\s+of\s+(.+)$/i.exec(next[2]!);
    const rest = !lexicon.placeWords.has(by) ? next[2]! : point && lexicon.positionNouns.has(point[1]!.toLowerCase()) ? point[2]! : null;
    return rest ? nouns(mainPhrase(rest)).filter((h) => !lexicon.deviceNouns.has(h.head)) : [];
  };
  // "Live truck positions on a dispatch map", "Public map of cleared streets": a capability whose
  // object is what its own word is about takes the word's modifier ("truck"), else what follows
  // "of" ("cleared street"), before any later phrase ("dispatch map").
  if (capability.objectFrom === 'modifier') {
    const ownHit = hits.filter((h) => own.has(h.head)).at(-1);
    const before = ownHit ? (ownHit.compound ?? '').split(/\s+/).slice(0, -1).filter(keep) : [];
    if (before.length) return [...before.slice(0, -1), singular(before.at(-1)!)].join(' ').toLowerCase();
    const of = ownHit && /^of$/i.test(next?.[1] ?? '') ? nouns(mainPhrase(next![2]!))[0] : undefined;
    if (of) return (of.compound ?? of.head).toLowerCase();
    // "Route assignment board": the noun the capability's own word modifies in turn ("route").
    const headAt = (written as readonly string[]).indexOf(main.split(/\s+/).at(-1)!.toLowerCase());
    const at = ownHit ? -1 : written.findIndex((w, i) => i > 0 && i < headAt && own.has(singular(w)));
    if (at > 0 && keep(written[at - 1]!) && !stopBefore.test(written[at - 1]!)) return singular(written[at - 1]!);
  }
  // What the feature acts on comes before the capability's own words for it ("recipe" in "Recipe search").
  const named = hits.filter((h) => !own.has(h.head)).at(-1) ?? then().find((h) => !own.has(h.head)) ?? hits.at(-1) ?? then()[0];
  // A lone plural the tagger reads as a verb ("notes" in "search notes"): the whole feature is read instead.
  if (!named) return text !== feature ? featureObject(feature, capability, exclude) : null;
  // "Open a tab and pay": only the capability's own word was found, read into a compound ("tab
  // pay"): what it is done to is the compound's other words, else the capability's own object.
  if (capability.objectFrom === 'thing' && own.has(named.head) && actsAt(written, named.head)) {
    const mine = new Set(capability.recognise.phrases.flatMap((p) => p.text.split(' ')));
    const other = (named.compound ?? '').split(/\s+/).filter((w) => w && !mine.has(singular(w.toLowerCase())) && keep(w));
    return other.length ? singular(other.join(' ').toLowerCase()) : null;
  }
  // "Apiary map" (a capability whose object is what its own word is about): "apiary", not "apiary map".
  const modifier = capability.objectFrom === 'modifier' && own.has(named.head) ? (named.compound ?? '').split(/\s+/).slice(0, -1).filter(keep) : [];
  if (modifier.length) return [...modifier.slice(0, -1), singular(modifier.at(-1)!)].join(' ').toLowerCase();
  // The head with the nouns that modify it, as the feature writes them: "mite count log", not "count".
  const at = written.findIndex((w) => singular(w) === named.head);
  if (at < 0) return named.head;
  const tags = wordsTags(written);
  // The verb the feature opens with is no modifier of its object ("Book shelf space": "shelf space").
  const floor = acted && baseVerb(written[0]!) === action.split(/\s+/)[0] ? 1 : 0;
  let from = at;
  // The feature's own verb is no part of the name ("scan" in "Staff scan barcodes").
  const verb = action.split(/\s+/)[0]?.toLowerCase();
  while (from > floor && at - from < 2 && tags[from - 1]?.includes('Noun') && !tags[from - 1]?.includes('Pronoun') && keep(written[from - 1]!) && !stopBefore.test(written[from - 1]!) && written[from - 1] !== verb) from -= 1;
  return [...written.slice(from, at), named.head].join(' ');
}

/** Whether the feature writes the word as its verb ("pay" in "Open a tab and pay"), not as a thing ("soil moisture"). */
function actsAt(written: readonly string[], head: string): boolean {
  const at = written.findIndex((w) => singular(w) === head || w === head);
  return at >= 0 && !!wordsTags(written)[at]?.includes('Verb');
}

/** Tags of each written word, one term per word (hyphens joined so the tagger keeps the count). */
function wordsTags(written: readonly string[]): string[][] {
  const tags = termTags(written.map((w) => w.replace(/-/g, '')).join(' '));
  return tags.length === written.length ? tags : written.map(() => []);
}

/**
 * Whether the capability is what the feature is about: one of its phrases is the feature's verb
 * or a head noun, not only a word that modifies another noun ("inspection" in "Share inspection
 * history" is no form; "checklist" in "Hive inspection checklist" is). `opensWithVerb`: the reader
 * read the feature's first word as its verb.
 */
export function namesCapability(feature: string, m: CapabilityMatch, opensWithVerb = false): boolean {
  const written = feature.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
  const tags = wordsTags(written);
  const mainLength = mainPhrase(feature).split(/\s+/).length;
  const strong = new Set(m.capability.recognise.phrases.filter((p) => p.weight >= 4).map((p) => p.text));
  return m.phrases.some((p) => {
    // A phrase of several words, or one the catalogue says is unmistakable ("turn-by-turn"), counts wherever it stands.
    if (p.includes(' ') || strong.has(p)) return true;
    return written.some((w, i) => {
      if (singular(w) !== p && baseVerb(w) !== p && w !== p) return false;
      // The reader read the first word as the act ("Book shelf space in a firing"), not a modifier ("book shelf").
      if (i === 0 && opensWithVerb) return true;
      // The tagger reads a feature's first word as an imperative verb; the lexicon says what it is alone.
      const noun = !!tags[i]?.includes('Noun') || (i === 0 && !lexicon.thingVerbs.has(w) && wordTags(w).some((t) => t === 'Singular' || t === 'Noun' || t === 'Uncountable'));
      const modifies = noun && !!tags[i + 1]?.includes('Noun') && !tags[i + 1]?.includes('Pronoun');
      // A word that modifies another in the feature's main phrase ("inspection history", "Shift
      // handover log") is no evidence; one in a detail ("with ticket tiers", "with an AI model") still is.
      return !modifies || i >= mainLength - 1;
    });
  });
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
  /** The person on the capability's own side, for a `sides` criterion ("the interpreting coordinator"). */
  other?: string;
  /** What the feature says it goes by ("language and security clearance"), read by `statedBasis`. */
  basis?: string | null;
}

/** Fills `{actor}`, `{object}`, `{objects}`, `{action}`, `{other}`, `{basis}`; "a {object}" takes the article its word needs. */
export function fillSlots(text: string, s: Slots): string {
  return text
    .replace(/\b([Aa]n?) \{object\}/g, (_all, a: string) => `${a[0] === 'A' ? article(s.object).replace(/^a/, 'A') : article(s.object)} ${s.object}`)
    .replace(/\{objects\}/g, pluralOf(s.object))
    .replace(/\{object\}/g, s.object)
    .replace(/\{actor\}/g, s.actor)
    .replace(/\{other\}/g, s.other ?? 'the other person')
    .replace(/\{basis\}/g, s.basis ?? 'every stated criterion')
    .replace(/\{action\}/g, s.action);
}

/**
 * Which of a capability's criteria a requirement gets: up to `max`, a happy path, a failure path
 * and an edge case first, skipping those earlier requirements already took (`taken`, per
 * capability); none when every criterion is taken, so no requirement repeats another's check.
 */
export function pickCriteria(m: CapabilityMatch, taken: Map<string, Set<number>>, max = 3, feature = '', order: readonly CapabilityCriterion['kind'][] = ['happy', 'failure', 'edge'], side: CapabilitySide | null = null): CapabilityCriterion[] {
  const list = side ? side.criteria : m.capability.criteria;
  // A side's checks are a list of their own: taking them leaves the capability's own for its other features.
  const key = side ? `${m.capability.id}#${side.role}` : m.capability.id;
  const used = taken.get(key) ?? new Set<number>();
  // Criteria that use the feature's own words go first: "Export on-call hours" takes the export check, not the import one.
  // The feature's few words are lemmatised; the catalogue's many are only stripped of a plural "s" (no tagger on them: the benchmark).
  // A feature naming an identity provider ("Sign in with the hospital Okta account") is single
  // sign-on: the words of what the service is for count as its own (integration catalogue `signIn`).
  const provider = feature ? catalogueEntry(feature) : undefined;
  const own = new Set([...words(feature), ...(provider?.signIn ? provider.needs : [])].flatMap((w) => [w, singular(w), baseVerb(w)]));
  // A check for one direction of the capability (`needs`: import, not export) fits only a feature that names it.
  // A feature naming no direction at all ("Client spreadsheet") may take any.
  const named = list.some((c) => c.needs?.some((w) => own.has(w)));
  const fits = (i: number) => !named || !list[i]!.needs || list[i]!.needs!.some((w) => own.has(w));
  // Linking words ("with", "from") say nothing about what a criterion checks.
  const fit = (i: number) => words(`${list[i]!.given} ${list[i]!.when} ${list[i]!.then}`).filter((w) => w.length > 3 && !lexicon.linkWords.has(w) && (own.has(w) || own.has(w.replace(/s$/, '')))).length;
  const ranked = list.map((_, i) => i).sort((a, b) => fit(b) - fit(a) || a - b);
  const chosen: number[] = [];
  for (const kind of order) {
    const n = ranked.find((i) => list[i]!.kind === kind && !used.has(i) && !chosen.includes(i) && fits(i));
    if (n !== undefined) chosen.push(n);
  }
  for (const i of ranked) if (chosen.length < max && !used.has(i) && !chosen.includes(i) && order.includes(list[i]!.kind) && fits(i)) chosen.push(i);
  const picked = chosen.slice(0, max);
  for (const i of picked) used.add(i);
  taken.set(key, used);
  return picked.map((i) => list[i]!);
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

type CapabilitySide = Capability['sides'][number];

/**
 * The side of the capability a feature is on, by its verb: "Interpreters accept or decline an
 * assignment" is the assignee's side of dispatch (catalogue `sides`), not the dispatcher's. Null:
 * the capability's own criteria.
 */
export function sideOf(capability: Capability, action: string): CapabilitySide | null {
  const verb = baseVerb(action.split(/\s+/)[0] ?? '');
  return capability.sides.find((s) => s.verbs.includes(verb)) ?? null;
}

export function patternCriteria(m: CapabilityMatch, slots: Slots, taken: Map<string, Set<number>>, feature = '', side: CapabilitySide | null = null): Criterion[] {
  return pickCriteria(m, taken, 3, feature, undefined, side).map((c): Criterion => [fillSlots(c.given, slots), fillSlots(c.when, slots), fillSlots(c.then, slots)]);
}

/** One check of the means a feature names ("by scanning their barcode"): a failure or edge path, never its happy path. */
export function meansCriteria(m: CapabilityMatch, slots: Slots, taken: Map<string, Set<number>>, feature = ''): Criterion[] {
  return pickCriteria(m, taken, 1, feature, ['edge', 'failure']).map((c): Criterion => [fillSlots(c.given, slots), fillSlots(c.when, slots), fillSlots(c.then, slots)]);
}
