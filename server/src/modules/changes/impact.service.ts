import type { EntityManager } from '@mikro-orm/postgresql';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { Document } from '../documents/document.entity.js';
import { briefFingerprint, composerBrief, loadBriefInput } from '../brief/brief-source.js';
import { briefFacts, type ComposerBrief } from '../generation/composer/index.js';
import type { Project } from '../projects/project.entity.js';
import { findProjectFor } from '../projects/project-access.js';
import type { BriefFacts } from '../spec/brief-diff.js';
import type { SpecGraph } from '../spec/graph.js';
import { loadBasis, loadGraph } from '../spec/spec.store.js';
import { latestBases } from './baseline.js';
import { impactOf, type ImpactReport } from './impact.js';

const documentOrder = ['prd', 'implementation_plan', 'feature_breakdown', 'user_flows', 'technical_architecture', 'roadmap'];

/** Everything a change is measured against: the stored graph and brief, the brief now, the documents. */
export interface ProjectState {
  project: Project;
  graph: SpecGraph | null;
  basis: BriefFacts | null;
  brief: ComposerBrief;
  facts: BriefFacts;
  briefHash: string;
  documents: Document[];
  /** The text each document was last generated as (id → Markdown, baseline.ts), for the three-way view. */
  generated: Map<string, string>;
}

export async function loadState(em: EntityManager, project: Project): Promise<ProjectState> {
  const input = await loadBriefInput(em, project);
  const brief = composerBrief(input);
  const documents = (await em.find(Document, { project: project.id })).sort((a, b) => documentOrder.indexOf(a.type) - documentOrder.indexOf(b.type));
  const generated = await latestBases(
    em,
    documents.filter((d) => d.version > 0).map((d) => d.id),
  );
  return {
    project,
    graph: await loadGraph(em, project.id),
    basis: await loadBasis(em, project.id),
    brief,
    facts: briefFacts(brief),
    briefHash: briefFingerprint(input),
    documents,
    generated,
  };
}

/** The impact report of the brief as it is now against the spec as it was generated. */
export async function changeImpact(ctx: ServiceContext, projectId: unknown): Promise<ImpactReport & { projectId: string }> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  const state = await loadState(ctx.em, project);
  const report = impactOf({
    graph: state.graph,
    basis: state.basis,
    current: state.facts,
    documents: state.documents.filter((d) => d.version > 0).map((d) => ({ type: d.type, title: d.title, status: d.status, content: d.content, generated: state.generated.get(d.id) ?? null })),
    inFlight: state.documents.filter((d) => d.status === 'queued' || d.status === 'generating').map((d) => d.type),
  });
  return { projectId: project.id, ...report };
}
