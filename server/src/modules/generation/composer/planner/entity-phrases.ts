import { singularWords, type PersonaRef } from '../reader/personas.js';
import { wordTags } from '../reader/inflect.js';
import { singular } from '../reader/language.js';
import { serviceName } from '../reader/read-shape.js';
import { isControl } from '../reader/entity-candidates.js';
import { lexicon } from '../reader/lexicon.js';
import relationWords from '../reader/relation-words.json' with { type: 'json' };

/**
 * The phrases of a brief line the data model reads (build-entities.ts): the hints that give a thing
 * its time, status or money columns, the details a "with" gives it, the means and settings that name
 * no stored thing, and the words of a vendor's or a persona's name.
 */

export const hints: { match: RegExp; fields: string[] }[] = [
  // Things that happen at a time are scheduled by nature (a shift, a lesson, a visit).
  { match: /same-day|schedul|book|appointment|slot|date\b|calendar|\bshifts?\b|session|lesson|\bclass(es)?\b|\bevents?\b|meeting|reservation|\bvisits?\b|\btrips?\b|\brides?\b/i, fields: ['scheduledAt'] },
  { match: /deadline|\bdue\b/i, fields: ['dueAt'] },
  { match: /\bbook|request|order|approv|\bpass|submit|confirm|cancel|apply|verif|assign/i, fields: ['status'] },
  { match: /\bgps\b|\bmaps?\b|location|address|nearby|route|geo/i, fields: ['location'] },
  { match: /\brat(e|ing)|review|\bstars?\b/i, fields: ['rating', 'comment'] },
  { match: /\bpay|price|\bfees?\b|\bcost|\btips?\b|amount|charge|payout|invoice/i, fields: ['amount', 'currency'] },
  { match: /photo|image|picture|video/i, fields: ['mediaUrl'] },
];

/** Where a phrase ends: the clause's end, or a word that links the next one. */
const phraseEnd = String.raw`(?=\s*(?:[,;.:!?]|->|→|$|\s(?:and|or|when|while|so|then|for|in|on|at|with|by|from|during|before|after|until)\b))`;
// To the phrase's end, or its first two words where the clause runs on ("because of bad weather the clerk …").
const cause = new RegExp(String.raw`\b(?:${relationWords.conditionMarkers.join('|')})\s+(?:(?:a|an|the|their|its)\s+)?(?:(?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+${phraseEnd}|[\p{L}'’-]+\s+[\p{L}'’-]+)`, 'giu');
const condition = new RegExp(String.raw`\b(?:[Ii]n|[Dd]uring)\s+((?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+)${phraseEnd}`, 'gu');
/** "with a card", "with their phone": the means an act is done with (relation-words.json instrumentNouns). */
const instrument = new RegExp(String.raw`\bwith\s+(?:a|an|the|their|his|her|my|your|our|one)\s+(?:[\p{L}-]+\s+)?(?:${relationWords.instrumentNouns.join('|')})s?${phraseEnd}`, 'giu');
const determiners = /^(?:a|an|the|each|every|their|his|her|my|your|our|its|this|that|these|those|next|one|any|some|all|which|what)$/;

/** "bad weather", "stock", "heavy rain": a bare singular noun phrase after "in" names a state, not a place or an occasion ("in upcoming firings" and "in the kiln" do). */
function isCondition(np: string): boolean {
  const words = np.split(/\s+/);
  const last = words.at(-1)!;
  if (determiners.test(words[0]!) || singular(last) !== last || lexicon.functionWords.has(last) || lexicon.linkWords.has(last)) return false;
  return !wordTags(last).some((t) => ['Plural', 'Gerund', 'Adjective', 'Adverb', 'Verb', 'PastTense', 'Participle', 'Value', 'Cardinal'].includes(t));
}

const preposition = /^(?:for|of|per|with|by|from|in|on|at|to|into|via|through|over|using|and|or|that|which|who|so|→|->|=>|;)$/i;

/**
 * A line with what names no stored thing taken out: means ("from their phone", "by category and
 * distance", "via SMS") and details ("donations with expiry dates"), which become attributes of the
 * thing before them (`donation` → `expiryDate`).
 */
