import { baseVerb, singular } from '../graph/language.js';
import { catalogue } from './load.js';
import type { Capability } from './schema.js';

/**
 * Recognises capabilities in a text by whole words and their lemmas, never by substrings:
 * "payroll" is one word and not "pay", "aim" is not "ai". Every phrase is indexed by its first
 * word, so a text of n words costs n look-ups of at most a few short phrases each: linear in the
 * input. A negative phrase ("pay attention", "sign up") cancels the positive phrases of its own
 * capability that it overlaps.
 */

export interface CapabilityMatch {
  capability: Capability;
  score: number;
  /** The phrases that counted, as the catalogue writes them. */
  phrases: string[];
  /** Word index of the first counted phrase: the earliest-named capability wins a tie. */
  at: number;
}

interface IndexedPhrase {
  cap: number;
  words: string[];
  weight: number;
  negative: boolean;
  text: string;
}

const formCache = new Map<string, readonly string[]>();

/** The word as written, as a singular noun and as a base verb: "bookings" → booking; "booked" → book. */
function forms(word: string): readonly string[] {
  let hit = formCache.get(word);
  if (!hit) {
    // Only alphabetic words have inflections; compromise is not asked about "24/7" or "v2".
    const parts = /^((?:[a-z0-9]+-)*)([a-z]+)$/.exec(word);
    // "e-tickets" inflects on its last part: e-ticket.
    hit = parts && parts[2]!.length > 3 ? [...new Set([word, parts[1]! + singular(parts[2]!), parts[1]! + baseVerb(parts[2]!)])] : [word];
    formCache.set(word, hit);
  }
  return hit;
}

/** Lower-case words: letters, digits and inner hyphens; "driver's" → "driver"; "e-mail" stays one word. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['’]s\b/g, '')
      .match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []
  ).map((w) => w.normalize('NFKD').replace(/\p{M}/gu, ''));
}

let index: Map<string, IndexedPhrase[]> | null = null;

function phraseIndex(): Map<string, IndexedPhrase[]> {
  if (index) return index;
  const out = new Map<string, IndexedPhrase[]>();
  catalogue().forEach((c, cap) => {
    const add = (text: string, weight: number, negative: boolean) => {
      const ws = text.split(' ');
      const list = out.get(ws[0]!) ?? [];
      list.push({ cap, words: ws, weight, negative, text });
      out.set(ws[0]!, list);
    };
    for (const p of c.recognise.phrases) add(p.text, p.weight, false);
    for (const n of c.recognise.negative) add(n, 0, true);
  });
  index = out;
  return out;
}

/** Whether the words from `at` read as the phrase (each word in any of its forms). */
function readsAs(textForms: readonly (readonly string[])[], at: number, phrase: readonly string[]): boolean {
  if (at + phrase.length > textForms.length) return false;
  return phrase.every((w, k) => textForms[at + k]!.includes(w));
}

/**
 * Capabilities the text names, strongest first (ties: named first, then catalogue order).
 * `work`, when given, counts the word comparisons made: the linearity test reads it.
 */
export function matchCapabilities(text: string, work?: { steps: number }): CapabilityMatch[] {
  const idx = phraseIndex();
  const caps = catalogue();
  const textForms = words(text).map(forms);
  const hits: { p: IndexedPhrase; from: number; to: number }[] = [];
  textForms.forEach((fs, at) => {
    const seen = new Set<IndexedPhrase>();
    for (const f of fs) {
      for (const p of idx.get(f) ?? []) {
        if (work) work.steps += p.words.length;
        if (!seen.has(p) && readsAs(textForms, at, p.words)) {
          seen.add(p);
          hits.push({ p, from: at, to: at + p.words.length });
        }
      }
    }
  });
  // Words each capability's negative phrases cover: a positive phrase on them does not count.
  const vetoed = new Map<number, Set<number>>();
  for (const h of hits) {
    if (!h.p.negative) continue;
    const set = vetoed.get(h.p.cap) ?? new Set<number>();
    for (let w = h.from; w < h.to; w += 1) set.add(w);
    vetoed.set(h.p.cap, set);
  }
  const byCap = new Map<number, CapabilityMatch>();
  // A word counts once per capability: "card payment" and "payment" on the same words score once, the larger.
  const used = new Map<number, Set<number>>();
  // Heaviest phrases first, by weight bucket (weights are 1–5), so the pass stays linear.
  const positives = [5, 4, 3, 2, 1].flatMap((weight) => hits.filter((h) => !h.p.negative && h.p.weight === weight));
  for (const h of positives) {
    const taken = used.get(h.p.cap) ?? new Set<number>();
    const veto = vetoed.get(h.p.cap);
    let blocked = false;
    for (let w = h.from; w < h.to; w += 1) blocked ||= taken.has(w) || !!veto?.has(w);
    if (blocked) continue;
    for (let w = h.from; w < h.to; w += 1) taken.add(w);
    used.set(h.p.cap, taken);
    const m = byCap.get(h.p.cap) ?? { capability: caps[h.p.cap]!, score: 0, phrases: [], at: h.from };
    m.score += h.p.weight;
    m.phrases.push(h.p.text);
    m.at = Math.min(m.at, h.from);
    byCap.set(h.p.cap, m);
  }
  return [...byCap.entries()]
    .filter(([, m]) => m.score >= m.capability.recognise.threshold)
    .sort(([ca, a], [cb, b]) => b.score - a.score || a.at - b.at || ca - cb)
    .map(([, m]) => m);
}

/** The one capability a feature is about, or null when none reaches its threshold. */
export function capabilityOf(text: string): CapabilityMatch | null {
  return matchCapabilities(text)[0] ?? null;
}
