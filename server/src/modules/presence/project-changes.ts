import { EventEmitter } from 'node:events';
import type { Logger } from '../../core/logger.js';

/** The channel the database triggers notify on (migration Migration20261127013000_presence). */
export const PROJECT_CHANGES_CHANNEL = 'specforge_project_changes';

export const projectChangeKinds = ['presence', 'members', 'comments', 'documents'] as const;
export type ProjectChangeKind = (typeof projectChangeKinds)[number];

/** Something of a project changed: ids only, whoever may see the project reads the rest. */
export interface ProjectChange {
  projectId: string;
  kind: ProjectChangeKind;
  /** The document that got a new version (kind `documents`). */
  documentId: string | null;
}

function parseChange(payload: string): ProjectChange | null {
  const raw = JSON.parse(payload) as Partial<ProjectChange>;
  if (typeof raw.projectId !== 'string' || !projectChangeKinds.includes(raw.kind as ProjectChangeKind)) return null;
  return { projectId: raw.projectId, kind: raw.kind as ProjectChangeKind, documentId: typeof raw.documentId === 'string' ? raw.documentId : null };
}

/**
 * One app's listeners for project changes, fed by its LISTEN connection (app.ts): the triggers
 * fire on whichever instance (or worker) wrote, every instance hears it.
 */
export class ProjectChanges {
  private readonly bus = new EventEmitter();

  constructor(private readonly logger: Logger) {
    this.bus.setMaxListeners(0);
  }

  /** Calls `listener` with each change of one project until the returned function is called. */
  on(projectId: string, listener: (change: ProjectChange) => void): () => void {
    this.bus.on(projectId, listener);
    return () => this.bus.off(projectId, listener);
  }

  /** Listeners of one project in this app (tests wait for a subscription to be in place). */
  listenerCount(projectId: string): number {
    return this.bus.listenerCount(projectId);
  }

  /** A NOTIFY payload from PROJECT_CHANGES_CHANNEL. */
  deliver(payload: string): void {
    let change: ProjectChange | null;
    try {
      change = parseChange(payload);
    } catch (err) {
      this.logger.warn({ err }, 'unreadable project change');
      return;
    }
    if (change) this.bus.emit(change.projectId, change);
  }
}
