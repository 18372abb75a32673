import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors/index.js';
import { loadEvidenceGraph } from './evidence-graph.js';
import { verificationFor } from './evidence.service.js';

/** The criteria listed by name in the refusal; the rest are counted. */
const NAMED = 12;

/**
 * Refuses (409 EVIDENCE_MISSING, naming them) to let a task be done while criteria of the
 * requirements it builds are not verified, unless an override note is given.
 */
export async function assertEvidence(em: EntityManager, projectId: string, taskId: string, override: string | null): Promise<void> {
  if (override) return;
  const { report } = await verificationFor(em, projectId, await loadEvidenceGraph(em, projectId));
  const task = report.tasks.find((t) => t.id === taskId);
  if (!task || task.total === task.verified) return;
  const statusOf = new Map(report.criteria.map((c) => [c.id, c.status]));
  const missing = task.criterionIds.filter((id) => statusOf.get(id) !== 'verified').map((id) => ({ id, status: statusOf.get(id)! }));
  const named = missing
    .slice(0, NAMED)
    .map((m) => `${m.id} (${m.status})`)
    .join(', ');
  const more = missing.length > NAMED ? ` and ${missing.length - NAMED} more` : '';
  const error = new AppError(
    'EVIDENCE_MISSING',
    `${taskId} cannot be marked done: ${named}${more} ${missing.length === 1 ? 'is' : 'are'} not verified by a passing test run. Send test results citing ${missing.length === 1 ? 'it' : 'them'}, or give an override_note.`,
  );
  error.extra = { missing };
  throw error;
}
