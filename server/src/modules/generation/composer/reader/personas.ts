import type { SpecItem } from '../../../spec/graph.js';
import { keywords } from '../text.js';
import { isAbstract, singular } from './language.js';

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
}

/** Singular lower-case words of a text, for matching nouns written in the plural. */
export function singularWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []).map(singular);
}

export function personaName(entry: string): string {
  const cut = entry.split(/\s+[—–-]\s+|:\s|\s*\(|,\s|\s+(?:who|that|which)\s+/i)[0]!.trim();
  return cut || entry;
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
    const at = words.findIndex((w) => p.heads.includes(w));
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
