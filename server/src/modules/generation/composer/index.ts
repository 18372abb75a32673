import { assemble, type DocumentDraft } from './assemble.js';
import { AI_RECOMMEND, type ComposerBrief } from './brief.js';
import { draftFeatureBreakdown, type FeatureItem } from './renderer/feature-breakdown.js';
import { draftPlan } from './renderer/plan.js';
import { draftPrd } from './renderer/prd.js';
import { draftRoadmap } from './renderer/roadmap.js';
import { type Component, draftTechnicalArchitecture } from './renderer/technical-architecture.js';
import { type ComposedDocument, type ComposedSection, type DocumentType, type PlanStructured, type PrdStructured, prerequisites, type PriorDocuments, type RoadmapStructured, type StructuredSection } from './types.js';
import { draftUserFlows, type Flow } from './renderer/user-flows.js';
import type { SpecGraph } from '../../spec/graph.js';
import { buildSpecGraph } from './planner/build-graph.js';
import { planView, prdView } from './renderer/graph-views.js';

export * from './brief.js';
export { briefFacts } from './reader/brief-facts.js';
export * from './feature-details.js';
export * from './reader/integration-uses.js';
export * from './renderer/understanding.js';
export { textLines } from './text.js';
export { headingText, tidyMarkdown } from './renderer/markdown-tidy.js';
export { manyOf, oneOf } from './reader/language.js';
export { sharedWords } from './planner/item.js';
export { metricMoves } from './planner/build-quality.js';
export { integrationUsers } from './planner/build-tech.js';
export { personaAliases, personaName, singularWords } from './reader/personas.js';
export { matchCapabilities } from './catalogue/match.js';
export { namesCapability, pickCriteria } from './planner/pattern-criteria.js';
export { priorityAt } from './planner/build-requirements.js';
export { buildPersonas } from './planner/build-people.js';
export { journeyPersona } from './planner/journey-links.js';
export { effortFloor, effortFloorDays, reviewedPlatforms } from './catalogue/effort-floor.js';
export * from './types.js';
export { buildSpecContent, buildSpecGraph, planSpecGraph, type SpecContent } from './planner/build-graph.js';
export { scheduleTasks } from './planner/schedule.js';
export type { Component, FeatureItem, Flow };

/** The structured form each document type produces. */
export interface StructuredByType {
  prd: PrdStructured;
  implementation_plan: PlanStructured;
  feature_breakdown: { sections: StructuredSection[]; features: FeatureItem[] };
  user_flows: { sections: StructuredSection[]; flows: Flow[] };
  technical_architecture: {
    sections: StructuredSection[];
    components: Component[];
    diagrams: { components: string; sequence: string; data: string };
  };
  roadmap: RoadmapStructured;
}

/** Thrown when a document is composed before the documents it is built from (the generation sequence: PRD, plan, then the other four). */
export class ComposerPrerequisiteError extends Error {
  constructor(
    readonly type: DocumentType,
    readonly missing: DocumentType[],
  ) {
    super(`${type} needs ${missing.join(' and ')} first`);
    this.name = 'ComposerPrerequisiteError';
  }
}

export function missingPrerequisites(type: DocumentType, prior: PriorDocuments): DocumentType[] {
  return prerequisites[type].filter((p) => !(p === 'prd' ? prior.prd : prior.implementation_plan));
}

/**
 * The last guard for the wizard's `[AI_RECOMMEND]` marker: the brief already drops stray ones
 * (brief.ts) and every composer resolves a lone one into recommendations, so this only catches
 * a rule that prints a raw answer. No document ever shows the marker.
 */
function withoutMarker(d: DocumentDraft<object>): DocumentDraft<object> {
  const clean = (text: string) => (text.includes(AI_RECOMMEND) ? text.split(AI_RECOMMEND).join('(to be recommended)') : text);
  return { ...d, title: clean(d.title), sections: d.sections.map((s) => ({ ...s, title: clean(s.title), markdown: clean(s.markdown) })) };
}

