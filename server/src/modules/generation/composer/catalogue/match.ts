import { baseVerb, singular } from '../reader/language.js';
import { lexicon } from '../reader/lexicon.js';
import { catalogue } from './load.js';
import type { Capability } from './schema.js';

/**
 * Recognises capabilities in a text by whole words and their lemmas, never by substrings:
 * "payroll" is one word and not "pay", "aim" is not "ai". Every phrase is indexed by its first
 * word, so a text of n words costs n look-ups of at most a few short phrases each: linear in the
 * input. A negative phrase ("pay attention", "sign up") cancels the positive phrases of its own
 * capability that it overlaps.
 *
 * A clause that states the means ("by scanning their barcode", "using GPS", "with a saved card",
 * "via e-mail") says how something is done, not what: its phrases count at a fraction of their
 * weight, and a capability named only there ranks after every capability the main clause names.
 * "Check tools out and in by scanning their barcode" is lending, done with a scanner.
 */

export interface CapabilityMatch {
  capability: Capability;
  /** What it ranks by: the weight of its phrases, those in a means clause at a fraction. */
  score: number;
  /** The phrases that counted, as the catalogue writes them. */
  phrases: string[];
  /** Those of `phrases` found only in a means clause: the capability is how the feature is done. */
  means: string[];
  /** The words that opened those clauses ("by", "using", "with"). */
  meansWords: string[];
  /** Word index of the first counted phrase: the earliest-named capability wins a tie. */
  at: number;
}

/** A phrase in a means clause counts this much of its weight towards the ranking. */
const MEANS_WEIGHT = 0.5;

interface IndexedPhrase {
  cap: number;
  /** "*" stands for the one or two words of a separable verb's object: "check * out" reads "check tools out". */
  words: string[];
  weight: number;
  negative: boolean;
  text: string;
}

const formCache = new Map<string, readonly string[]>();

/**
 * An "-ing" word compromise cannot lemmatise alone ("paying" in "by paying with a card"): its stem,
 * undoubled ("planning" → plan) or with its "e" ("making" → make). Only a phrase word can match it.
 */
function participle(prefix: string, word: string): string[] {
  const stem = /^([a-z]{2,})ing$/.exec(word)?.[1];
  if (!stem || baseVerb(word) !== word) return [];
  const undoubled = /([b-df-hj-np-tv-z])\1$/.test(stem) ? [stem.slice(0, -1)] : [];
  return [stem, ...undoubled, `${stem}e`].map((f) => prefix + f);
}

