import { briefRules } from './rules/brief-rules.js';
import { graphRules } from './rules/graph-rules.js';
import { textRules } from './rules/text-rules.js';
import { dimensions, severities, type AnalysisInput, type Dimension, type Finding, type Rule, type Severity } from './rule.js';

export const rules: Rule[] = [...briefRules, ...graphRules, ...textRules];

/**
 * The weighting (docs/quality.md): every rule checks some things and fails some; a check weighs
 * by its rule's severity. A dimension's score is the weighted share of checks that passed.
 * Overall: the dimensions weighted below, times a completeness gate (0.4 + 0.6 × completeness),
 * since a thin brief caps what a tidy spec built on guesses is worth.
 */
export const severityWeight: Record<Severity, number> = { critical: 8, high: 4, medium: 2, low: 1 };
export const dimensionWeight: Record<Dimension, number> = { completeness: 0.25, clarity: 0.2, testability: 0.2, traceability: 0.2, feasibility: 0.15 };

export interface AnalysisReport {
  score: number;
  dimensions: Record<Dimension, number>;
  /** Findings by severity, then rule, then place: the same input gives the same bytes. */
  findings: Finding[];
  /** Checks run and failed per rule, so a score can be explained. */
  rules: { rule: string; severity: Severity; dimensions: Dimension[]; checked: number; failed: number }[];
}

export function analyze(input: AnalysisInput): AnalysisReport {
  const totals = Object.fromEntries(dimensions.map((d) => [d, { weight: 0, passed: 0 }])) as Record<Dimension, { weight: number; passed: number }>;
  const findings: Finding[] = [];
  const ruleRows: AnalysisReport['rules'] = [];
  for (const rule of rules) {
    const { checked, findings: found, failed: count } = rule.run(input);
    const failed = Math.min(checked, count ?? found.length);
    const w = severityWeight[rule.severity];
    for (const d of rule.dimensions) {
      totals[d].weight += w * checked;
      totals[d].passed += w * (checked - failed);
    }
    ruleRows.push({ rule: rule.id, severity: rule.severity, dimensions: rule.dimensions, checked, failed });
    for (const f of found) findings.push({ rule: rule.id, severity: rule.severity, dimension: rule.dimensions[0]!, ...f });
  }
  const scores = Object.fromEntries(dimensions.map((d) => [d, totals[d].weight ? Math.round((100 * totals[d].passed) / totals[d].weight) : 100])) as Record<Dimension, number>;
  const weighted = dimensions.reduce((s, d) => s + dimensionWeight[d] * scores[d], 0);
  const score = Math.round(weighted * (0.4 + (0.6 * scores.completeness) / 100));
  return { score, dimensions: scores, findings: sortFindings(findings), rules: ruleRows };
}

/** Findings sort by severity, rule, then place, numbers compared as numbers (FR-2 before FR-10). */
function sortFindings(findings: Finding[]): Finding[] {
  const pad = (s: string) => s.replace(/\d+/g, (n) => n.padStart(8, '0'));
  const keyed = findings.map((f) => ({ f, key: `${severities.indexOf(f.severity)}\u0000${f.rule}\u0000${pad(`${f.itemId ?? ''}\u0000${f.document ?? ''}\u0000${f.section ?? ''}\u0000${f.message}`)}` }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map((k) => k.f);
}
