import type { SpecGraph } from '../../spec/graph.js';
import type { ComposerBrief } from './brief.js';

export const documentTypes = [
  'prd',
  'implementation_plan',
  'feature_breakdown',
  'user_flows',
  'technical_architecture',
  'roadmap',
] as const;
export type DocumentType = (typeof documentTypes)[number];

/** Which earlier documents each type is built from (the generation sequence: PRD, plan, then the other four). */
export const prerequisites: Record<DocumentType, DocumentType[]> = {
  prd: [],
  implementation_plan: ['prd'],
  feature_breakdown: ['prd', 'implementation_plan'],
  user_flows: ['prd', 'implementation_plan'],
  technical_architecture: ['prd', 'implementation_plan'],
  roadmap: ['prd', 'implementation_plan'],
};

/** One section as produced: Markdown body plus the machine-readable facts behind it. */
export interface ComposedSection {
  id: string;
  title: string;
  markdown: string;
  data?: Record<string, unknown>;
}

/** A section in a document's structured form: stable id, title and its facts. */
export type StructuredSection = { id: string; title: string } & Record<string, unknown>;

export interface ComposedDocument<S extends { sections: StructuredSection[] } = { sections: StructuredSection[] }> {
  type: DocumentType;
  title: string;
  markdown: string;
  structured: S & { generator: 'builtin'; composedWithoutModel: true };
  /** The spec graph the document was rendered from. */
  graph: SpecGraph;
}

export type Complexity = 'S' | 'M' | 'L';

export interface AcceptanceCriterion {
  /** AC-n.m from the spec graph (the matrix links to it); absent in a model's own PRD. */
  id?: string;
  given: string;
  when: string;
  then: string;
  /** A capability-catalogue suggestion nobody has confirmed yet: the PRD marks it. */
  suggested?: boolean;
}

export interface Persona {
  id: string;
  name: string;
  goals: string[];
}

export interface Journey {
  id: string;
  title: string;
  source: string;
  persona: string;
  steps: string[];
  frIds: string[];
}

export interface FunctionalRequirement {
  id: string;
  title: string;
  priority: 'Must' | 'Should';
  description: string;
  category: string;
  acceptanceCriteria: AcceptanceCriterion[];
  journeyIds: string[];
}

export interface SuccessMetric {
  id: string;
  name: string;
  proposed: boolean;
  target: string;
  frIds: string[];
}

export interface NonFunctionalRequirement {
  id: string;
  category: string;
  statement: string;
}

export interface Risk {
  id: string;
  risk: string;
  mitigation: string;
}

export interface PrdStructured {
  sections: StructuredSection[];
  personas: Persona[];
  journeys: Journey[];
  requirements: FunctionalRequirement[];
  metrics: SuccessMetric[];
  nfrs: NonFunctionalRequirement[];
  risks: Risk[];
  nonGoals: string[];
}

export interface Recommendation {
  area: string;
  choice: string;
  rationale: string;
  alternatives: string[];
  source: 'user' | 'recommended';
}

export interface DataEntity {
  name: string;
  fields: string[];
  relations: string[];
  frIds: string[];
}

export interface PlanTask {
  id: string;
  title: string;
  frIds: string[];
  complexity: Complexity;
  estimateDays: number;
  dependsOn: string[];
  /** The check that closes the task ("AC-1.1 and AC-1.2 pass as automated tests in CI …"). */
  doneWhen?: string;
}

export interface PlanPhase {
  id: string;
  name: string;
  goal: string;
  weight: number;
  tasks: PlanTask[];
}

export interface PlanStructured {
  sections: StructuredSection[];
  stack: Recommendation[];
  integrations: Recommendation[];
  security: Recommendation[];
  constraints: Recommendation[];
  entities: DataEntity[];
  phases: PlanPhase[];
  teamSize: number;
}

export interface RoadmapTask {
  id: string;
  title: string;
  phaseId: string;
  frIds: string[];
  dependsOn: string[];
  estimateDays: number;
  start: string;
  end: string;
  /** On the critical path: a delay here moves the launch date. */
  critical: boolean;
}

export interface RoadmapPhase {
  id: string;
  name: string;
  start: string;
  end: string;
  taskIds: string[];
  milestone: { id: string; name: string; date: string };
}

export interface RoadmapStructured {
  sections: StructuredSection[];
  window: { timeline: string; start: string; end: string; days: number; assumed: boolean };
  phases: RoadmapPhase[];
  tasks: RoadmapTask[];
  /** The team the schedule was planned for; `teamSizeAssumed` when it is the scope's default. */
  capacity: { teamSize: number; teamSizeAssumed: boolean; overrunDays: number; finish: string };
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