export function thingsOnly(line: string): { text: string; withs: [string, string[]][]; spent: Set<string> } {
  const withs: [string, string[]][] = [];
  // The words of details that became columns or were controls: no thing of their own.
  const spent = new Set<string>();
  // Idioms name a state, not a thing ("the caregiver on duty", "visits in person").
  let text = line.replace(/\b(?:on|off) (?:duty|call|time|site|the go)\b|\bat (?:home|work)\b|\bin (?:person|time)\b/gi, ' ');
  // A cause or a condition says why or when, it keeps no record ("cancelled because of weather", "in bad weather", "in stock").
  text = text.replace(cause, ' ').replace(condition, (all: string, np: string) => (isCondition(np) ? ' ' : all));
  text = text.replace(instrument, ' ');
  // A means told as an action ("by scanning a QR code or typing a short link") goes whole.
  const act = String.raw`\w+ing(?:\s+(?:their|his|her|my|your|our|the|a|an))?(?:\s+[\w-]+){0,2}`;
  text = text.replace(new RegExp(String.raw`\bby\s+${act}(?:\s+(?:or|and)\s+${act})*`, 'gi'), ' ');
  text = text.replace(/\b(?:from|via|through|over|using|by)\s+(?:(?:their|his|her|my|your|our|the|a|an)\s+)?[\w-]+(?:\s+(?:and|or)\s+[\w-]+)?/gi, ' ');
  text = text.replace(/([\w-]+)\s+with\s+([^,.;]+?)(?=\s+(?:for|to|from|per|so|when|before|after|in|on)\b|[,.;]|$)/gi, (all: string, owner: string, detail: string) => {
    if (/^(?:a|an|the|their|his|her|my|your|our|other)\s/i.test(detail)) return all;
    // Only nouns make attributes: "with one gloved hand" describes how, it stores nothing.
    const parts = detail.split(/\s*(?:,|\band\b|\bor\b)\s*/);
    // A control or a quality of the screen ("with tempo control") is no column.
    const controls = parts.filter(isControl);
    const nouns = parts.filter((d) => !isControl(d) && !d.split(/\s+/).some((w) => wordTags(w.replace(/[^\p{L}-]/gu, '')).some((t) => ['Value', 'Cardinal', 'Adjective', 'PastTense', 'Participle', 'Determiner', 'Adverb'].includes(t))));
    for (const d of [...controls, ...nouns]) for (const w of singularWords(d)) spent.add(w);
    const attrs = nouns.map((d) => camel(singularWords(d))).filter(Boolean);
    withs.push([singular(owner), attrs]);
    return owner;
  });
  return { text, withs, spent };
}

/**
 * The words of a service's own name ("Samsara" in "Samsara telematics for truck GPS", "Esri ArcGIS"
 * in "Esri ArcGIS street network"): the capitalised words it opens with. What it is for names the
 * brief's own things (trucks, streets), which stay in the model.
 */
export function vendorName(integration: string): string {
  const words = serviceName(integration).split(/\s+/);
  const named = words.findIndex((w, i) => i > 0 && !/\p{Lu}/u.test(w));
  return (named < 0 ? words : words.slice(0, named)).join(' ');
}

/** An "in/on/at/for the …" phrase that ends its clause: where or when something happens, not what it stores. */
export const setting = /\b(?:in|on|at|for)\s+(?:the|a|an|their|each|every)\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,2}?(?=\s*(?:[,;.:]|->|→|$|\s(?:and|or|when|while|so|then|for|in|on|at|with|by|from|during|before|after)\b))/giu;

/** "home nurses" is a persona ("Home nurse"), not a home: its modifier names no thing. */
export function withoutPersonaModifiers(line: string, personas: readonly PersonaRef[]): string {
  let out = line;
  for (const p of personas) {
    const words = p.name.split(/\s+/);
    if (words.length < 2 || words.length > 3) continue;
    const pattern = words.map((w) => w.replace(/[^\p{L}\p{N}-]/gu, '')).join('\\s+');
    out = out.replace(new RegExp(`\\b${pattern}(s|es)?\\b`, 'giu'), words.at(-1)!);
  }
  return out;
}

