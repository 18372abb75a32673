import { lexicon } from './lexicon.js';
import { singularWords, type PersonaRef } from './personas.js';
import { baseVerb, isAbstract, singular, termTags } from './language.js';

/**
 * Who a key feature says acts, from its opening words: a persona named as its subject ("Owners
 * book walks"), a persona's thing ("Well owner result letter …"), or none, when the words after a
 * person are a noun compound ("Customer signature on completion"). Read by read-feature.ts.
 */

const thingVerbs = lexicon.thingVerbs;

/** A thing acting agrees with its verb: "Sensors report", "A sensor reports"; not "Hours reports". */
export function agrees(subject: string, verb: string): boolean {
  const pluralSubject = singular(subject) !== subject.toLowerCase();
  return pluralSubject ? !/[^s]s$/i.test(verb) : /s$/i.test(verb);
}

export function isPresentVerb(tags: string[] | undefined): boolean {
  return !!tags?.includes('Verb') && !tags.includes('Gerund') && !tags.includes('PastTense');
}

/**
 * "Owners book walks", "Intake staff log donations": one or two words that name a persona, then a
 * verb. The persona is the one whose head noun the subject uses, or (two words) shares a word of
 * its name with it ("Intake staff" → "Intake clerk").
 */
/** Words of a persona's name that never name who they are. */
const functionWords = lexicon.functionWords;

export function namedSubject(words: string[], tags: readonly string[][], personas: readonly PersonaRef[]): { persona: PersonaRef; k: number; of?: true } | null {
  // The longer subject first: "Intake staff log …" names its persona with both words.
  for (const k of [2, 1]) {
    if (words.length <= k || nounCompoundAt(words, tags, k)) continue;
    const subject = words.slice(0, k).map(singular);
    const persona =
      personas.find((p) => p.heads.some((h) => subject.includes(h))) ??
      // One word names a persona by the first word of its name ("Restaurants" → "Restaurant host"), not any word in it;
      // two words by a word of its name only when the second is people ("Intake staff"), not "Field collection form".
      personas.find((p) => (k === 1 ? singularWords(p.name).slice(0, 1) : lexicon.peopleWords.has(subject[1]!.toLowerCase()) ? singularWords(p.name) : []).some((w) => subject.includes(w) && !isAbstract(w) && !functionWords.has(w)));
    // "Tenant satisfaction survey": two words name people only when the second is the persona's own word or a people word.
    const last = subject[k - 1]!.toLowerCase();
    if (persona && k === 2 && !persona.heads.includes(last) && !singularWords(persona.name).includes(last) && !lexicon.peopleWords.has(last)) continue;
    const pronoun = /s$/i.test(words[k - 1]!) ? 'they' : 'she';
    // "Restaurants manage table layouts": a verb as the second word ends the subject at one word.
    const verbInSubject = k === 2 && !lexicon.peopleWords.has(singular(words[1]!.toLowerCase())) && isVerbAfter('they', words.slice(1).join(' '));
    // "Kiln loading checklist": after one (singular) thing a gerund modifies what follows; it is no act.
    // "Interpreter request for a hearing": one (singular) thing and a bare verb do not agree, so they make a noun compound.
    // "Customer signature on completion": a singular person and a word that does not agree make a
    // compound too; only a collective ("Staff log donations") takes a bare verb.
    const bareAfterOne = k === 1 && !lexicon.collectivePeople.has(singular(words[0]!.toLowerCase())) && !agrees(words[0]!, words[1]!);
    const compoundAfterOne = pronoun === 'she' && (/ing$/i.test(words[k]!) || bareAfterOne);
    if (persona && !verbInSubject && !compoundAfterOne && isVerbAfter(pronoun, words.slice(k).join(' '))) return { persona, k };
  }
  return null;
}

/**
 * "Well owner result letter sent by e-mail": after the persona's name comes a noun compound (the
 * tagger reads "result letter" as nouns in the feature's own words, the second singular), so the
 * persona does not act: it is a thing of theirs. "Intake staff log donations" acts: "log" is a verb
 * people do to things.
 */
export function nounCompoundAt(words: readonly string[], tags: readonly string[][], k: number): boolean {
  const at = tags[k] ?? [];
  // A plural after it is what a verb acts on ("Staff scan barcodes", "Organisers e-mail attendees").
  const next = tags[k + 1] ?? [];
  return at.includes('Noun') && !at.includes('Verb') && next.includes('Singular') && !next.includes('Plural') && !thingVerbs.has(words[k]!.toLowerCase());
}

/** The persona whose whole name opens the feature ("Well owner result letter …"), with its length in words. */
export function personaPrefix(words: readonly string[], personas: readonly PersonaRef[]): { persona: PersonaRef; k: number } | null {
  for (const p of personas) {
    const name = singularWords(p.name);
    const k = name.length;
    if (k && words.length > k + 1 && words.slice(0, k).every((w, n) => singular(w.toLowerCase()) === name[n])) return { persona: p, k };
  }
  return null;
}

/**
 * "Resident report of an unplowed street": a persona, a noun that is also a verb, then "of" — the
 * persona does the verb to what follows ("Residents can report an unplowed street").
 */
export function namedOfAct(words: string[], personas: readonly PersonaRef[]): { persona: PersonaRef; k: number; of: true } | null {
  if (words.length < 4 || words[2]!.toLowerCase() !== 'of') return null;
  const persona = personas.find((p) => p.heads.includes(singular(words[0]!.toLowerCase())));
  return persona && isVerbAfter('they', [words[1]!, ...words.slice(3)].join(' ')) ? { persona, k: 1, of: true } : null;
}

const verbCache = new Map<string, boolean>();

/**
 * Whether `rest` opens with a verb after the subject. The tagger alone misreads short present
 * verbs as nouns ("Teachers see class progress" → "see" a noun), so a verb people do to things
 * counts too, and so does a word the tagger reads as a verb after "will".
 */
export function isVerbAfter(subject: string, rest: string): boolean {
  const key = `${subject} ${rest}`;
  let hit = verbCache.get(key);
  if (hit === undefined) {
    const word = rest.split(/\s+/)[0] ?? '';
    const tagged = (text: string, at: number) => !!termTags(text)[at]?.includes('Verb');
    hit = tagged(key, 1) || (thingVerbs.has(baseVerb(word)) && !/ing$/i.test(word)) || tagged(`they will ${rest}`, 2);
    verbCache.set(key, hit);
  }
  return hit;
}
