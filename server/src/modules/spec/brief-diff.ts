/**
 * What changed between two briefs, entry by entry. Spec items name their origin as
 * `brief:<field>@<key>` (one entry of a list field, by a key of its words: an entry that moves
 * because another was removed keeps its key, so its items stay byte for byte the same) or
 * `brief:<field>`; graphs written before keys cite `brief:<field>#<n>` (the n-th entry, 1-based).
 * Aligning the old entries with the new ones tells which items changed, which are new and which
 * were removed, whatever generator wrote them. Pure and fast: no generator is run.
 */

/** A brief as the diff sees it: list fields as their entries, other fields as one text. */
export interface BriefFacts {
  lists: Record<string, string[]>;
  values: Record<string, string>;
}

export type EntryChange = 'same' | 'changed' | 'added' | 'removed';

export interface EntryDiff {
  field: string;
  /** 1-based positions in the old and new lists (null for added / removed). */
  from: number | null;
  to: number | null;
  /** The entries' keys in the old and new lists (see `entryKeys`). */
  fromKey: string | null;
  toKey: string | null;
  change: EntryChange;
  before: string | null;
  after: string | null;
}

export interface BriefDiff {
  entries: EntryDiff[];
  /** Scalar fields whose value changed, with both values. */
  values: { field: string; before: string; after: string }[];
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** FNV-1a, 32 bits, as 8 hex digits: a short name for a text, not a secret. */
function fnv(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * Each entry's key: a hash of its words (case and spacing ignored), so it does not change when
 * other entries are added, removed or reordered; a repeated entry gets its own key per repeat.
 */
export function entryKeys(entries: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((e) => {
    const n = norm(e);
    const k = seen.get(n) ?? 0;
    seen.set(n, k + 1);
    return fnv(k ? `${n}\u0000${k}` : n);
  });
}

/** The sources of a list's entries, in order: `brief:<field>@<key>`. */
export function entrySources(field: string, entries: readonly string[]): string[] {
  return entryKeys(entries).map((k) => `brief:${field}@${k}`);
}

function words(s: string): Set<string> {
  return new Set(norm(s).match(/[\p{L}\p{N}]{3,}/gu) ?? []);
}

/** Shared words over all words (Jaccard); 0 for two texts without words. */
export function similarity(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
  if (!wa.size || !wb.size) return 0;
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared += 1;
  return shared / (wa.size + wb.size - shared);
}

/** Below this, two entries are different things (an edit keeps at least a third of the words). */
const SAME_THING = 0.34;

/**
 * Aligns two lists: equal entries first, then the most similar pairs, then entries left
 * unmatched at the same position that still share a word (an entry rewritten in place). The
 * rest are added or removed.
 */
export function alignEntries(field: string, before: readonly string[], after: readonly string[]): EntryDiff[] {
  const match = new Map<number, number>();
  const taken = new Set<number>();
  before.forEach((b, i) => {
    const j = after.findIndex((a, k) => !taken.has(k) && norm(a) === norm(b));
    if (j >= 0) {
      match.set(i, j);
      taken.add(j);
    }
  });
  const pairs: { i: number; j: number; score: number }[] = [];
  before.forEach((b, i) => {
    if (match.has(i)) return;
    after.forEach((a, j) => {
      if (taken.has(j)) return;
      const score = similarity(a, b);
      if (score >= SAME_THING) pairs.push({ i, j, score });
    });
  });
  pairs.sort((x, y) => y.score - x.score || x.i - y.i || x.j - y.j);
  for (const p of pairs) {
    if (match.has(p.i) || taken.has(p.j)) continue;
    match.set(p.i, p.j);
    taken.add(p.j);
  }
  // Rewritten in place: same position and at least one word in common (an unrelated entry in
  // the place of a deleted one is a removal and an addition).
  before.forEach((b, i) => {
    if (!match.has(i) && i < after.length && !taken.has(i) && similarity(b, after[i]!) > 0) {
      match.set(i, i);
      taken.add(i);
    }
  });
  const oldKeys = entryKeys(before);
  const newKeys = entryKeys(after);
  const out: EntryDiff[] = before.map((b, i) => {
    const j = match.get(i);
    if (j === undefined) return { field, from: i + 1, to: null, fromKey: oldKeys[i]!, toKey: null, change: 'removed', before: b, after: null };
    const a = after[j]!;
    return { field, from: i + 1, to: j + 1, fromKey: oldKeys[i]!, toKey: newKeys[j]!, change: norm(a) === norm(b) ? 'same' : 'changed', before: b, after: a };
  });
  after.forEach((a, j) => {
    if (!taken.has(j)) out.push({ field, from: null, to: j + 1, fromKey: null, toKey: newKeys[j]!, change: 'added', before: null, after: a });
  });
  return out;
}

export function diffBriefs(before: BriefFacts, after: BriefFacts): BriefDiff {
  const fields = [...new Set([...Object.keys(before.lists), ...Object.keys(after.lists)])];
  const entries = fields.flatMap((f) => alignEntries(f, before.lists[f] ?? [], after.lists[f] ?? []));
  const names = [...new Set([...Object.keys(before.values), ...Object.keys(after.values)])];
  const values = names.filter((f) => norm(before.values[f] ?? '') !== norm(after.values[f] ?? '')).map((field) => ({ field, before: before.values[field] ?? '', after: after.values[field] ?? '' }));
  return { entries, values };
}

/** True when nothing a generator reads changed. */
export function isUnchanged(diff: BriefDiff): boolean {
  return !diff.values.length && diff.entries.every((e) => e.change === 'same');
}

/** The new position of the old entry `field#from`, or null when it was removed. */
export function newPosition(diff: BriefDiff, field: string, from: number): number | null {
  return diff.entries.find((e) => e.field === field && e.from === from)?.to ?? null;
}

/**
 * `brief:keyFeatures@1a2b3c4d` → { field: 'keyFeatures', key: '1a2b3c4d', n: null };
 * `brief:keyFeatures#3` (before keys) → { field, key: null, n: 3 }; `brief:timeline` → both null.
 */
export function parseSource(source: string): { field: string; n: number | null; key: string | null } | null {
  const m = /^brief:([A-Za-z]+)(?:#(\d+)|@([0-9a-f]{8}))?$/.exec(source);
  return m ? { field: m[1]!, n: m[2] ? Number(m[2]) : null, key: m[3] ?? null } : null;
}

/** The sources an entry's items may carry in a stored graph: by key, and by position before keys. */
export function storedSources(field: string, key: string | null, n: number | null): string[] {
  return [...(key ? [`brief:${field}@${key}`] : []), ...(n ? [`brief:${field}#${n}`] : [])];
}

/** The 0-based position of the entry a source cites in `entries`, or -1. */
export function entryIndex(source: string, field: string, entries: readonly string[]): number {
  const src = parseSource(source);
  if (!src || src.field !== field) return -1;
  if (src.key) return entryKeys(entries).indexOf(src.key);
  return src.n && src.n <= entries.length ? src.n - 1 : -1;
}

const labels: Record<string, [string, string]> = {
  keyFeatures: ['key feature', 'Key features'],
  userPersonas: ['persona', 'Personas'],
  successMetrics: ['success metric', 'Success metrics'],
  integrations: ['integration', 'Integrations'],
  risks: ['risk', 'Risks'],
  userJourneys: ['user journey', 'User journeys'],
  techStack: ['technology', 'Tech stack'],
  platforms: ['platform', 'Platforms'],
  compliance: ['compliance item', 'Compliance'],
  nonGoals: ['non-goal', 'Non-goals'],
  featureDetails: ['feature detail', 'Feature details'],
};

/** "key feature 3" for an entry by position, "a key feature" for one by key, "the timeline" for a field. */
export function describeSource(field: string, n: number | null, keyed = false): string {
  const label = labels[field];
  if (label && n !== null) return `${label[0]} ${n}`;
  if (label && keyed) return `${/^[aeiou]/.test(label[0]) ? 'an' : 'a'} ${label[0]}`;
  if (label) return label[1].toLowerCase();
  return `the ${field.replace(/([A-Z])/g, ' $1').toLowerCase()}`;
}