function draft(type: DocumentType, brief: ComposerBrief, prior: PriorDocuments, graph: SpecGraph): DocumentDraft<object> {
  return withoutMarker(draftOf(type, brief, prior, graph));
}

/**
 * The graph a document renders from: the one given (later documents get the project's stored
 * graph; an LLM generator hands the PRD the graph its model wrote), else the built-in composer's
 * graph of the brief. The runner gives the PRD none, so a PRD defines the ids afresh.
 */
export function graphFor(_type: DocumentType, brief: ComposerBrief, prior: PriorDocuments): SpecGraph {
  if (prior.graph) return prior.graph;
  const fresh = buildSpecGraph(brief);
  return prior.reconcile ? prior.reconcile(fresh) : fresh;
}

function draftOf(type: DocumentType, brief: ComposerBrief, prior: PriorDocuments, graph: SpecGraph): DocumentDraft<object> {
  const missing = missingPrerequisites(type, prior);
  if (missing.length) throw new ComposerPrerequisiteError(type, missing);
  if (type === 'prd') return draftPrd(brief, graph);
  const prd = { ...prdView(graph, brief), sections: [] };
  if (type === 'implementation_plan') return draftPlan(brief, prd, graph);
  const plan = { ...planView(graph, brief), sections: [] };
  switch (type) {
    case 'feature_breakdown':
      return draftFeatureBreakdown(brief, prd, plan, graph);
    case 'user_flows':
      return draftUserFlows(brief, prd, plan);
    case 'technical_architecture':
      return draftTechnicalArchitecture(brief, prd, plan);
    case 'roadmap':
      return draftRoadmap(brief, prd, plan, graph);
  }
}

/** Title and sections in document order, for a runner that reports progress per section. */
export function composeSections(type: DocumentType, brief: ComposerBrief, prior: PriorDocuments = {}): { title: string; sections: ComposedSection[]; graph: SpecGraph } {
  const graph = graphFor(type, brief, prior);
  const d = draft(type, brief, prior, graph);
  return { title: d.title, sections: d.sections, graph };
}

/** The same sections as an async stream; yields to the event loop between sections. */
export async function* streamSections(type: DocumentType, brief: ComposerBrief, prior: PriorDocuments = {}): AsyncGenerator<{ index: number; total: number; section: ComposedSection }> {
  const { sections } = composeSections(type, brief, prior);
  for (const [index, section] of sections.entries()) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    yield { index, total: sections.length, section };
  }
}

export function composeDocument<T extends DocumentType>(type: T, brief: ComposerBrief, prior: PriorDocuments = {}): ComposedDocument<StructuredByType[T]> {
  const graph = graphFor(type, brief, prior);
  // draftOf's switch picks the draft of `type`, but TypeScript cannot carry the generic T through a
  // switch on its value, so the per-type result is asserted here, once (composer tests check each type).
  return { ...assemble(type, draft(type, brief, prior, graph)), graph } as unknown as ComposedDocument<StructuredByType[T]>;
}

/** The whole chain in order: PRD → plan → the other four, each fed the earlier structured output. */
export function composeAll(brief: ComposerBrief, graph?: SpecGraph): { [K in DocumentType]: ComposedDocument<StructuredByType[K]> } {
  const prd = composeDocument('prd', brief, graph ? { graph } : {});
  const plan = composeDocument('implementation_plan', brief, { prd: prd.structured, graph: prd.graph });
  const prior: PriorDocuments = { prd: prd.structured, implementation_plan: plan.structured, graph: prd.graph };
  return {
    prd,
    implementation_plan: plan,
    feature_breakdown: composeDocument('feature_breakdown', brief, prior),
    user_flows: composeDocument('user_flows', brief, prior),
    technical_architecture: composeDocument('technical_architecture', brief, prior),
    roadmap: composeDocument('roadmap', brief, prior),
  };
}
