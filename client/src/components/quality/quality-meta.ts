/** Words and colours for the quality gate's report, shared by Mission Control and the wizard. */

export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const SEVERITY_LOOK: Record<Severity, { label: string; color: string }> = {
  critical: { label: 'Critical', color: 'red' },
  high: { label: 'High', color: 'orange' },
  medium: { label: 'Medium', color: 'yellow' },
  low: { label: 'Low', color: 'gray' },
};

export const severityRank = (severity: string): number => {
  const index = (SEVERITIES as readonly string[]).indexOf(severity);
  return index === -1 ? SEVERITIES.length : index;
};

export const DIMENSIONS = ['completeness', 'clarity', 'testability', 'traceability', 'feasibility', 'specificity'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
/** Specificity is null in reports recorded before it was graded. */
export type Dimensions = { [K in Dimension]?: number | null };

export const VERDICTS = ['strong', 'adequate', 'thin', 'broken'] as const;
export type VerdictLevel = (typeof VERDICTS)[number];

/** What a reviewer would say of a dimension; thin or broken means "not ready to build from". */
export const VERDICT_LOOK: Record<VerdictLevel, { label: string; color: string }> = {
  strong: { label: 'Strong', color: 'green' },
  adequate: { label: 'Adequate', color: 'teal' },
  thin: { label: 'Thin', color: 'orange' },
  broken: { label: 'Broken', color: 'red' },
};

export interface DimensionVerdict {
  dimension: string;
  verdict: string;
  summary: string;
}

export const DIMENSION_LOOK: Record<Dimension, { label: string; question: string }> = {
  completeness: { label: 'Completeness', question: 'Is everything a build needs written down?' },
  clarity: { label: 'Clarity', question: 'Can it be read only one way?' },
  testability: { label: 'Testability', question: 'Can each requirement be checked?' },
  traceability: { label: 'Traceability', question: 'Does every requirement connect to features, tasks and metrics?' },
  feasibility: { label: 'Feasibility', question: 'Does the plan fit the timeline?' },
  specificity: { label: 'Specificity', question: 'Does each criterion say what this feature does, not boilerplate?' },
};

export function scoreColor(score: number): string {
  if (score < 40) return 'red';
  if (score < 70) return 'orange';
  if (score < 85) return 'teal';
  return 'green';
}

/**
 * The score in words (the thresholds follow the gate: below 40 asks questions before generating).
 * "Ready to build from" only when the report says so (no dimension thin or broken), never from the
 * number alone.
 */
export function scoreVerdict(score: number, ready?: boolean): string {
  if (score < 40) return 'Too thin to build from';
  if (ready === false) return 'Not ready to build from';
  if (score < 70) return 'Needs more detail';
  if (score < 85) return 'Good';
  return ready ? 'Ready to build from' : 'Good';
}
