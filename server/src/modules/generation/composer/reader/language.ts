import nlp from 'compromise';
import { toPlural, toSingular, wordTags } from './inflect.js';
import { lexicon } from './lexicon.js';

/**
 * The little English the built-in composer needs: singular nouns, the head nouns of a phrase and
 * whether a phrase opens with a verb. Part-of-speech tagging comes from compromise (offline,
 * deterministic); the rules around it only ever reuse the user's own words.
 */

/** "walks" → "walk", "Checks" → "check", "buses" → "bus"; lower case (compromise's inflector). */
export function singular(word: string): string {
  return toSingular(word);
}

/** Nouns too general to name a thing the product stores. */
const abstract = lexicon.abstractNouns;

/** Nouns that name a tool or screen for working on data, not the data itself. */
const toolNouns = lexicon.toolNouns;

/** A unit of measure ("litre", "kilogram", "gallon") is how much of a thing, never a thing stored; a meter may be a device. */
const isUnit = (noun: string) => !lexicon.deviceUnits.has(noun) && (wordTags(noun).includes('Unit') || wordTags(toPlural(noun)).includes('Unit'));

export function isAbstract(noun: string): boolean {
  return abstract.has(noun) || noun.length < 3 || /^\d/.test(noun) || isUnit(noun);
}

export interface NounHit {
  /** Singular head noun, lower case ("walk"). */
  head: string;
  /** One modifier noun kept with the head when it names a kind of thing ("background check"). */
  compound: string;
}

const gerund = /ing$/;

/** Head nouns of each noun chunk of `text`, in order; gerunds ("tracking") fall back to the noun before. */
interface Term {
  text: string;
  tags: Set<string>;
  chunk?: string;
  post?: string;
}

/**
 * The noun chunks of a text from compromise's chunker: runs of terms it marks as a noun chunk,
 * split where punctuation ends a term. The same chunks as `.nouns()` at a third of its cost.
 */
function nounChunks(text: string): Term[][] {
  const doc = nlp(text);
  doc.compute('chunks');
  const out: Term[][] = [];
  for (const sentence of doc.docs as Term[][]) {
    let run: Term[] = [];
    for (const t of sentence) {
      if (t.chunk === 'Noun') run.push(t);
      if (t.chunk !== 'Noun' || /[,;:.!?]/.test(t.post ?? '')) {
        if (run.length) out.push(run);
        run = [];
      }
    }
    if (run.length) out.push(run);
  }
  return out;
}

/**
 * "Conflicts of interest", "rate of growth", "a track record of reliability": in "X of Y" the thing
 * is X, and "of Y" says which one; the words are never glued into one name ("ConflictInterest").
 * A general, tool or screen noun before "of" names no thing of its own ("list of tools", "history
 * of inspections", "map of hives"), nor does a name that qualifies a noun after it ("proof of
 * delivery photos"): there the thing is Y.
 */
function ofHead(chunk: Term[]): Term[] {
  const at = chunk.findIndex((t) => t.text.toLowerCase() === 'of');
  if (at <= 0) return chunk;
  const left = chunk.slice(0, at).filter((t) => t.tags.has('Noun'));
  const last =
    left
      .at(-1)
      ?.text.toLowerCase()
      .replace(/[^\p{L}\p{N}-]/gu, '') ?? '';
  const x = singular(last);
  // "Proof of delivery photos": "of" joins a name that itself qualifies the last noun (the photos).
  const right = chunk.slice(at + 1).filter((t) => t.tags.has('Noun'));
  if (!last || right.length > 1 || isAbstract(x) || toolNouns.has(x) || lexicon.viewNouns.has(x) || lexicon.collectionNouns.has(x)) return chunk.slice(at + 1);
  return chunk.slice(0, at);
}

const hitCache = new Map<string, NounHit[]>();
export function nounHits(text: string): NounHit[] {
  let hit = hitCache.get(text);
  if (hit === undefined) {
    hit = readNounHits(text);
    hitCache.set(text, hit);
  }
  return hit;
}

function readNounHits(text: string): NounHit[] {
  const out: NounHit[] = [];
  // "Reminders to defrost and prep": what follows an infinitive "to" is an action, not a thing.
  const plain = text.replace(/\bto\s+(?!(?:the|a|an|their|his|her|its|my|your|our|each|every|all)\b)[a-z]+(?:\s+(?:and|or)\s+[a-z]+)?/gi, '');
  // The raw terms, not .json(): the JSON view costs several times the parse itself.
  for (const chunk of nounChunks(plain)) {
    const whole = ofHead(chunk);
    const nounsOf = (chunk: Term[]) => chunk.filter((t) => t.tags.has('Noun') && !['Pronoun', 'Possessive', 'Date', 'Value', 'Adjective', 'Determiner'].some((g) => t.tags.has(g)));
    // "sends the plot holder a reminder": a determiner before a noun starts another phrase, so the
    // words before it (the person) are no part of the thing's name.
    const cut = whole.findLastIndex((t, k) => k > 0 && t.tags.has('Determiner') && nounsOf(whole.slice(k)).length > 0);
    const nouns = nounsOf(cut > 0 ? whole.slice(cut) : whole);
    let words = nouns.map((t) => t.text.toLowerCase().replace(/[^\p{L}\p{N}-]/gu, '')).filter((w) => w && !w.includes('-'));
    // "walk tracking", "recipe search", "insights dashboard": the tool is not the thing stored.
    while (words.length > 1 && (gerund.test(words[words.length - 1]!) || toolNouns.has(singular(words[words.length - 1]!)))) words = words.slice(0, -1);
    const last = words[words.length - 1];
    if (!last || gerund.test(last) || toolNouns.has(singular(last))) continue;
    const head = singular(last);
    const before = words.length > 1 ? singular(words[words.length - 2]!) : '';
    // A gerund names a kind of thing only before a general noun ("shopping list").
    // "result letter": a general noun that names stored data (qualifiedRecordNouns) names a kind of thing too.
    const keep = before && (!isAbstract(before) || lexicon.qualifiedRecordNouns.has(before)) && (!gerund.test(before) || abstract.has(head));
    out.push({ head, compound: keep ? `${before} ${head}` : head });
  }
  return out;
}

