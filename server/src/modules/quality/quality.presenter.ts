import type { AnalysisReport } from './analyzer.js';
import type { ProjectAnalysis } from './analysis.service.js';

/**
 * REST: the contract ({score, dimensions, findings:[{rule, severity, itemId, …}]}) unchanged, with the
 * verdicts beside the dimensions (the dimensions stay numbers for clients that read them), plus the history.
 */
export function presentAnalysis(r: AnalysisReport | ProjectAnalysis) {
  return {
    ...('projectId' in r ? { project_id: r.projectId } : {}),
    score: r.score,
    dimensions: r.dimensions,
    verdicts: r.verdicts,
    ready: r.ready,
    headline: r.headline,
    findings: r.findings.map((f) => ({ rule: f.rule, severity: f.severity, dimension: f.dimension, itemId: f.itemId, document: f.document, section: f.section, message: f.message, suggestion: f.suggestion })),
    ...('history' in r ? { history: r.history.map((h) => ({ score: h.score, dimensions: h.dimensions, created_at: h.createdAt.toISOString() })) } : {}),
    ...('approvals' in r ? { approvals: r.approvals.map((a) => ({ document_id: a.documentId, document_type: a.documentType, version: a.version, approved_by: a.approvedBy, changes_requested_by: a.changesRequestedBy })) } : {}),
  };
}

export function analysisGraphql(r: AnalysisReport | ProjectAnalysis) {
  return {
    projectId: 'projectId' in r ? r.projectId : null,
    score: r.score,
    dimensions: r.dimensions,
    verdicts: r.verdicts,
    ready: r.ready,
    headline: r.headline,
    findings: r.findings,
    history: 'history' in r ? r.history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })) : [],
    approvals: 'approvals' in r ? r.approvals : [],
  };
}
