import { personasNamed, type PersonaRef } from './personas.js';
import { wordTags } from './inflect.js';
import { baseVerb, singular, termTags } from './language.js';
import { lexicon } from './lexicon.js';

/**
 * Sentence shapes of a feature the reader needs beyond its first verb: whether it opens with a
 * noun phrase ("Cue sheet editor …") although the tagger reads its first word as a verb, the main
 * phrase and its head noun, who it is for or goes to (recipients), and a statement's verb in its
 * base form. Tags come from compromise; the closed word classes from reader-lexicon.json.
 */

const link = new RegExp(`\\s+(?:${[...lexicon.linkWords].join('|')})\\s+`, 'i');

/** The phrase before the first linking word: "Shift handover log" in "Shift handover log with salt usage". */
export function mainPhrase(text: string): string {
  return text.split(link)[0]!.replace(/[.,;:!]+$/, '');
}

/**
 * The last noun of a phrase as written: "letter" in "result letter sent" (a participle after a
 * noun describes it), else the last word.
 */
export function lastNoun(phrase: string): string {
  const ws = phrase.trim().split(/\s+/);
  if (ws.length > 1) {
    const tags = termTags(phrase.trim());
    if (tags.length === ws.length && tags.at(-1)!.includes('PastTense') && tags.at(-2)!.includes('Noun')) return ws.at(-2)!;
  }
  return ws.at(-1) ?? '';
}

/** The head noun of the main phrase, singular: "log" in "Shift handover log with salt usage". */
export function headNoun(text: string): string {
  return singular(lastNoun(mainPhrase(text)).replace(/[^\p{L}\p{N}-]/gu, ''));
}

/**
 * "Cue sheet editor", "Route board with live positions": the first word is a noun that modifies
 * the next (compromise's lexicon reads it as a noun on its own, and the next word is a singular
 * noun), not a verb acting on it ("Share inspection history", "Plan routes").
 */
export function opensWithNounPhrase(words: readonly string[], tags: readonly string[][]): boolean {
  const [w1, w2] = words;
  if (!w1 || !w2 || lexicon.thingVerbs.has(w1.toLowerCase())) return false;
  const alone = wordTags(w1.replace(/[^\p{L}-]/gu, ''));
  if (!alone.some((t) => t === 'Singular' || t === 'Noun' || t === 'Uncountable')) return false;
  const next = tags[1] ?? [];
  const clean = w2.toLowerCase().replace(/[^\p{L}-]/gu, '');
  return next.includes('Noun') && !next.some((t) => ['Plural', 'Determiner', 'Pronoun', 'Possessive'].includes(t)) && singular(clean) === clean;
}

/**
 * "Route assignment board for dispatchers": two or more words whose last names a screen or tool
 * people use (board, view, editor, map…) are one noun phrase, even when the first word can be a
 * verb ("route", "plan", "log"). An act names what it acts on after the verb, and a screen is
 * seldom that ("Export sales report" still acts: a report is no interface noun). So are words
 * whose last names a record or notice (`recordNouns`: register, notice, sheet…) after a first word
 * that is no act people do to things (`thingVerbs`).
 */
export function namesInterface(text: string): boolean {
  const words = mainPhrase(text).toLowerCase().split(/\s+/);
  if (words.length < 2 || words.some((w) => /^(?:a|an|the|my|your|their|our|its|each|every|all)$/.test(w))) return false;
  const last = words.at(-1)!.replace(/[^\p{L}-]/gu, '');
  // "Share team dashboard", "Export sales view": a verb people do to what they see still acts.
  const acts = /^(?:share|sync|send|export|import|print|download|upload|invite|view|open|edit|create|manage|build|customise|customize|configure|set|add|see|check)$/i.test(words[0]!);
  if (acts || singular(last) !== last) return false;
  // "Slope register", "Weather change notice": a record or notice named by what it is about, when
  // the first word is no act people do to things ("Fill checklist", "Print register" act).
  return lexicon.interfaceNouns.has(last) || (lexicon.recordNouns.has(last) && !lexicon.thingVerbs.has(words[0]!));
}

