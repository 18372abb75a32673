import { entrySources } from '../../../spec/brief-diff.js';
import type { SpecItem } from '../../../spec/graph.js';
import type { ComposerBrief } from '../brief.js';
import { keywords, textLines } from '../text.js';
import { item } from './item.js';
import { isAbstract, nounHits, singular } from './language.js';

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

export function buildPersonas(brief: ComposerBrief): PersonaRef[] {
  const entries = brief.userPersonas.length ? brief.userPersonas : [];
  const sources = entrySources('userPersonas', entries);
  const refs = entries.map((entry, i) => {
    const name = personaName(entry);
    // The first noun names the persona ("Busy parents with two or more kids" → parent).
    const first = nounHits(name).find((h) => !isAbstract(h.head));
    const heads = first ? [first.head] : [];
    const words = new Set([...keywords(entry)].filter((w) => !isAbstract(w)));
    const it = item(`PER-${i + 1}`, 'persona', name, entry, sources[i]!, { entry });
    return { item: it, name, heads: heads.length ? heads : singularWords(name).slice(-1), words };
  });
  if (!refs.length) {
    const name = `Primary user of ${brief.projectName || 'the product'}`;
    refs.push({
      item: item('PER-1', 'persona', name, 'No personas were given; one primary user stands for the audience until personas are named.', 'suggested'),
      name,
      heads: [],
      words: new Set(),
    });
  }
  return refs;
}

/**
 * The persona a text is about: the one whose name's head noun it uses (the first such word wins,
 * so "Owners rate walkers" is the owner's), else the one whose entry shares the most words with
 * it. Null when nothing points to one persona; callers then treat the text as everyone's.
 */
export function personaFor(text: string, personas: readonly PersonaRef[], strict = false): PersonaRef | null {
  const words = singularWords(text);
  let best: { p: PersonaRef; at: number } | null = null;
  for (const p of personas) {
    const at = words.findIndex((w) => p.heads.includes(w));
    if (at >= 0 && (!best || at < best.at)) best = { p, at };
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

/** Journeys as the user wrote them, one per line, each with its persona; no requirement links yet. */
export function buildJourneys(brief: ComposerBrief, personas: readonly PersonaRef[]): SpecItem[] {
  const lines = textLines(brief.userJourneys);
  const sources = entrySources('userJourneys', lines);
  return lines.map((line, i) => {
    const persona = personaFor(line, personas);
    const steps = splitSteps(line);
    const title = steps.length > 1 ? `${steps[0]} … ${steps[steps.length - 1]}` : line;
    return item(`UJ-${i + 1}`, 'journey', title, line, sources[i]!, { steps, proposed: false }, persona ? [['performed_by', persona.item.id]] : personas.map((p): ['performed_by', string] => ['performed_by', p.item.id]));
  });
}
