import type { SpecGraph } from '../../spec/graph.js';
import type { ComposerBrief } from './brief.js';
import type { DocumentType } from '@specforge/contracts/document-chain';
import type { PlanStructured, PrdStructured, StructuredSection } from '@specforge/contracts/document-structured';

/** The document chain and the structured data of each type are shared contracts (packages/contracts). */
export { DOCUMENT_TYPES as documentTypes, PREREQUISITES as prerequisites, type DocumentType } from '@specforge/contracts/document-chain';
export type {
  AcceptanceCriterion,
  Complexity,
  DataEntity,
  FunctionalRequirement,
  Journey,
  NonFunctionalRequirement,
  Persona,
  PlanPhase,
  PlanStructured,
  PlanTask,
  PrdStructured,
  Recommendation,
  Risk,
  StructuredSection,
  SuccessMetric,
} from '@specforge/contracts/document-structured';
export type { RoadmapPhase, RoadmapStructured, RoadmapTask } from '@specforge/contracts/roadmap';

/** One section as produced: Markdown body plus the machine-readable facts behind it. */
export interface ComposedSection {
  id: string;
  title: string;
  markdown: string;
  data?: Record<string, unknown>;
}

export interface ComposedDocument<S extends { sections: StructuredSection[] } = { sections: StructuredSection[] }> {
  type: DocumentType;
  title: string;
  markdown: string;
  structured: S & { generator: 'builtin'; composedWithoutModel: true };
  /** The spec graph the document was rendered from. */
  graph: SpecGraph;
}

export interface PriorDocuments {
  prd?: PrdStructured;
  implementation_plan?: PlanStructured;
  /** The graph to render from (the project's stored one, or an LLM's for its PRD); without it the built-in composer builds one from the brief. */
  graph?: SpecGraph;
  /**
   * For a PRD built afresh: matches the new graph to the project's stored one, so every item
   * keeps its id (spec/reconcile.ts). Without it, ids follow the brief's order.
   */
  reconcile?: (fresh: SpecGraph) => SpecGraph;
}

export type { ComposerBrief };
