import type { ItemFields, ItemKind, LinkKind, SpecItem } from '../../../spec/graph.js';
import { keywords } from '../text.js';

/** A new active item; `links` as [kind, to] pairs keeps builders short. */
export function item(id: string, kind: ItemKind, title: string, statement: string, source: string, fields: ItemFields = {}, links: [LinkKind, string][] = []): SpecItem {
  return { id, kind, title, statement, status: 'active', source, fields, links: links.map(([k, to]) => ({ kind: k, to })) };
}

export function link(from: SpecItem, kind: LinkKind, to: string): void {
  if (!from.links.some((l) => l.kind === kind && l.to === to)) from.links.push({ kind, to });
}

/** Content words shared by two texts (stemmed, stop words and the given extra words ignored). */
export function sharedWords(a: string, b: string, ignore: ReadonlySet<string> = new Set()): string[] {
  const wb = keywords(b);
  // Ignored words may come unstemmed ("nurse"); compare them as stems too ("nurs").
  return [...keywords(a)].filter((w) => wb.has(w) && !ignore.has(w) && !stemsOf(ignore).has(w));
}

const stemCache = new WeakMap<ReadonlySet<string>, Set<string>>();
function stemsOf(words: ReadonlySet<string>): Set<string> {
  let stems = stemCache.get(words);
  if (!stems) {
    stems = new Set([...words].flatMap((w) => [...keywords(w)]));
    stemCache.set(words, stems);
  }
  return stems;
}

/**
 * Words too common among the features to tell them apart ("walk" in a dog-walking app): in more
 * than 40% of them, once there are three or more. Matching on them would link everything.
 */
export function commonWords(texts: readonly string[]): Set<string> {
  if (texts.length < 3) return new Set();
  const count = new Map<string, number>();
  for (const t of texts) for (const w of keywords(t)) count.set(w, (count.get(w) ?? 0) + 1);
  return new Set([...count].filter(([, n]) => n / texts.length > 0.4).map(([w]) => w));
}
