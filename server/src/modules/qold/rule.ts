import type { ComposerBrief } from '../generation/composer/index.js';
import type { SpecGraph, SpecItem } from '../spec/graph.js';

export const severities = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof severities)[number];

export const dimensions = ['completeness', 'clarity', 'testability', 'traceability', 'feasibility'] as const;
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

export const active = (g: SpecGraph, kind: SpecItem['kind']) => g.items.filter((i) => i.kind === kind && i.status === 'active');

export const hasNumber = (s: string) => /\d/.test(s);

const indexes = new WeakMap<SpecGraph, { byId: Map<string, SpecItem>; incoming: Map<string, SpecItem[]> }>();

/** Items by id and active items linking to each id with each kind, built once per graph. */
export function indexOf(g: SpecGraph): { byId: Map<string, SpecItem>; from: (id: string, kind: string) => SpecItem[] } {
  let ix = indexes.get(g);
  if (!ix) {
    ix = { byId: new Map(g.items.map((i) => [i.id, i])), incoming: new Map() };
    for (const i of g.items) {
      if (i.status !== 'active') continue;
      for (const l of i.links) {
        const key = `${l.kind} ${l.to}`;
        const list = ix.incoming.get(key);
        if (list) list.push(i);
        else ix.incoming.set(key, [i]);
      }
    }
    indexes.set(g, ix);
  }
  const { byId, incoming } = ix;
  return { byId, from: (id, kind) => incoming.get(`${kind} ${id}`) ?? [] };
}
