import type { EntityManager } from '@mikro-orm/postgresql';
import type { SpecItem } from './graph.js';

/**
 * What the spec module asks of modules that depend on it (documents, evidence, and through documents teams). Both build on
 * the graph, so spec may not import them: the composition root (services.ts) wires their
 * functions in, and spec stays below them in the module graph.
 */
export interface SpecPorts {
  /** What produced the project's graph: its PRD's generator (the PRD defines the graph); null before any PRD. */
  graphGenerator(em: EntityManager, projectId: string): Promise<string | null>;
  /**
   * Refuses (409 EVIDENCE_MISSING) a task becoming done while criteria of the requirements it
   * builds are not verified, unless an override note is given.
   */
  assertEvidence(em: EntityManager, projectId: string, taskId: string, override: string | null): Promise<void>;
  /**
   * Brings the PRD's lines for these criteria in line with their state (confirmed, edited, a
   * suggestion again) inside the caller's transaction; answers what to do once it has committed.
   */
  recordCriterionLines(tx: EntityManager, projectId: string, criteria: SpecItem[], userId: string): Promise<() => void>;
}

declare module '../../core/context.js' {
  interface ServiceDeps {
    /** The documents and evidence functions the spec services call (spec-ports.ts). */
    spec: SpecPorts;
  }
}
