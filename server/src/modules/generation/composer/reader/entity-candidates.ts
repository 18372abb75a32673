import nlp from 'compromise';
import type { PersonaRef } from './personas.js';
import ownership from './ownership.json' with { type: 'json' };
import { wordTags } from './inflect.js';
import { baseVerb, nounHits, singular } from './language.js';
import { lexicon } from './lexicon.js';

/**
 * Which nouns the brief's domain acts on, for the data model (build-entities.ts): a table is a
 * thing people make, change or look up, not the organisation the product serves or reports to
 * ("the lab receives samples", "a report to the state health department"), which is the setting.
 */

interface Term {
  text: string;
  tags: Set<string>;
}

/** Verbs that make, manage or look a thing up: acting on it makes it something the product keeps. */
const actingVerbs = new Set([...lexicon.thingVerbs, ...ownership.makingVerbs.map((v) => baseVerb(v))]);

/** Words that may stand between a verb and its object's head ("registers the new county clinic"). */
const phraseTags = ['Determiner', 'Adjective', 'Noun', 'Possessive', 'Value', 'Cardinal'];

const termCache = new Map<string, Term[]>();
function termsOf(line: string): Term[] {
  let hit = termCache.get(line);
  if (hit === undefined) {
    hit = (nlp(line).docs as Term[][]).flat();
    termCache.set(line, hit);
  }
  return hit;
}

/** Whether a line uses `head` as the object of a verb that makes, manages or finds it ("add a clinic"). */
function objectIn(line: string, head: string): boolean {
  const terms = termsOf(line);
  return terms.some((t, at) => {
    if (singular(t.text.replace(/[^\p{L}\p{N}-]/gu, '')) !== head) return false;
    let k = at - 1;
    while (k >= 0 && phraseTags.some((g) => terms[k]!.tags.has(g)) && !terms[k]!.tags.has('Verb')) k -= 1;
    const verb = terms[k];
    return !!verb && verb.tags.has('Verb') && actingVerbs.has(baseVerb(verb.text.replace(/[^\p{L}-]/gu, '').toLowerCase()));
  });
}

/**
 * An organisation or place (institutionNouns) no feature or journey acts on: where the product is
 * used, who does something, or who receives something ("at the lab", "the council decides",
 * "sent to the health department"). It is no table until the brief registers, adds or manages one,
 * or speaks of several.
 */
export function isSettingOnly(head: string, lines: readonly string[]): boolean {
  return lexicon.institutionNouns.has(head) && !lines.some((l) => objectIn(l, head) || pluralIn(l, head));
}

/** Named in the plural ("stock moves between warehouses"), the product keeps many of them: a table. */
function pluralIn(line: string, head: string): boolean {
  return (line.toLowerCase().match(/[\p{L}-]+/gu) ?? []).some((w) => w !== head && singular(w) === head);
}

/** A "with …" detail that names a screen control or a quality ("tempo control", "live availability"), not data. */
export function isControl(detail: string): boolean {
  const last = detail.trim().split(/\s+/).at(-1) ?? '';
  return lexicon.controlNouns.has(singular(last.replace(/[^\p{L}-]/gu, '')));
}

/**
 * A general noun kept as a thing when another noun qualifies it ("test results" → TestResult):
 * the qualifier must name a thing itself, not a tool or a screen ("search results" shows, stores nothing).
 */
export function qualifiedRecord(head: string, compound: string): boolean {
  if (!lexicon.qualifiedRecordNouns.has(head)) return false;
  const modifier = compound.split(' ').length === 2 ? compound.split(' ')[0]! : '';
  return !!modifier && !lexicon.abstractNouns.has(modifier) && !lexicon.toolNouns.has(modifier) && !lexicon.viewNouns.has(modifier);
}

/**
 * The record a noun qualifies when the tagger reads the general noun after it as a verb ("Enter
 * test results": "results" tagged as a verb): "test" → "test result", else null.
 */
export function qualifiedAfter(text: string, head: string): string | null {
  const next = new RegExp(String.raw`\b${head}(?:e?s)?\s+([\p{L}]+)`, 'iu').exec(text)?.[1];
  const noun = next ? singular(next) : '';
  return noun && qualifiedRecord(noun, `${head} ${noun}`) ? `${head} ${noun}` : null;
}

/** Tags of a word that describes a person rather than naming what they are ("busy", "senior", "two"). */
const describing = ['Adjective', 'Determiner', 'Value', 'Cardinal', 'Possessive', 'Pronoun', 'Comparable', 'Superlative'];

/**
 * The stem of a persona's role and columns: its head noun ("technician" → technicianId), with the
 * word before it when the head alone says nothing of who they are ("Well owner" → wellOwner, not
 * an "owner" that reads as any row's owner; "Crew member" → crewMember).
 */