const termCache = new Map<string, string[][]>();

/** Each word's part-of-speech tags in the sentence, parsed once per text (a parse costs milliseconds). */
export function termTags(text: string): string[][] {
  let hit = termCache.get(text);
  if (hit === undefined) {
    hit = (nlp(text).docs as { tags: Set<string> }[][]).flat().map((t) => [...t.tags]);
    termCache.set(text, hit);
  }
  return hit;
}

/** Whether the phrase opens with a verb in the imperative ("Invite teammates", "Pay with …"). */
export function opensWithVerb(text: string): boolean {
  // "Call-out log with notes", "Check-in desk": a hyphenated word before a noun names a thing; "Check-in by QR code" acts.
  const [w1, w2] = text.split(/\s+/);
  if (w1?.includes('-') && w2 && !/^(?:by|with|at|to|for|from|on|in|the|a|an|your|their|via|using)$/i.test(w2)) return false;
  const tags = termTags(text.toLowerCase())[0] ?? [];
  const tense = ['Infinitive', 'Imperative', 'PresentTense'].some((t) => tags.includes(t));
  return tags.includes('Verb') && tense && !tags.some((t) => ['Gerund', 'Noun', 'PastTense', 'Participle'].includes(t));
}

/** The base form of a verb written after a singular subject ("passes" → "pass"). */
const verbCache = new Map<string, string>();
export function baseVerb(word: string): string {
  const key = word.toLowerCase();
  let hit = verbCache.get(key);
  if (hit === undefined) {
    const v = nlp(key).verbs().toInfinitive().text().trim();
    hit = v && !v.includes(' ') ? v : key;
    verbCache.set(key, hit);
  }
  return hit;
}

/** "background check" → "BackgroundCheck". */
export function pascalCase(phrase: string): string {
  return phrase
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/** Lower-case first letter unless the word is an acronym or a name the user capitalised mid-text. */
export function lowerFirst(text: string): string {
  const first = text.split(/\s/)[0] ?? '';
  if (/^[A-Z0-9]{2,}/.test(first) || /[A-Z]/.test(first.slice(1))) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * One member of a persona named in the plural, with its article: "Busy parents with two or more
 * kids" → "a busy parent with two or more kids"; "Intake clerk" → "an intake clerk".
 */
export function oneOf(name: string): string {
  const words = name.split(/\s+/);
  const cut = words.findIndex((w) => /^(?:with|who|that|of|for|and|in|at|on)$/i.test(w) || /ing$/i.test(w));
  const head = words.slice(0, cut < 0 ? words.length : cut);
  // The head noun ends the phrase: "Listings officer" is one officer already ("listings" only modifies it).
  const at = head.length && /[^su]s$/i.test(head.at(-1)!) && singular(head.at(-1)!) !== head.at(-1)!.toLowerCase() ? head.length - 1 : -1;
  // Only the first noun phrase is the persona ("… with two or more kids" stays plural).
  if (at >= 0) {
    const w = words[at]!;
    const one = singular(w);
    words[at] = w[0] === w[0]!.toUpperCase() ? one[0]!.toUpperCase() + one.slice(1) : one;
  }
  const lower = lowerFirst(words.join(' '));
  // "a user", "a unit manager" (a "you" sound), but "an owner", "an umpire".
  return /^(?:[aeio]|u(?!s|ni|nu|r[aeiou]))/i.test(lower) ? `an ${lower}` : `a ${lower}`;
}

const manyCache = new Map<string, string>();

/**
 * A persona's name for the whole group, to open a statement: "Attendee" → "Attendees", "Parent
 * planning the family holiday" → "Parents planning the family holiday"; plural names stay.
 */
export function manyOf(name: string): string {
  let hit = manyCache.get(name);
  if (hit === undefined) {
    const words = name.split(/\s+/);
    const cut = words.findIndex((w, i) => i > 0 && (/^(?:with|who|that|of|for|and|in|at|on|from|aged|under|over)$/i.test(w) || /(?:ing|ed)$/i.test(w)));
    const at = (cut < 0 ? words.length : cut) - 1;
    const w = words[at]!;
    if (singular(w) === w.toLowerCase()) {
      const plural = toPlural(w);
      words[at] = w[0] === w[0]!.toUpperCase() ? plural[0]!.toUpperCase() + plural.slice(1) : plural;
    }
    hit = words.join(' ');
    manyCache.set(name, hit);
  }
  return hit;
}
