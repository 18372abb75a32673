import type { ClarifyingQuestionsQuery, QualityReportFragment } from '../../gql/graphql';
import type { DocumentStatus, DocumentType } from '../../lib/generation';
import type { LiveDocument } from './hooks/use-live-documents';

type Finding = QualityReportFragment['findings'][number];
type Verdict = QualityReportFragment['verdicts'][number];

export function verdict(dimension: string, score: number, level: string, summary = `Score ${score}.`): Verdict {
  return { __typename: 'QualityVerdict', dimension, score, verdict: level, summary, rules: [] };
}
type Question = ClarifyingQuestionsQuery['clarifyingQuestions'][number];

export function finding(rule: string, severity: string, message: string, place: Partial<Pick<Finding, 'itemId' | 'document' | 'section' | 'dimension'>> = {}): Finding {
  return {
    __typename: 'QualityFinding',
    rule,
    severity,
    dimension: 'completeness',
    itemId: null,
    document: null,
    section: null,
    message,
    suggestion: `Fix: ${message}`,
    ...place,
  };
}

/** "An app.": the thin brief of docs/quality.md, with one finding of each kind of place. */
export function thinReport(score = 23, history: number[] = [score]): QualityReportFragment {
  return {
    __typename: 'Analysis',
    projectId: 'p1',
    score,
    ready: false,
    headline: 'Answer 1 question to lift completeness from broken to thin.',
    dimensions: { __typename: 'QualityDimensions', completeness: 4, clarity: 88, testability: 59, traceability: 50, feasibility: 96, specificity: 72 },
    verdicts: [
      verdict('completeness', 4, 'broken', '1 critical finding (brief-features); score 4.'),
      verdict('clarity', 88, 'thin', '1 high finding (placeholder-text); score 88.'),
      verdict('testability', 59, 'thin'),
      verdict('traceability', 50, 'thin'),
      verdict('feasibility', 96, 'adequate'),
      verdict('specificity', 72, 'adequate'),
    ],
    findings: [
      finding('brief-features', 'critical', 'No key features: every requirement would be invented.'),
      finding('brief-problem', 'high', 'No problem statement: nothing says what hurts today.'),
      finding('fr-not-from-brief', 'high', 'FR-1 "An app." is not a key feature of the brief.', { itemId: 'FR-1', dimension: 'traceability' }),
      finding('task-too-large', 'medium', 'T-4 takes 20 days.', { itemId: 'T-4', dimension: 'feasibility' }),
      finding('placeholder-text', 'high', '"TBD" left in Product Requirements Document, section "Goals".', { document: 'prd', section: 'Goals', dimension: 'clarity' }),
      finding('open-question', 'low', 'Q-1 is still open.', { itemId: 'Q-1' }),
    ],
    history: history.map((s, i) => ({ __typename: 'QualityPoint', score: s, createdAt: `2026-01-0${5 + i}T10:00:00.000Z` })),
    approvals: [],
  };
}

type Approval = QualityReportFragment['approvals'][number];
const person = (name: string) => ({ __typename: 'Approver' as const, id: `u-${name}`, name });

/** One document's decisions on its current version, for the report's `approvals`. */
export function approval(documentType: string, version: number, approvedBy: string[], changesRequestedBy: string[] = []): Approval {
  return { __typename: 'DocumentApprovalSummary', documentId: `doc-${documentType}`, documentType, version, approvedBy: approvedBy.map(person), changesRequestedBy: changesRequestedBy.map(person) };
}

export const richReport = (): QualityReportFragment => ({
  ...thinReport(92),
  ready: true,
  headline: 'Ready to build from: every dimension is strong.',
  dimensions: { __typename: 'QualityDimensions', completeness: 92, clarity: 100, testability: 100, traceability: 98, feasibility: 97, specificity: 95 },
  verdicts: (['completeness', 'clarity', 'testability', 'traceability', 'feasibility', 'specificity'] as const).map((d) => verdict(d, 95, 'strong')),
  findings: [finding('open-question', 'low', 'Q-1 is still open.', { itemId: 'Q-1' })],
});

export function question(id: string, text: string, extra: Partial<Question> = {}): Question {
  return { __typename: 'ClarifyingQuestion', id, field: id, question: text, why: `Why ${id} matters.`, suggestions: [], list: false, priority: 1, ...extra };
}

export const thinQuestions = (): Question[] => [
  question('keyFeatures', 'What must users be able to do in the first release?', { list: true }),
  question('problemStatement', 'What problem does it solve?', { priority: 2 }),
  question('successMetrics', 'How will you know it works?', { list: true, priority: 3, suggestions: ['Weekly active users ≥ 500 by month 3', 'Week-4 retention ≥ 25%'] }),
  question('timeline', 'When should the first release ship?', { priority: 4, suggestions: ['1 month', '3 months', '6 months'] }),
];

export function liveDoc(type: DocumentType, status: DocumentStatus, version: number): LiveDocument {
  return {
    __typename: 'DocumentSummary',
    id: `d-${type}`,
    projectId: 'p1',
    type,
    title: type,
    status,
    version,
    generator: 'builtin',
    error: null,
    progress: 0,
    currentSection: null,
    generatedAt: null,
    createdAt: '2026-01-05T00:00:00Z',
    updatedAt: '2026-01-05T00:00:00Z',
    live: '',
    startedAt: null,
  };
}