export function roleStem(persona: PersonaRef): string {
  const head = persona.heads.at(-1) ?? '';
  if (!lexicon.relationalPeopleNouns.has(head)) return head;
  const words = persona.name.toLowerCase().split(/\s+/);
  const at = words.findIndex((w) => singular(w.replace(/[^\p{L}-]/gu, '')) === head);
  const before = at > 0 ? words[at - 1]!.replace(/[^\p{L}]/gu, '') : '';
  // "Purchasing manager", "busy owner": a gerund or an adjective says what they do or are like, not who.
  if (!before || /ing$/.test(before) || lexicon.functionWords.has(before) || wordTags(before).some((t) => describing.includes(t))) return head;
  return `${before}${head[0]!.toUpperCase()}${head.slice(1)}`;
}

/**
 * What a persona named by a relational noun holds ("Well owner" → well, "Plot holder" → plot):
 * a domain object of its own when the brief names it as a noun outside the persona's name ("the
 * technician fills in the form at the well"), else null.
 */
export function heldThing(persona: PersonaRef, lines: readonly string[]): string | null {
  const head = persona.heads.at(-1) ?? '';
  const stem = roleStem(persona);
  if (stem === head) return null;
  const thing = stem.slice(0, -head.length).toLowerCase();
  const name = new RegExp(
    String.raw`\b${persona.name
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .split(/\s+/)
      .join(String.raw`\s+`)}`,
    'giu',
  );
  return lines.some((l) => nounHits(l.replace(name, ' ')).some((h) => h.head === thing)) ? thing : null;
}

/**
 * A report or summary sent to someone ("Monthly report to the state health department") is a
 * document the product makes and keeps, not a screen: its key ("monthly report", "report"), or
 * null when the noun is only shown. A period word before it ("monthly", "weekly") names its kind.
 */
export function sentDocument(text: string, head: string): string | null {
  const sent = new RegExp(String.raw`(?:\b([\p{L}]+)\s+)?\b${head}s?\s+(?:(?:sent|submitted|filed|delivered|e-?mailed)\s+)?to\s+(?:the|a|an|each|every|their|our)\s`, 'iu').exec(text);
  if (!sent) return null;
  const before = sent[1]?.toLowerCase() ?? '';
  return /^\p{L}+ly$/u.test(before) && wordTags(before).includes('Adjective') ? `${before} ${head}` : head;
}

/**
 * A line with the names of organisations taken out: an institution noun and the words naming it
 * before it ("the state health department", "county water board"), up to a determiner or a
 * linking word. What names the organisation is its setting, no thing of the line.
 */
const institutionFree = new Map<string, string>();
export function withoutInstitutionNames(line: string): string {
  const hit = institutionFree.get(line);
  if (hit !== undefined) return hit;
  const out = readWithoutInstitutionNames(line);
  institutionFree.set(line, out);
  return out;
}

function readWithoutInstitutionNames(line: string): string {
  const words = line.split(/\s+/);
  const keep = words.map(() => true);
  words.forEach((w, k) => {
    if (!lexicon.institutionNouns.has(singular(w.replace(/[^\p{L}-]/gu, '').toLowerCase()))) return;
    keep[k] = false;
    for (let j = k - 1; j >= 0 && j >= k - 3; j -= 1) {
      const before = words[j]!.replace(/[^\p{L}-]/gu, '').toLowerCase();
      if (!before || /[,;:.]$/.test(words[j]!) || lexicon.linkWords.has(before) || lexicon.functionWords.has(before) || wordTags(before).some((t) => ['Determiner', 'Possessive', 'Verb'].includes(t))) break;
      keep[j] = false;
    }
  });
  return words.filter((_, k) => keep[k]).join(' ');
}

/** Words before a made thing that say it is one of the domain's records, not the product ("each application"). */
const recordDeterminers = new Set(['a', 'an', 'each', 'every', 'their', 'his', 'her', 'its', 'new', 'all', 'any', 'another', 'every']);

/**
 * Things people make and hand in (lexicon `madeNouns`: an application, a request, an order) that
 * the tagger may miss ("reviewers score each application" reads "score" as the verb and drops the
 * noun): found by the word itself, where it stands as one of the domain's records — in the plural,
 * after "a"/"each"/"their", or qualified by a noun of the brief ("grant applications") — and never
 * where it names the product ("the application sends reminders", "the mobile application").
 * `excluded`: the product's, vendors' and people's words, after which the word is a verb or the product.
 */
