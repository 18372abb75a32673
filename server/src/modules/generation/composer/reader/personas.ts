import type { SpecItem } from '../../../spec/graph.js';
import { keywords } from '../text.js';
import { wordTags } from './inflect.js';
import { isAbstract, singular, termTags } from './language.js';
import { lexicon } from './lexicon.js';

/**
 * Personas as the reader finds them in other answers: a persona's name, the head nouns that name
 * it, and which persona a sentence speaks of. The planner builds the persona items
 * (`../planner/build-people.ts`); the reader only tells who is meant.
 */
/** A persona as the builders need it: the item plus the nouns that name it in other answers. */
export interface PersonaRef {
  item: SpecItem;
  /** "Dog owner" from "Dog owner — busy professionals …". */
  name: string;
  /** Singular head nouns of the name ("owner"); a text that uses one of them speaks of this persona. */
  heads: string[];
  /** Content words of the whole entry, singular. */
  words: Set<string>;
  /**
   * Other names the entry gives them, from a description that opens by listing what they are
   * ("Contractor: plumber or electrician …" → plumber, electrician): a journey step's "the plumber" is them.
   */
  aliases?: string[];
}

/** Singular lower-case words of a text, for matching nouns written in the plural. */
export function singularWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []).map(singular);
}

export function personaName(entry: string): string {
  const role = namedRole(entry);
  if (role) return role;
  const cut = entry.split(/\s+[—–-]\s+|:\s|\s*\(|,\s|\s+(?:who|that|which)\s+/i)[0]!.trim();
  return titleRole(cut) ?? (cut || entry);
}

/** "Captain Iain", "Coach Dana": a title that is a role, before a first name; the role names the persona. */
function titleRole(name: string): string | null {
  const words = name.split(/\s+/);
  if (words.length < 2 || words.length > 3 || !words.every((w) => /^\p{Lu}/u.test(w))) return null;
  const tags = termTags(name);
  if (tags.length !== words.length || !tags.at(-1)!.includes('FirstName')) return null;
  const title = tags.slice(0, -1);
  return title.every((t) => t.includes('Actor') && !t.includes('Abbreviation')) ? words.slice(0, -1).join(' ') : null;
}

/**
 * "Priya, practice manager: runs the office": a person's own name, then the role they stand for.
 * The role names the persona ("Practice managers can …", and the journeys say "the practice
 * manager"); a name ("Priyas can …") is no class of people. Null when the words before the comma
 * are no one's name ("Busy parents, …", "Owner, …") or the words after it are no role.
 */
function namedRole(entry: string): string | null {
  const m = /^((?:\p{Lu}[\p{L}'’-]*\.?\s+){0,2}\p{Lu}[\p{L}'’-]*),\s+(?:(?:a|an|the)\s+)?(\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*){0,3})\s*(?:$|[:(—–]|\s-\s)/u.exec(entry.trim());
  if (!m) return null;
  const name = m[1]!.split(/\s+/);
  const role = m[2]!.split(/\s+/);
  if (role.some((w) => lexicon.functionWords.has(w) || /^(?:and|or|who|that|which|with|from|of|in|at|for|on|by|to)$/.test(w))) return null;
  // A word the lexicon knows as a kind of person ("Owner", "Guests") is a role already, not a name.
  const last = name.at(-1)!.replace(/\.$/, '').toLowerCase();
  if (lexicon.peopleWords.has(singular(last)) || singular(last) !== last) return null;
  const tags = termTags(m[1]!);
  const known = tags.some((t) => t.includes('Person') || t.includes('ProperNoun') || t.includes('Honorific'));
  // An unknown word read alone is only a noun by default: a name the tagger has not met ("Priya", "Okafor").
  const unknown = (() => {
    const t = wordTags(last);
    return t.length === 2 && t.includes('Noun') && t.includes('Singular');
  })();
  if (!known && !unknown) return null;
  const text = role.join(' ');
  return text[0]!.toUpperCase() + text.slice(1);
}

/**
 * The persona a text is about: the one whose name's head noun it uses (the first such word wins,
 * so "Owners rate walkers" is the owner's), else the one whose entry shares the most words with
 * it. Null when nothing points to one persona; callers then treat the text as everyone's.
 */
export function personaFor(text: string, personas: readonly PersonaRef[], strict = false): PersonaRef | null {
  const words = singularWords(text);
  let best: { p: PersonaRef; at: number } | null = null;
  const tied: PersonaRef[] = [];
  for (const p of personas) {
    const at = words.findIndex((w) => p.heads.includes(w) || !!p.aliases?.includes(w));
    if (at < 0) continue;
    if (!best || at < best.at) {
      best = { p, at };
      tied.length = 0;
    }
    if (at === best.at) tied.push(p);
  }
  if (best && tied.length > 1) {
    const named = tied.filter((p) => namedAt(words, best!.at, p));
    if (named.length === 1) return named[0]!;
    // A bare "the tuner" could be either: who does it is asked, not guessed.
    if (strict) return null;
  }
  if (best) return best.p;
  // The only persona does everything; the change tracking knows this rule (changes/impact.ts):
  // a persona list going from one entry to more, or back, reaches every requirement.
  if (personas.length === 1) return personas[0]!;
  // Strict: a shared word with a persona's description is no evidence of who does a feature.
  if (strict) return null;
  const own = [...keywords(text)];
  const scored = personas.map((p) => ({ p, n: own.filter((w) => !isAbstract(w) && p.words.has(w)).length }));
  scored.sort((a, b) => b.n - a.n);
  return scored[0] && scored[0].n > 0 && scored[0].n > (scored[1]?.n ?? 0) ? scored[0].p : null;
}

/**
 * Personas that share a head noun ("Owner tuner", "Subcontracted tuner"): the words before the
 * head say which one a text names ("the subcontracted tuner opens …").
 */
function namedAt(words: readonly string[], at: number, p: PersonaRef): boolean {
  const name = singularWords(p.name);
  const k = name.findIndex((w) => p.heads.includes(w));
  return k > 0 && name.slice(0, k).every((w, n) => words[at - k + n] === w);
}

/**
 * The personas a text names by their head nouns; where several share the head it uses, only the
 * one whose whole name it writes, if it writes one ("Subcontracted tuners use their own phones").
 */
export function personasNamed(text: string, personas: readonly PersonaRef[]): PersonaRef[] {
  const words = singularWords(text);
  const out = new Set<PersonaRef>();
  words.forEach((w, at) => {
    const sharing = personas.filter((p) => p.heads.includes(w));
    const exact = sharing.filter((p) => namedAt(words, at, p));
    for (const p of exact.length === 1 ? exact : sharing) out.add(p);
  });
  return personas.filter((p) => out.has(p));
}

/** "Open app → search → book" and "first, then" style answers become steps. */
export function splitSteps(line: string): string[] {
  // "Rider: 1) opens the app 2) picks a route": the label before inline numbering names who, not a step.
  const numbered = /(?:^|\s)(?:\(?\d{1,2}[.)]|step \d{1,2}:?)\s+/i;
  const body = numbered.test(line) ? line.replace(/^[^:]{1,40}:\s*(?=\(?\d)/, '') : line;
  return body
    .split(/\s*(?:→|->|=>|;|\s>\s|,?\s+(?:and\s+)?then\s+|,?\s+after that,?\s+|,?\s+finally,?\s+|(?:^|\s)\(?\d{1,2}[.)]\s+|\bstep \d{1,2}:?\s+|(?<!\b(?:Dr|Mr|Mrs|Ms|St|Prof|vs|etc))(?<=[\p{Ll}\d)"”])[.!?]\s+(?=\p{Lu}))\s*/iu)
    .map((s) => s.replace(/^[,.\s]+|[,.\s]+$/g, ''))
    .filter((s) => s.length > 0);
}

/**
 * "Contractor: plumber or electrician visiting six homes a day": a description that opens with a
 * list of nouns joined by "or" (and commas) names what the persona is, so "the plumber" in a
 * journey step is them. One noun alone ("owner of a bakery") is no such list.
 */
export function personaAliases(entry: string): string[] {
  const colon = entry.indexOf(':');
  if (colon < 0) return [];
  const m = /^\s*([a-z]+(?:\s*,\s*[a-z]+)*\s+or\s+[a-z]+)\b/i.exec(entry.slice(colon + 1));
  if (!m) return [];
  const list = m[1]!.toLowerCase().split(/\s*,\s*|\s+or\s+/);
  const nouns = list.every((w) => !lexicon.functionWords.has(w) && (termTags(`the ${w}`)[1] ?? []).includes('Noun'));
  // "van, truck or bike courier": the list modifies the noun after it; it names nothing on its own.
  const next = /^\s*([a-z]+)/i.exec(entry.slice(colon + 1 + m[0].length))?.[1]?.toLowerCase();
  const modifies = !!next && (termTags(`the ${list.at(-1)!} ${next}`)[2] ?? []).some((t) => t === 'Noun' || t === 'Singular' || t === 'Plural') && !(termTags(`the ${list.at(-1)!} ${next}`)[2] ?? []).includes('Gerund');
  return nouns && !modifies ? list.map((w) => singularWords(w)[0]!) : [];
}
