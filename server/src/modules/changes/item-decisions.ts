import { AppError } from '../../core/errors/index.js';
import type { Hunk } from './patch.js';

export type Decision = 'accept' | 'reject';
export interface HunkDecision {
  hunkId: string;
  decision: Decision;
  text?: string | null;
}
export interface ItemDecision {
  itemId: string;
  decision: Decision;
}

/**
 * Decisions per item become decisions per section: accepting (or rejecting) FR-5 decides every
 * pending section, in every document, that the item reaches. A section decided by its own hunk
 * id keeps that decision; a section two item decisions disagree on must be decided by hunk.
 * Only items the update adds, retires or changes can be decided. Linear in hunks × their items.
 */
export function expandItemDecisions(hunks: Hunk[], changedItems: ReadonlySet<string>, byHunk: HunkDecision[], byItem: ItemDecision[]): HunkDecision[] {
  const explicit = new Map(byHunk.map((d) => [d.hunkId, d]));
  const fromItems = new Map<string, { decision: Decision; itemId: string }>();
  const reach = new Map<string, Hunk[]>();
  for (const h of hunks) for (const id of h.items) reach.set(id, [...(reach.get(id) ?? []), h]);
  for (const { itemId: raw, decision } of byItem) {
    const itemId = raw.trim().toUpperCase();
    const reached = reach.get(itemId) ?? [];
    if (!changedItems.has(itemId) || reached.length === 0) {
      throw new AppError('VALIDATION_FAILED', `${itemId} is not changed by this update: the items it changes are ${[...changedItems].join(', ') || 'none'}.`);
    }
    const pending = reached.filter((h) => h.status === 'pending');
    if (pending.length === 0) throw new AppError('VALIDATION_FAILED', `Every section ${itemId} reaches was already decided.`);
    for (const h of pending) {
      if (explicit.has(h.id)) continue;
      const other = fromItems.get(h.id);
      if (other && other.decision !== decision) {
        throw new AppError('VALIDATION_FAILED', `The section "${h.sectionTitle}" (${h.id}) carries both ${other.itemId} (${other.decision}) and ${itemId} (${decision}): decide that section by its hunk id.`);
      }
      fromItems.set(h.id, { decision, itemId });
    }
  }
  return [...byHunk, ...[...fromItems].map(([hunkId, { decision }]) => ({ hunkId, decision }))];
}