/** The word as written, as a singular noun and as a base verb: "bookings" → booking; "booked" → book. */
function forms(word: string): readonly string[] {
  let hit = formCache.get(word);
  if (!hit) {
    // Only alphabetic words have inflections; compromise is not asked about "24/7" or "v2".
    const parts = /^((?:[a-z0-9]+-)*)([a-z]+)$/.exec(word);
    // "e-tickets" inflects on its last part: e-ticket.
    hit = parts && parts[2]!.length > 3 ? [...new Set([word, parts[1]! + singular(parts[2]!), parts[1]! + baseVerb(parts[2]!), ...participle(parts[1]!, parts[2]!)])] : [word];
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

/**
 * Where the words from `at` stop reading as the phrase (each word in any of its forms; a "*" takes
 * one or two words, never across a clause break), or -1. Constant work per phrase.
 */
function readsAs(text: Tokens, at: number, phrase: readonly string[], k = 0): number {
  if (k === phrase.length) return at;
  if (at >= text.forms.length || (k > 0 && text.breakBefore[at])) return -1;
  if (phrase[k] === '*') {
    const one = readsAs(text, at + 1, phrase, k + 1);
    return one >= 0 ? one : at + 1 < text.forms.length && !text.breakBefore[at + 1] ? readsAs(text, at + 2, phrase, k + 1) : -1;
  }
  return text.forms[at]!.includes(phrase[k]!) ? readsAs(text, at + 1, phrase, k + 1) : -1;
}

interface Tokens {
  forms: (readonly string[])[];
  /** A comma, semicolon or full stop comes before the word: phrases do not run across it. */
  breakBefore: boolean[];
  /** The means word whose clause the word stands in ("by" in "by scanning their barcode"), else null. */
  inMeans: (string | null)[];
}

/**
 * The text's words with their forms, where its clauses break and which words state the means: a
 * means word (reader-lexicon.json `meansWords`) opens a clause that runs to the next punctuation
 * or clause word ("when", "so", `clauseWords`).
 */
function tokens(text: string): Tokens {
  const out: Tokens = { forms: [], breakBefore: [], inMeans: [] };
  const raw =
    text
      .toLowerCase()
      .replace(/['’]s\b/g, '')
      .match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*|[,;:.!?()–—]/gu) ?? [];
  let pendingBreak = false;
  let means: string | null = null;
  for (const t of raw) {
    if (!/[\p{L}\p{N}]/u.test(t)) {
      pendingBreak = true;
      means = null;
      continue;
    }
    const w = t.normalize('NFKD').replace(/\p{M}/gu, '');
    if (lexicon.clauseWords.has(w)) means = null;
    out.forms.push(forms(w));
    out.breakBefore.push(pendingBreak);
    out.inMeans.push(means);
    pendingBreak = false;
    if (lexicon.meansWords.has(w)) means = w;
  }
  return out;
}

/**
 * Capabilities the text names, strongest first (ties: named first, then catalogue order).
 * `work`, when given, counts the word comparisons made: the linearity test reads it.
 */
export function matchCapabilities(input: string, work?: { steps: number }): CapabilityMatch[] {
  // A capability is named when its phrases reach the threshold wherever they stand; the ones the
  // main clause names rank first, so the act outranks its means.
  return scored(input, work)
    .filter((m) => m.found >= m.capability.recognise.threshold)
    .sort((a, b) => Number(b.main > 0) - Number(a.main > 0) || b.score - a.score || a.at - b.at || a.index - b.index)
    .map(({ found: _f, main: _m, index: _i, ...m }) => m);
}

/**
 * Capabilities the main clause touches at all, below their threshold too, strongest first: what a
 * reminder or an alert is about ("overdue" in "Overdue reminders by text message" is lending's).
 */
export function mainClauseHints(input: string): Capability[] {
  return scored(input)
    .filter((m) => m.main > 0)
    .sort((a, b) => b.main - a.main || a.at - b.at || a.index - b.index)
    .map((m) => m.capability);
}

type Scored = CapabilityMatch & { found: number; main: number; index: number };

function scored(input: string, work?: { steps: number }): Scored[] {
  const idx = phraseIndex();
  const caps = catalogue();
  const text = tokens(input);
  const hits: { p: IndexedPhrase; from: number; to: number }[] = [];
  text.forms.forEach((fs, at) => {
    const seen = new Set<IndexedPhrase>();
    for (const f of fs) {
      for (const p of idx.get(f) ?? []) {
        if (work) work.steps += p.words.length;
        const to = seen.has(p) ? -1 : readsAs(text, at, p.words);
        if (to >= 0) {
          seen.add(p);
          hits.push({ p, from: at, to });
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
  const byCap = new Map<number, Scored>();
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
    const m = byCap.get(h.p.cap) ?? { capability: caps[h.p.cap]!, index: h.p.cap, score: 0, found: 0, main: 0, phrases: [], means: [], meansWords: [], at: h.from };
    const by = text.inMeans[h.from]!;
    const inMeans = by !== null;
    m.found += h.p.weight;
    m.main += inMeans ? 0 : h.p.weight;
    m.score += inMeans ? h.p.weight * MEANS_WEIGHT : h.p.weight;
    m.phrases.push(h.p.text);
    if (by !== null) {
      m.means.push(h.p.text);
      if (!m.meansWords.includes(by)) m.meansWords.push(by);
    }
    m.at = Math.min(m.at, h.from);
    byCap.set(h.p.cap, m);
  }
  return [...byCap.values()];
}

/** The one capability a feature is about, or null when none reaches its threshold. */
export function capabilityOf(text: string): CapabilityMatch | null {
  return matchCapabilities(text)[0] ?? null;
}
