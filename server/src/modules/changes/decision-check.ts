import { DOCUMENT_LABELS } from '@specforge/contracts/document-chain';
import { AppError } from '../../core/errors/index.js';
import type { Hunk } from './patch.js';

/**
 * Checks a set of decisions before it is applied: an item the update adds, retires or changes
 * must come out the same in every section where its lines change. Accepting FR-5 in the
 * requirements and rejecting it in the overview would list an id that has no section; a renamed
 * title accepted in one place only, or task dates accepted in the plan and rejected in the
 * Gantt chart, would make the documents disagree. Pending sections are fine (the review goes
 * on); a rejected section edited by hand is the user's own text and never counts against them.
 * Throws DECISIONS_INCONSISTENT naming the item, the sections and the decision to add.
 */
export function checkDecisions(hunks: readonly Hunk[], changedItems: ReadonlySet<string>, decidedNow: ReadonlySet<string>): void {
  for (const id of [...changedItems].sort()) {
    const reach = hunks.filter((h) => h.items.includes(id) && changesIn(h, id));
    const accepted = reach.filter((h) => h.status === 'accepted');
    const rejected = reach.filter((h) => h.status === 'rejected' && !h.editedByHand);
    if (!accepted.length || !rejected.length) continue;
    const nowAccepted = accepted.filter((h) => decidedNow.has(h.id));
    const nowRejected = rejected.filter((h) => decidedNow.has(h.id));
    if (!nowAccepted.length && !nowRejected.length) continue;
    const add = nowRejected.length ? `accept ${list(nowRejected)} as well (or decide ${id} as an item)` : `reject ${list(nowAccepted)}, since ${list(rejected)} ${rejected.length > 1 ? 'were' : 'was'} already rejected`;
    throw new AppError('DECISIONS_INCONSISTENT', `${id} would be accepted in ${list(accepted)} but rejected in ${list(rejected)}, so the documents would contradict each other: ${add}.`);
  }
}

/** Whether the section's lines that name the item differ between its current and proposed text. */
export function changesIn(h: Pick<Hunk, 'before' | 'after'>, id: string): boolean {
  const mentions = new RegExp(`(?<![\\w.-])${id.replace('.', '\\.')}(?![\\w]|\\.\\d)`);
  const lines = (text: string) =>
    text
      .split('\n')
      .filter((l) => mentions.test(l))
      .join('\n');
  return lines(h.before) !== lines(h.after);
}

const label: Readonly<Record<string, string>> = DOCUMENT_LABELS;
const list = (hs: readonly Hunk[]) => hs.map((h) => `${h.id} (${label[h.documentType] ?? h.documentType} › ${h.sectionTitle})`).join(', ');
