import { briefRules } from './rules/brief-rules.js';
import { graphRules } from './rules/graph-rules.js';
import { textRules } from './rules/text-rules.js';
import { coverageRules } from './rules/coverage-rules.js';
import { planRules } from './rules/plan-rules.js';
import { specificityRules } from './rules/specificity-rules.js';
import { wordingRules } from './rules/wording-rules.js';
import { evidenceRules } from './rules/evidence-rules.js';
import { answerFixes } from './questions.js';
import { dimensions, forgetIndex, severities, type AnalysisInput, type Dimension, type Finding, type Rule, type Severity } from './rule.js';
import { dimensionVerdicts, headline, type DimensionVerdict } from './verdicts.js';

export const rules: Rule[] = [...briefRules, ...graphRules, ...textRules, ...wordingRules, ...specificityRules, ...coverageRules, ...planRules, ...evidenceRules];
const dimsOf = new Map(rules.map((r) => [r.id, r.dimensions]));

/** A critical finding means the spec cannot be built from as it stands, whatever else is right. */
export const criticalCap = 59;
/** What a thin or broken dimension multiplies the overall score by, so the number agrees with the verdicts. */
export const verdictFactor = { strong: 1, adequate: 1, thin: 0.95, broken: 0.9 } as const;

/**
 * The weighting (docs/quality.md): every rule checks some things and fails some; a check weighs
 * by its rule's severity. A dimension's score is the weighted share of checks that passed.
 * Overall: the dimensions weighted below, times a completeness gate (0.4 + 0.6 × completeness),
 * since a thin brief caps what a tidy spec built on guesses is worth; a critical finding caps it at 59.
 */
export const severityWeight: Record<Severity, number> = { critical: 8, high: 4, medium: 2, low: 1 };
export const dimensionWeight: Record<Dimension, number> = { completeness: 0.2, clarity: 0.15, testability: 0.2, traceability: 0.15, feasibility: 0.15, specificity: 0.15 };

export interface AnalysisReport {
  score: number;
  dimensions: Record<Dimension, number>;
  /** Strong / adequate / thin / broken per dimension, with the findings behind each. */
  verdicts: DimensionVerdict[];
  /** "Ready to build from" only when no dimension is thin or broken. */
  ready: boolean;
  /** What would raise the grade most. */
  headline: string;
  /** Findings by severity, then rule, then place: the same input gives the same bytes. */
  findings: Finding[];
  /** Checks run and failed per rule, so a score can be explained. */
  rules: { rule: string; severity: Severity; dimensions: Dimension[]; checked: number; failed: number }[];
}

export function analyze(input: AnalysisInput): AnalysisReport {
  const totals = Object.fromEntries(dimensions.map((d) => [d, { weight: 0, passed: 0 }])) as Record<Dimension, { weight: number; passed: number }>;
  const findings: Finding[] = [];
  const ruleRows: AnalysisReport['rules'] = [];
  // The rules share one index of the graph, built afresh for each analysis.
  forgetIndex(input.graph);
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
  const sorted = sortFindings(findings);
  const verdicts = dimensionVerdicts(scores, sorted, (rule) => dimsOf.get(rule) ?? []);
  const factor = verdicts.reduce((f, v) => f * verdictFactor[v.verdict], 1);
  const gated = Math.round(weighted * (0.4 + (0.6 * scores.completeness) / 100) * factor);
  const score = findings.some((f) => f.severity === 'critical') ? Math.min(criticalCap, gated) : gated;
  return { score, dimensions: scores, verdicts, ...headline(verdicts, dimensionWeight, answerFixes), findings: sorted, rules: ruleRows };
}

/** Numbers compared as numbers (FR-2 before FR-10): every run of digits padded to eight. */
const pad = (s: string) => (/\d/.test(s) ? s.replace(/\d+/g, (n) => n.padStart(8, '0')) : s);
const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Findings sort by severity, rule, then place (item, document, section) and message, numbers
 * compared as numbers. The message is padded only when everything before it ties: it is the
 * longest field, and padding it for every finding was a tenth of the analysis.
 */
function sortFindings(findings: Finding[]): Finding[] {
  const keyed = findings.map((f) => ({ f, rank: severities.indexOf(f.severity), place: pad(`${f.itemId ?? ''}\u0000${f.document ?? ''}\u0000${f.section ?? ''}`), message: null as string | null }));
  const message = (k: (typeof keyed)[number]) => (k.message ??= pad(k.f.message));
  keyed.sort((a, b) => a.rank - b.rank || order(a.f.rule, b.f.rule) || order(a.place, b.place) || order(message(a), message(b)));
  return keyed.map((k) => k.f);
}
