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

export const DIMENSIONS = ['completeness', 'clarity', 'testability', 'traceability', 'feasibility'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export type Dimensions = Record<Dimension, number>;

export const DIMENSION_LOOK: Record<Dimension, { label: string; question: string }> = {
  completeness: { label: 'Completeness', question: 'Is everything a build needs written down?' },
  clarity: { label: 'Clarity', question: 'Can it be read only one way?' },
  testability: { label: 'Testability', question: 'Can each requirement be checked?' },
  traceability: { label: 'Traceability', question: 'Does every requirement connect to features, tasks and metrics?' },
  feasibility: { label: 'Feasibility', question: 'Does the plan fit the timeline?' },
};

export function scoreColor(score: number): string {
  if (score < 40) return 'red';
  if (score < 70) return 'orange';
  if (score < 85) return 'teal';
  return 'green';
}

/** The score in words (the thresholds follow the gate: below 40 asks questions before generating). */
export function scoreVerdict(score: number): string {
  if (score < 40) return 'Too thin to build from';
  if (score < 70) return 'Needs more detail';
  if (score < 85) return 'Good';
  return 'Ready to build from';
}
