import words from '../reader/relation-words.json' with { type: 'json' };
import { placedIn } from './entity-phrases.js';
import { wordTags } from '../reader/inflect.js';

/**
 * Which of two things named together holds the other (build-entities.ts): the held thing is the
 * many side and refers to its holder. Read from the phrase that joins them, never from which the
 * brief happens to name first: "shelf space in a firing", "a photo of each piece", "notes for each
 * beer" (the thing after the preposition holds); "the kiln firing", "visit notes" (the noun before
 * another qualifies it: a kiln's firings, a visit's notes); "notes with photos" (what comes with a
 * thing is its); "timetable of sailings" (a list holds its entries); "fires the kiln", "visits farms" (an
 * occasion is the many side of what its verb acts on). Only a pair no phrase orders falls back on
 * the brief's order, and not where a chain of held things already joins them.
 */

export interface Related {
  words: string[];
  first: number;
}

const occasionVerbNouns = new Set(words.occasionVerbNouns);
const listNouns = new Set(words.listNouns);
const plural = (w: string) => String.raw`${w}(?:s|es)?`;
const determiner = String.raw`(?:a|an|the|each|every|their|its|his|her|our|your|this|that|next|[\p{L}]+['’]s)`;
/** What may stand before a noun phrase: a determiner, a preposition or a linking word. */
const lead = String.raw`a|an|the|each|every|their|its|his|her|our|your|my|this|that|next|last|for|of|in|on|at|to|from|with|by|and|or|per|all|any|no`;
const opener = String.raw`(?:${determiner}\s+)?(?:[\p{L}-]+\s+){0,2}?`;

/** "fire" from "firing", "run" from "running": the verb an -ing occasion is named from. */
function verbStem(noun: string, occasions: ReadonlySet<string>): string | null {
  if (occasionVerbNouns.has(noun)) return noun;
  if (!occasions.has(noun) || !noun.endsWith('ing')) return null;
  return noun.slice(0, -3).replace(/(\p{L})\1$/u, '$1');
}

