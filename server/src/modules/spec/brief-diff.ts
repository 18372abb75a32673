/**
 * What changed between two briefs, entry by entry. Spec items name their origin as
 * `brief:<field>#<n>` (the n-th entry of a list field, 1-based) or `brief:<field>`; aligning the
 * old entries with the new ones tells which items changed, which are new and which were removed,
 * whatever generator wrote them. Pure and fast: no generator is run.
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
  const out: EntryDiff[] = before.map((b, i) => {
    const j = match.get(i);
    if (j === undefined) return { field, from: i + 1, to: null, change: 'removed', before: b, after: null };
    const a = after[j]!;
    return { field, from: i + 1, to: j + 1, change: norm(a) === norm(b) ? 'same' : 'changed', before: b, after: a };
  });
  after.forEach((a, j) => {
    if (!taken.has(j)) out.push({ field, from: null, to: j + 1, change: 'added', before: null, after: a });
  });
  return out;
}

export function diffBriefs(before: BriefFacts, after: BriefFacts): BriefDiff {
  const fields = [...new Set([...Object.keys(before.lists), ...Object.keys(after.lists)])];
  const entries = fields.flatMap((f) => alignEntries(f, before.lists[f] ?? [], after.lists[f] ?? []));
  const names = [...new Set([...Object.keys(before.values), ...Object.keys(after.values)])];
  const values = names
    .filter((f) => norm(before.values[f] ?? '') !== norm(after.values[f] ?? ''))
    .map((field) => ({ field, before: before.values[field] ?? '', after: after.values[field] ?? '' }));
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

/** `brief:keyFeatures#3` → { field: 'keyFeatures', n: 3 }; `brief:timeline` → { field, n: null }. */
export function parseSource(source: string): { field: string; n: number | null } | null {
  const m = /^brief:([A-Za-z]+)(?:#(\d+))?$/.exec(source);
  return m ? { field: m[1]!, n: m[2] ? Number(m[2]) : null } : null;
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

/** "key feature 3" for an entry, "the timeline" for a field. */
export function describeSource(field: string, n: number | null): string {
  const label = labels[field];
  if (label && n !== null) return `${label[0]} ${n}`;
  if (label) return label[1].toLowerCase();
  return `the ${field.replace(/([A-Z])/g, ' $1').toLowerCase()}`;
}
