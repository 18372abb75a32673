import { dimensions, severities, type Dimension, type Finding, type Severity } from './rule.js';

/** BMAD-style verdicts: what a reviewer would say of a dimension, worst last. */
export const verdictLevels = ['strong', 'adequate', 'thin', 'broken'] as const;
export type Verdict = (typeof verdictLevels)[number];

export interface DimensionVerdict {
  dimension: Dimension;
  score: number;
  verdict: Verdict;
  /** One sentence: why this verdict. */
  summary: string;
  /** The findings behind it, by rule, worst first. */
  rules: { rule: string; severity: Severity; count: number }[];
}

/**
 * broken: a critical finding, or under 40; thin: a high finding, or under 70; adequate: a medium
 * finding, or under 90; strong otherwise. Low findings are reminders and never lower a verdict.
 */
function verdictOf(score: number, worst: Severity | null): Verdict {
  if (worst === 'critical' || score < 40) return 'broken';
  if (worst === 'high' || score < 70) return 'thin';
  if (worst === 'medium' || score < 90) return 'adequate';
  return 'strong';
}

const next: Record<Verdict, Verdict> = { broken: 'thin', thin: 'adequate', adequate: 'strong', strong: 'strong' };

export function dimensionVerdicts(scores: Record<Dimension, number>, findings: readonly Finding[], dimsOf: (rule: string) => readonly Dimension[]): DimensionVerdict[] {
  return dimensions.map((dimension) => {
    const counts = new Map<string, { rule: string; severity: Severity; count: number }>();
    for (const f of findings) {
      if (!dimsOf(f.rule).includes(dimension)) continue;
      const row = counts.get(f.rule) ?? { rule: f.rule, severity: f.severity, count: 0 };
      row.count += 1;
      counts.set(f.rule, row);
    }
    const rules = [...counts.values()].sort((a, b) => severities.indexOf(a.severity) - severities.indexOf(b.severity) || b.count - a.count || (a.rule < b.rule ? -1 : 1));
    const worst = rules.find((r) => r.severity !== 'low')?.severity ?? null;
    const verdict = verdictOf(scores[dimension], worst);
    const behind = rules.filter((r) => r.severity === worst);
    const n = behind.reduce((s, r) => s + r.count, 0);
    const summary = worst ? `${n} ${worst} finding${n === 1 ? '' : 's'} (${behind.map((r) => r.rule).join(', ')}); score ${scores[dimension]}.` : `No findings above low; score ${scores[dimension]}.`;
    return { dimension, score: scores[dimension], verdict, summary, rules };
  });
}

/**
 * What would raise the grade most: the worst dimension (by verdict, then by the weight it carries
 * and what it lacks), and how many fixes or answered questions lift it one verdict.
 */
export function headline(verdicts: readonly DimensionVerdict[], weight: Record<Dimension, number>, askable: (rule: string) => boolean): { ready: boolean; headline: string } {
  const ready = verdicts.every((v) => v.verdict === 'strong' || v.verdict === 'adequate');
  const rank = (v: DimensionVerdict) => verdictLevels.indexOf(v.verdict) * 1000 + weight[v.dimension] * (100 - v.score);
  const worst = [...verdicts].sort((a, b) => rank(b) - rank(a))[0]!;
  if (ready && worst.verdict === 'strong') return { ready, headline: 'Ready to build from: every dimension is strong.' };
  const severity = worst.rules.find((r) => r.severity !== 'low')?.severity;
  const behind = worst.rules.filter((r) => r.severity === severity);
  const lift = `lift ${worst.dimension} from ${worst.verdict} to ${next[worst.verdict]}`;
  const prefix = ready ? 'Ready to build from. ' : '';
  if (!behind.length) return { ready, headline: `${prefix}Resolve the open items behind ${worst.dimension} (score ${worst.score}) to ${lift}.` };
  const asked = behind.filter((r) => askable(r.rule));
  const count = behind.reduce((s, r) => s + r.count, 0);
  if (asked.length === behind.length) {
    const q = Math.min(5, count);
    return { ready, headline: `${prefix}Answer ${q} question${q === 1 ? '' : 's'} to ${lift}.` };
  }
  return { ready, headline: `${prefix}Fix ${count} ${severity} finding${count === 1 ? '' : 's'} (${behind.map((r) => r.rule).join(', ')}) to ${lift}.` };
}
