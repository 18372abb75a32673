import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors/index.js';
import { Document } from '../documents/document.entity.js';
import { composerBrief, loadBriefInput } from '../brief/brief-source.js';
import { assertBriefSize } from '../wizard/brief-limits.js';
import { offloadAnalysis, offloadDraft } from './quality-offload.js';
import type { Project } from '../projects/project.entity.js';
import { findProjectFor } from '../projects/project-access.js';
import { loadGraph } from '../spec/spec.store.js';
import type { AnalysisReport } from './analyzer.js';
import type { ClarifyingQuestion } from './questions.js';
import type { AnalysisInput } from './rule.js';
import type { SpecGraph } from '../spec/graph.js';
import { hasTestRuns, verificationFor } from '../evidence/evidence.service.js';
import { QualityScore } from './quality-score.entity.js';
import { approvalSummaries, type ApprovalSummary } from '../teams/approval.service.js';

export interface ProjectAnalysis extends AnalysisReport {
  projectId: string;
  /** Earlier scores, oldest first, one per change of what was analyzed (the last is this one). */
  history: { score: number; dimensions: AnalysisReport['dimensions']; createdAt: Date }[];
  /** Who approved each document's current version (not part of the score or its history). */
  approvals: ApprovalSummary[];
}

/** The project's report, computed in the offload pool (the analyzer and composer never run on the event loop). */
export async function analyzeProject(em: EntityManager, project: Project): Promise<AnalysisReport> {
  const brief = composerBrief(await loadBriefInput(em, project), project.createdAt);
  const graph = await loadGraph(em, project.id);
  const docs = (await em.find(Document, { project: project.id, version: { $gt: 0 } })).filter((d) => d.status !== 'queued' && d.status !== 'generating');
  const documents = docs.sort((a, b) => (a.type < b.type ? -1 : 1)).map((d) => ({ type: d.type, title: d.title, content: d.content }));
  return offloadAnalysis({ brief, graph, documents, evidence: graph ? await evidenceOf(em, project.id, graph) : null });
}

/** Each active criterion's verification, once the project has test results (else null). */
async function evidenceOf(em: EntityManager, projectId: string, graph: SpecGraph): Promise<AnalysisInput['evidence']> {
  if (!(await hasTestRuns(em, projectId))) return null;
  const { report } = await verificationFor(em, projectId, graph);
  return { statusOf: Object.fromEntries(report.criteria.filter((c) => !c.retired).map((c) => [c.id, c.status])) };
}

/** The project's analysis; a changed input adds a point to the score's history. */
export async function projectAnalysis(ctx: ServiceContext, projectId: unknown): Promise<ProjectAnalysis> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  const report = await analyzeProject(ctx.em, project);
  const basis = createHash('sha256').update(JSON.stringify(report)).digest('hex');
  const last = await ctx.em.findOne(QualityScore, { project: project.id }, { orderBy: { createdAt: 'desc' } });
  if (last?.basis !== basis) {
    ctx.em.create(QualityScore, { project: project.id, score: report.score, dimensions: report.dimensions, basis });
    await ctx.em.flush();
  }
  const history = (await ctx.em.find(QualityScore, { project: project.id }, { orderBy: { createdAt: 'desc' }, limit: 30 })).reverse();
  const approvals = await approvalSummaries(ctx.em, project.id);
  return { projectId: project.id, ...report, history: history.map((h) => ({ score: h.score, dimensions: h.dimensions, createdAt: h.createdAt })), approvals };
}

/** The project's report without touching its history: for readers that must not write (an agent's read token). */
export async function projectQualityReport(ctx: ServiceContext, projectId: unknown): Promise<AnalysisReport & { projectId: string }> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  return { projectId: project.id, ...(await analyzeProject(ctx.em, project)) };
}

/** The day a draft's roadmap starts on: fixed, so a draft's report never depends on the clock. */
const DRAFT_DAY = '2026-01-05';

/**
 * A wizard draft's JSON may be this long at most: room for the largest brief the field limits
 * allow (~260,000 characters with every answer at its limit), so any brief that can be saved can
 * be analyzed; anything longer is refused before a field is read.
 */
export const DRAFT_MAX_CHARS = 300_000;

/** A wizard draft, before the project exists: its own score and findings and its clarifying questions, from one analysis. */
export async function draftReview(ctx: ServiceContext, draft: unknown): Promise<{ report: AnalysisReport; questions: ClarifyingQuestion[] }> {
  authorize(ctx, 'read');
  return reviewDraft(draft);
}

/** draftReview past the caller check: the size checks and the offloaded review (the heavy-input bench measures this). */
export async function reviewDraft(draft: unknown): Promise<{ report: AnalysisReport; questions: ClarifyingQuestion[] }> {
  if (!draft || typeof draft !== 'object' || Array.isArray(draft)) throw new AppError('VALIDATION_FAILED', 'The brief must be an object of wizard fields.');
  const text = JSON.stringify(draft);
  if (text.length > DRAFT_MAX_CHARS) throw new AppError('PAYLOAD_TOO_LARGE', 'The brief is too large to analyze.');
  assertBriefSize(draft as Record<string, unknown>);
  return offloadDraft(draft as Record<string, unknown>, DRAFT_DAY);
}

/** A wizard draft's score and findings. */
export async function draftAnalysis(ctx: ServiceContext, draft: unknown): Promise<AnalysisReport> {
  return (await draftReview(ctx, draft)).report;
}