/** "requests" in "Absence requests from actors": a plural noun that ends its phrase is no verb. */
export function pluralNounEnds(words: readonly string[], at: number): boolean {
  const w = words[at]?.toLowerCase().replace(/[^\p{L}-]/gu, '') ?? '';
  const next = words[at + 1]?.toLowerCase();
  return !!w && singular(w) !== w && (!next || lexicon.linkWords.has(next));
}

function namedIn(part: string, personas: readonly PersonaRef[]): PersonaRef | null {
  const words =
    part
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu)
      ?.map(singular) ?? [];
  const named = personasNamed(part, personas);
  // "for each instructor" when two personas are instructors: neither one is meant.
  if (named.length > 1 && named.every((p) => p.heads.some((h) => named[0]!.heads.includes(h) && words.includes(h)))) return null;
  return named[0] ?? personas.find((p) => p.heads.some((h) => words.includes(h))) ?? null;
}

/**
 * The personas a feature goes to: named after "with", "to" or "for" ("Share inspection history
 * with the regional bee inspector", "Reminders for actors"). They are served by it though they do
 * not do it.
 */
export function recipientsOf(text: string, personas: readonly PersonaRef[], doer: PersonaRef | null): PersonaRef[] {
  const out: PersonaRef[] = [];
  const parts = text.split(new RegExp(`\\s+(${[...lexicon.linkWords].join('|')})\\s+`, 'i'));
  for (let i = 1; i + 1 < parts.length; i += 2) {
    if (!lexicon.recipientWords.has(parts[i]!.toLowerCase())) continue;
    const p = namedIn(parts[i + 1]!, personas);
    if (p && p !== doer && !out.includes(p)) out.push(p);
  }
  return out;
}

/**
 * "Absence requests from actors", "Plot reservation by funeral directors": the persona named after
 * "from" or "by" makes the thing ("by e-mail" names no persona, and no maker).
 */
export function makerOf(text: string, personas: readonly PersonaRef[]): PersonaRef | null {
  const m = /\s+(?:from|by)\s+(.+)$/i.exec(text);
  return m ? namedIn(m[1]!.split(link)[0]!, personas) : null;
}

/**
 * Whether a journey step has someone receive something ("actors receive their call times",
 * "the resident is notified"): a receiving verb, or a passive of sending.
 */
export function receivesIn(step: string): boolean {
  const words = step.toLowerCase().match(/[\p{L}-]+/gu) ?? [];
  return words.some((w, i) => lexicon.receiveVerbs.has(baseVerb(w)) || (lexicon.receivePassives.has(w) && i > 0 && /^(?:is|are|gets?|get|be|been)$/.test(words[i - 1]!)));
}

/**
 * An action as it follows "can" or "wants to": its verb in the base form ("requests" →
 * "request"), and a phrase that opens with no verb used ("use the cue sheet editor").
 */
export function baseFormAction(action: string): string {
  const [first = '', ...rest] = action.split(/\s+/);
  // A verb the lexicon knows needs no parse (a parse costs milliseconds per feature).
  const known = /^(?:use|view|receive|make)$/i.test(first) || lexicon.thingVerbs.has(baseVerb(first));
  if (!known && !termTags(`they can ${action}`)[2]?.includes('Verb')) return `use ${action}`;
  // Only an inflected verb changes ("requests", "logged", "tracking"); a base form stays as written.
  const base = /(?:s|ed|ing)$/i.test(first) ? baseVerb(first) : first;
  return [base, ...rest].join(' ');
}

/** "Weather API for inspection conditions" → "Weather API": the service, without what it is for. */
export function serviceName(integration: string): string {
  return integration.split(/\s+(?:for|to|so)\s+|\s*[:(—–-]\s+/i)[0]!;
}
