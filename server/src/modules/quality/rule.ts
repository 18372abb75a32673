import type { ComposerBrief } from '../generation/composer/index.js';
import type { SpecGraph, SpecItem } from '../spec/graph.js';

export const severities = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof severities)[number];

export const dimensions = ['completeness', 'clarity', 'testability', 'traceability', 'feasibility', 'specificity'] as const;
export type Dimension = (typeof dimensions)[number];

/** One problem, where it is and how to fix it. `itemId` or `document` + `section` locate it. */
export interface Finding {
  rule: string;
  severity: Severity;
  dimension: Dimension;
  itemId: string | null;
  document: string | null;
  section: string | null;
  message: string;
  suggestion: string;
}

export interface AnalysisInput {
  brief: ComposerBrief;
  /** The stored graph, or the built-in composer's graph of the brief when nothing is generated yet. */
  graph: SpecGraph;
  documents: { type: string; title: string; content: string }[];
  /**
   * Once the project has received test results: each active criterion's verification status
   * (modules/evidence). Absent before the first run, so rules about evidence stay silent.
   */
  evidence?: { statusOf: Record<string, 'verified' | 'failing' | 'stale' | 'unverified'> } | null;
}

/** What a rule looked at (`checked` things) and what failed; the score is the share that passed. */
export interface RuleResult {
  checked: number;
  /** Failed checks, when one finding stands for several (default: one per finding). */
  failed?: number;
  findings: Omit<Finding, 'rule' | 'severity' | 'dimension'>[];
}

export interface Rule {
  id: string;
  /** The first dimension is the findings'; the rule's checks count in every dimension listed. */
  dimensions: Dimension[];
  severity: Severity;
  run(input: AnalysisInput): RuleResult;
}

export const at = (itemId: string | null, message: string, suggestion: string): RuleResult['findings'][number] => ({
  itemId,
  document: null,
  section: null,
  message,
  suggestion,
});

/** The active items of one kind, in graph order (shared by the rules of one analysis: do not change it). */
export const active = (g: SpecGraph, kind: SpecItem['kind']): readonly SpecItem[] => graphIndex(g).active.get(kind) ?? [];

export const hasNumber = (s: string) => /\d/.test(s);

/**
 * Calls `visit` with every run of letters and digits of the lower-cased text, as splitting it on
 * /[^a-z0-9\u00c0-\u024f\u0370-\uffff]+/ gives them (without the empty ends). A loop over char
 * codes is several times faster than the split, and every rule reads words.
 */
export function eachWord(s: string, visit: (word: string) => void): void {
  const t = s.toLowerCase();
  let start = -1;
  for (let i = 0; i <= t.length; i += 1) {
    const c = i < t.length ? t.charCodeAt(i) : 0;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 0xc0 && c <= 0x24f) || c >= 0x370) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      visit(t.slice(start, i));
      start = -1;
    }
  }
}

/** "Parents" → "parent": a plural "s" dropped from words of four letters or more ("bus" and "class" stay). */
export const stem = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

/** Lower-case words of three letters or more, plural "s" dropped, so "Parents" and "parent" meet. */
export function keyWords(s: string): string[] {
  const out: string[] = [];
  eachWord(s, (w) => {
    if (w.length >= 3) out.push(stem(w));
  });
  return out;
}

/** An item's words as a reader takes them: title, statement and string fields. */
export function itemText(i: SpecItem): string {
  const fields = Object.values(i.fields).filter((v): v is string => typeof v === 'string');
  return `${i.title} ${i.statement} ${fields.join(' ')}`;
}

interface GraphIndex {
  byId: Map<string, SpecItem>;
  /** Link kind → target id → active items linking to it. */
  incoming: Map<string, Map<string, SpecItem[]>>;
  /** Kind → active items of that kind. */
  active: Map<string, SpecItem[]>;
}

const indexes = new WeakMap<SpecGraph, GraphIndex>();

/** Built once per analysis: `analyze` drops it first, so a graph changed in place since is read afresh. */
function graphIndex(g: SpecGraph): GraphIndex {
  let ix = indexes.get(g);
  if (ix) return ix;
  ix = { byId: new Map(), incoming: new Map(), active: new Map() };
  for (const i of g.items) {
    ix.byId.set(i.id, i);
    if (i.status !== 'active') continue;
    const same = ix.active.get(i.kind);
    if (same) same.push(i);
    else ix.active.set(i.kind, [i]);
    for (const l of i.links) {
      let byTarget = ix.incoming.get(l.kind);
      if (!byTarget) ix.incoming.set(l.kind, (byTarget = new Map()));
      const list = byTarget.get(l.to);
      if (list) list.push(i);
      else byTarget.set(l.to, [i]);
    }
  }
  indexes.set(g, ix);
  return ix;
}

/** Forgets the graph's index, so the next rule builds it from the graph as it is now. */
export function forgetIndex(g: SpecGraph): void {
  indexes.delete(g);
}

const none: readonly SpecItem[] = [];

/** Items by id and active items linking to each id with each kind. */
export function indexOf(g: SpecGraph): { byId: Map<string, SpecItem>; from: (id: string, kind: string) => readonly SpecItem[] } {
  const { byId, incoming } = graphIndex(g);
  return { byId, from: (id, kind) => incoming.get(kind)?.get(id) ?? none };
}