export function madeThings(line: string, excluded: ReadonlySet<string>): { head: string; compound: string }[] {
  const words = line.split(/\s+/).map((w) => w.replace(/[^\p{L}-]/gu, '').toLowerCase());
  const out: { head: string; compound: string }[] = [];
  words.forEach((w, k) => {
    const head = singular(w);
    if (!w || !lexicon.madeNouns.has(head)) return;
    const before = words[k - 1] ?? '';
    // "Request an interpreter", "Order supplies": the word opening a clause is the verb.
    // After a person or the product it is the verb ("the booker requests an interpreter").
    if (!before || excluded.has(singular(before)) || lexicon.linkWords.has(before) || ['to', 'and', 'or', 'can', 'may', 'must', 'will'].includes(before)) return;
    const plural = w !== head;
    // A noun before it names its kind ("stall application"); after a determiner any word does ("a grant application").
    const determined = recordDeterminers.has(words[k - 2] ?? '') || words[k - 2] === 'the';
    const nounish = wordTags(before).some((t) => t === 'Noun' || t === 'Singular') && !wordTags(before).some((t) => t === 'Verb' || t === 'Infinitive');
    const modifier =
      before && !recordDeterminers.has(before) && !excluded.has(before) && !lexicon.selfNouns.has(before) && !lexicon.functionWords.has(before) && !lexicon.abstractNouns.has(before) && singular(before) === before && (nounish || determined) ? before : '';
    // After a plural noun the word is the verb ("bookers request interpreters").
    if (!modifier && !recordDeterminers.has(before) && (!plural || singular(before) !== before)) return;
    out.push({ head, compound: modifier ? `${modifier} ${head}` : head });
  });
  return out;
}

/** Words that open a noun phrase (lexicon `phraseOpeners`): "an upcoming firing", "Friday's glaze firing". */
const phraseOpeners = lexicon.phraseOpeners;

/** Words after a phrase's head that end it (lexicon `phraseEnders`): "a firing is full", "a seat on a sailing". */
const phraseEnders = lexicon.phraseEnders;

/**
 * Events and occasions the domain keeps that English names with an -ing word (a firing, a
 * sailing, a crossing, a tasting), which the tagger reads as a verb and drops: found where the
 * word ends a noun phrase a determiner or a possessive opens ("space in an upcoming firing", "a
 * seat on a sailing", "in Friday's glaze firing"), never where it acts on an object ("the
 * technician firing the kiln") or names an activity or a quality (lexicon `gerundNonThings`).
 */
export function gerundThings(line: string): string[] {
  const words = line.split(/\s+/);
  const out: string[] = [];
  words.forEach((raw, k) => {
    const w = raw.replace(/[^\p{L}-]/gu, '').toLowerCase();
    if (!/^\p{L}{3,}ing$/u.test(w) || lexicon.gerundNonThings.has(w) || lexicon.abstractNouns.has(w)) return;
    const tags = wordTags(w);
    if (!tags.includes('Gerund') || tags.some((t) => t === 'Adjective' || t === 'Verb')) return;
    // The phrase ends here: at the line's or a clause's end, or before a preposition or a linking word.
    const after = (words[k + 1] ?? '').replace(/[^\p{L}-]/gu, '').toLowerCase();
    if (!(k === words.length - 1 || /[,;:.!?)]$/.test(raw) || phraseEnders.has(after))) return;
    // Back to the word that opens it, over at most two modifiers ("the next kiln firing").
    for (let j = k - 1; j >= 0 && j >= k - 3; j -= 1) {
      const before = words[j]!.toLowerCase();
      if (/[,;:.!?]$/.test(before)) return;
      const bare = before.replace(/[^\p{L}'’-]/gu, '');
      if (phraseOpeners.has(bare) || /['’]s$/.test(bare)) {
        out.push(w);
        return;
      }
      if (lexicon.functionWords.has(bare) || lexicon.linkWords.has(bare) || phraseEnders.has(bare)) return;
    }
  });
  return out;
}

/** Words that may stand between a verb and the people it acts on (lexicon `peopleLeadWords`): "vet the new volunteers". */
const peopleLead = lexicon.peopleLeadWords;

/**
 * Whether a feature keeps records about a persona's people beyond their account: it names a
 * record of theirs after the role word ("interpreter profiles", "driver licences"), gives them
 * details ("interpreters with languages and rates"), or acts on them with a verb that keeps
 * records (lexicon `personRecordVerbs`: "register interpreters", "vet volunteers"). Only then is
 * the role a table of its own; else it is a role of User ("Kiln loading checklist for technicians").
 */
export function recordsAbout(persona: PersonaRef, features: readonly string[]): boolean {
  const head = persona.heads.at(-1) ?? '';
  return features.some((line) => {
    const words = line.split(/\s+/).map((w) => w.replace(/[^\p{L}-]/gu, '').toLowerCase());
    return words.some((w, k) => {
      if (!w || singular(w.replace(/['’]s?$/u, '')) !== head) return false;
      const next = words[k + 1] ?? '';
      if (lexicon.personRecordNouns.has(singular(next)) || (next === 'with' && !peopleLead.has(words[k + 2] ?? ''))) return true;
      let j = k - 1;
      while (j >= 0 && j >= k - 3 && peopleLead.has(words[j]!)) j -= 1;
      return j >= 0 && j < k && lexicon.personRecordVerbs.has(baseVerb(words[j]!));
    });
  });
}
