import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors/index.js';
import { Document } from '../documents/document.entity.js';
import { composerBrief, loadBriefInput } from '../brief/brief-source.js';
import { buildSpecGraph, type ComposerBrief } from '../generation/composer/index.js';
import type { Project } from '../projects/project.entity.js';
import { findOwnedProject } from '../projects/project.service.js';
import { loadGraph } from '../spec/spec.store.js';
import { analyze, type AnalysisReport } from './analyzer.js';
import { QualityScore } from './quality-score.entity.js';

export interface ProjectAnalysis extends AnalysisReport {
  projectId: string;
  /** Earlier scores, oldest first, one per change of what was analyzed (the last is this one). */
  history: { score: number; dimensions: AnalysisReport['dimensions']; createdAt: Date }[];
}

/** A brief analyzed on its own: its graph is the built-in composer's, dated on a fixed day so the report never depends on the clock. */
export function analyzeBrief(brief: ComposerBrief, documents: { type: string; title: string; content: string }[] = [], graph = buildSpecGraph(brief)): AnalysisReport {
  return analyze({ brief, graph, documents });
}

export async function analyzeProject(em: EntityManager, project: Project): Promise<AnalysisReport> {
  const brief = composerBrief(await loadBriefInput(em, project), project.createdAt);
  const graph = await loadGraph(em, project.id);
  const docs = (await em.find(Document, { project: project.id, version: { $gt: 0 } })).filter((d) => d.status !== 'queued' && d.status !== 'generating');
  const documents = docs.sort((a, b) => (a.type < b.type ? -1 : 1)).map((d) => ({ type: d.type, title: d.title, content: d.content }));
  return analyzeBrief(brief, documents, graph ?? undefined);
}

/** The project's analysis; a changed input adds a point to the score's history. */
export async function projectAnalysis(ctx: ServiceContext, projectId: unknown): Promise<ProjectAnalysis> {
  const project = await findOwnedProject(ctx.em, authorize(ctx, 'read'), projectId);
  const report = await analyzeProject(ctx.em, project);
  const basis = createHash('sha256').update(JSON.stringify(report)).digest('hex');
  const last = await ctx.em.findOne(QualityScore, { project: project.id }, { orderBy: { createdAt: 'desc' } });
  if (last?.basis !== basis) {
    ctx.em.create(QualityScore, { project: project.id, score: report.score, dimensions: report.dimensions, basis });
    await ctx.em.flush();
  }
  const history = (await ctx.em.find(QualityScore, { project: project.id }, { orderBy: { createdAt: 'desc' }, limit: 30 })).reverse();
  return { projectId: project.id, ...report, history: history.map((h) => ({ score: h.score, dimensions: h.dimensions, createdAt: h.createdAt })) };
}

/** The project's report without touching its history: for readers that must not write (an agent's read token). */
export async function projectQualityReport(ctx: ServiceContext, projectId: unknown): Promise<AnalysisReport & { projectId: string }> {
  const project = await findOwnedProject(ctx.em, authorize(ctx, 'read'), projectId);
  return { projectId: project.id, ...(await analyzeProject(ctx.em, project)) };
}

/** A wizard draft, before the project exists: its own score and findings. */
export function draftAnalysis(ctx: ServiceContext, draft: unknown): AnalysisReport {
  authorize(ctx, 'read');
  if (!draft || typeof draft !== 'object' || Array.isArray(draft)) throw new AppError('VALIDATION_FAILED', 'The brief must be an object of wizard fields.');
  const text = JSON.stringify(draft);
  if (text.length > 200_000) throw new AppError('PAYLOAD_TOO_LARGE', 'The brief is too large to analyze.');
  return analyzeBrief(composerBrief(draft as Record<string, unknown>, new Date('2026-01-05T00:00:00Z')));
}
