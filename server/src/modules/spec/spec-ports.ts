import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What the spec module asks of modules that depend on it (documents, evidence). Both build on
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
}

declare module '../../core/context.js' {
  interface ServiceDeps {
    /** The documents and evidence functions the spec services call (spec-ports.ts). */
    spec: SpecPorts;
  }
}