/** "the kiln firing", "visit notes": the holder's words stand straight before the held thing's. */
function qualifies(thing: readonly string[], holder: readonly string[], clauses: readonly string[]): boolean {
  if (listNouns.has(thing.at(-1)!) || thing.includes(holder.at(-1)!) || holder.includes(thing.at(-1)!)) return false;
  const pattern = new RegExp(
    String.raw`(?:^|\s)(?:(${lead})\s+)?${holder.join(String.raw`\s+`)}\s+${thing
      .slice(0, -1)
      .map((w) => `${w}\\s+`)
      .join('')}${plural(thing.at(-1)!)}\b`,
    'iu',
  );
  // A noun phrase opens the clause or follows a determiner or an adjective ("the next kiln firing");
  // after a noun the first word is a verb ("staff swap shifts").
  return clauses.some((c) => {
    const m = pattern.exec(c.trim());
    if (!m) return false;
    const before = c.trim().slice(0, m.index).trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
    return !!m[1] || !before || /['’]s$/.test(before) || wordTags(before.replace(/[^\p{L}-]/gu, '')).includes('Adjective');
  });
}

/** "fires the kiln", "visits farms": an occasion's verb acting on the holder. */
function happensOn(thing: readonly string[], holder: readonly string[], clauses: readonly string[], occasions: ReadonlySet<string>): boolean {
  const stem = thing.length === 1 ? verbStem(thing[0]!, occasions) : null;
  if (!stem) return false;
  const held = `${holder
    .slice(0, -1)
    .map((w) => `${w}\\s+`)
    .join('')}${plural(holder.at(-1)!)}`;
  // A bare verb takes a determiner ("Fire the kiln"): bare before a noun it names a thing of its own ("Visit notes").
  const inflected = new RegExp(String.raw`\b${stem}(?:es|s|ed|d)\s+${opener}${held}\b`, 'iu');
  const bare = new RegExp(String.raw`\b${stem}e?\s+${determiner}\s+(?:[\p{L}-]+\s+){0,2}?${held}\b`, 'iu');
  return clauses.some((c) => inflected.test(c) || bare.test(c));
}

/** "Visit notes with photos", "an order with its items": what comes with a thing is its. */
function comesWith(thing: readonly string[], holder: readonly string[], clauses: readonly string[]): boolean {
  const pattern = new RegExp(
    String.raw`\b${holder
      .slice(0, -1)
      .map((w) => `${w}\\s+`)
      .join('')}${plural(holder.at(-1)!)}\s+with\s+${opener}${thing
      .slice(0, -1)
      .map((w) => `${w}\\s+`)
      .join('')}${plural(thing.at(-1)!)}\b`,
    'iu',
  );
  return clauses.some((c) => pattern.test(c));
}

/** "Timetable of sailings", "the sailing timetable": a list holds its entries. */
function listedIn(thing: readonly string[], holder: readonly string[], clauses: readonly string[]): boolean {
  if (!listNouns.has(holder.at(-1)!)) return false;
  // A list named by its entries ("Sailing timetable") holds them.
  if (holder.slice(0, -1).join(' ') === thing.join(' ')) return true;
  if (holder.includes(thing.at(-1)!)) return false;
  const entries = `${thing
    .slice(0, -1)
    .map((w) => `${w}\\s+`)
    .join('')}${thing.at(-1)!}`;
  const list = holder.join(String.raw`\s+`);
  const pattern = new RegExp(String.raw`\b${list}\s+(?:of|for)\s+(?:(?:the|all|upcoming|future|next|today['’]s)\s+)?${entries}(?:s|es)\b|\b${entries}\s+${list}\b`, 'iu');
  return clauses.some((c) => pattern.test(c));
}

/** Whether a phrase of the clauses makes the holder hold the thing. */
export function heldIn(thing: readonly string[], holder: readonly string[], clauses: readonly string[], occasions: ReadonlySet<string>): boolean {
  return placedIn(thing, holder, clauses) || qualifies(thing, holder, clauses) || happensOn(thing, holder, clauses, occasions) || comesWith(thing, holder, clauses) || listedIn(thing, holder, clauses);
}

/**
 * Each thing's holders. `clausesOf` gives the clauses that name a thing; `together` whether the
 * brief names two things in one clause at all (the fallback's condition).
 */
export function holdersOf<T extends Related>(things: readonly T[], clausesOf: (t: T) => string[], together: (t: T, o: T) => boolean, occasions: ReadonlySet<string>): Map<T, T[]> {
  const held = new Map<T, Set<T>>(things.map((t) => [t, new Set<T>()]));
  for (const c of things)
    for (const o of things) {
      if (o === c) continue;
      const clauses = [...new Set([...clausesOf(c), ...clausesOf(o)])];
      // Every phrase that orders two things names the holder in the clause: only those clauses are read.
      const naming = (t: T) => clauses.filter((cl) => cl.toLowerCase().includes(t.words.at(-1)!.toLowerCase()));
      const inO = naming(o);
      if (inO.length && heldIn(c.words, o.words, inO, occasions) && !(heldIn(o.words, c.words, naming(c), occasions) && o.first > c.first)) held.get(c)!.add(o);
    }
  // Whether a chain of held things joins the two, either way ("shelf space in a kiln firing": the kiln holds the space through its firings).
  const reaches = (from: T, to: T, seen = new Set<T>()): boolean => [...held.get(from)!].some((h) => h === to || (!seen.has(h) && (seen.add(h), reaches(h, to, seen))));
  const out = new Map<T, T[]>();
  for (const c of things) {
    const fallback = things.filter((o) => o !== c && o.first < c.first && together(c, o) && !reaches(c, o) && !reaches(o, c));
    out.set(c, [...new Set([...held.get(c)!, ...fallback])]);
  }
  return out;
}
