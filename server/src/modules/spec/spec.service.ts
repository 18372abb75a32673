import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors/index.js';
import { findProjectFor } from '../projects/project-access.js';
import { itemKindNames, type ItemKind, type SpecGraph } from './graph.js';
import { loadGraph } from './spec.store.js';
import { traceabilityOf, type Traceability } from './traceability.js';

/** What the spec API answers: the graph of one of the caller's projects, possibly empty. */
export interface ProjectSpec {
  projectId: string;
  graph: SpecGraph;
}

/** The graph of one of the caller's projects (PROJECT_NOT_FOUND for a missing or another user's project). */
export async function ownedGraph(ctx: ServiceContext, projectId: unknown): Promise<ProjectSpec> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  const generator = (await ctx.deps.spec.graphGenerator(ctx.em, project.id)) ?? 'builtin';
  const graph = (await loadGraph(ctx.em, project.id, generator)) ?? { items: [], generator };
  return { projectId: project.id, graph };
}

/** The project's spec graph; `kind` narrows it to one kind of item. */
export async function getSpecGraph(ctx: ServiceContext, projectId: unknown, kind?: unknown): Promise<ProjectSpec> {
  if (kind !== undefined && kind !== null && !itemKindNames.includes(kind as ItemKind)) {
    throw new AppError('VALIDATION_FAILED', `kind must be one of ${itemKindNames.join(', ')}`);
  }
  const spec = await ownedGraph(ctx, projectId);
  if (!kind) return spec;
  return { ...spec, graph: { ...spec.graph, items: spec.graph.items.filter((i) => i.kind === kind) } };
}

export async function getTraceability(ctx: ServiceContext, projectId: unknown): Promise<Traceability & { projectId: string }> {
  const spec = await ownedGraph(ctx, projectId);
  return { projectId: spec.projectId, ...traceabilityOf(spec.graph) };
}