export function camel(words: string[]): string {
  const w = words.filter((x) => !/^(?:a|an|the|their|its)$/.test(x));
  return w.map((x, i) => (i ? x[0]!.toUpperCase() + x.slice(1) : x)).join('');
}

/** The words of the phrase a noun stands in: back to the last preposition, on to the next. */
export function phraseAround(line: string, head: string): string {
  const words = line.split(/\s+/);
  const at = words.findIndex((w) => singular(w.replace(/[^\p{L}\p{N}-]/gu, '')) === head);
  if (at < 0) return '';
  let from = at;
  while (from > 0 && !preposition.test(words[from - 1]!)) from -= 1;
  let to = at;
  while (to < words.length - 1 && !preposition.test(words[to + 1]!)) to += 1;
  return words.slice(from, to + 1).join(' ');
}

/** "Firing log": a noun an occasion of the brief qualifies is that occasion's record ("firing log"), though the tagger reads the -ing word as a verb. */
export function occasionRecord(text: string, hit: { head: string; compound: string }, occasions: ReadonlySet<string>): string | null {
  if (hit.compound !== hit.head) return null;
  const before = new RegExp(String.raw`\b([\p{L}]+ing)\s+${hit.head}s?\b`, 'iu').exec(text)?.[1]?.toLowerCase();
  return before && occasions.has(before) ? `${before} ${hit.head}` : null;
}

/**
 * Whether a clause places one thing in, on, at or onto another ("Book shelf space in an upcoming
 * firing", "a seat on a sailing", "notes in folders", "a tab at a table"), or makes it one of another
 * ("a photo of each piece", "notes for each beer", "payment at the end of a visit"): the thing after the preposition holds the one before
 * it, so the held thing refers to its holder, whichever the brief names first. The holder is a
 * whole phrase: a determiner opens it or it is plural, and it ends there ("in bad weather" is a
 * condition, "space on the car deck" is on a deck, not a car).
 */
export function placedIn(thing: readonly string[], holder: readonly string[], clauses: readonly string[]): boolean {
  const word = (w: string) => String.raw`${w}(?:s|es)?`;
  const held = thing.map(word).join(String.raw`\s+`);
  const head = holder
    .slice(0, -1)
    .map((w) => `${w}\\s+`)
    .join('');
  const last = holder.at(-1)!;
  const opener = String.raw`(?:a|an|the|each|every|their|its|his|her|our|your|this|that|next|[\p{L}]+['’]s)\s+(?:[\p{L}'’-]+\s+){0,2}?`;
  const phrase = String.raw`(?:${opener}${head}${word(last)}|${head}${last}(?:s|es))`;
  const ends = String.raw`(?=\s*$|\s*[,.;:]|\s+(?:and|or|for|with|at|in|on|to|from|by|when|so|before|after|while)\b)`;
  const pattern = new RegExp(String.raw`\b${held}\s+(?:in|on|aboard|at|into|onto)\s+${phrase}${ends}`, 'iu');
  // "a photo of each piece", "notes for each beer", "payment at the end of a visit": one of a named thing, never of a bare plural ("a report of unfilled requests" lists them).
  const each = new RegExp(String.raw`\b${held}\s+(?:of|for|(?:at|in|on|during)\s+(?:the\s+)?(?:${positions})\s+of)\s+${opener}${head}${word(last)}${ends}`, 'iu');
  // "a table for a time slot" says when it is booked, not whose it is.
  return clauses.some((c) => pattern.test(c) || (!timeNouns.has(last) && each.test(c)));
}

/** Points of a thing ("the end of a visit"): what follows their "of" holds what stands there (reader-lexicon positionNouns). */
const timeNouns = new Set(relationWords.timeNouns);
const positions = [...lexicon.positionNouns].join('|');

/** The word before a noun, singular ("Resident profiles" → resident): whose record it may be. */
export function personBefore(text: string, head: string): string | null {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => singular(w.replace(/[^\p{L}-]/gu, '')));
  const at = words.indexOf(head);
  return at > 0 ? words[at - 1]! : null;
}
