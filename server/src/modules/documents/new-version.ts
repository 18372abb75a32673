import type { EntityManager } from '@mikro-orm/postgresql';

/** A document's new version, as told to whoever must react to it. */
export interface NewVersion {
  document: { id: string; type: string; title: string; project: { id: string; name: string; user: { id: string } } };
  /** The version whose decisions the new one voids. */
  previousVersion: number;
  version: number;
  /** Who made the new version (not told about their own change); null for a generation job. */
  actorId: string | null;
}

/**
 * What else happens when a person saves a new version of a document: approvals are kept per
 * version, so the teams module resets them and tells the approvers. Teams builds on documents,
 * so documents may not import it: the composition root (services.ts) wires teams' hook in.
 * Runs inside the caller's transaction and answers what to do once it has committed (send the
 * mails: a rolled-back version must not mail anyone).
 */
export type NewVersionHook = (tx: EntityManager, change: NewVersion) => Promise<() => void>;

declare module '../../core/context.js' {
  interface ServiceDeps {
    /** Called by the document edit service for each saved version (new-version.ts). */
    onNewDocumentVersion: NewVersionHook;
  }
}
