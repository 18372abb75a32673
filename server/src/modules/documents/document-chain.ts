import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Document, documentTypes } from './document.entity.js';
import { documentLabels, isActive, isUsable, prerequisites } from './document-rules.js';

/** A document whose job is to be sent once the transaction that claimed it has committed. */
export interface Claim {
  documentId: string;
  jobId: string;
}

/**
 * Moves a project's chain on: every queued document without a job whose inputs are now usable
 * gets one (claimed here, sent by the caller after commit); one whose inputs failed or were
 * cancelled is cancelled with the reason, so no document waits forever. A per-project advisory
 * lock makes two finishing jobs (or two instances) claim each document once.
 */
export async function advanceChain(em: EntityManager, projectId: string): Promise<Claim[]> {
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`document-chain:${projectId}`]);
    // In chain order, so a cancel cascades in one pass (the plan is settled before what needs it).
    const docs = (await tx.find(Document, { project: projectId })).sort((a, b) => documentTypes.indexOf(a.type) - documentTypes.indexOf(b.type));
    const byType = new Map(docs.map((d) => [d.type, d]));
    const claims: Claim[] = [];
    for (const doc of docs) {
      if (doc.status !== 'queued' || doc.jobId) continue;
      const inputs = prerequisites[doc.type].map((t) => ({ type: t, doc: byType.get(t) }));
      if (inputs.every((i) => i.doc && isUsable(i.doc.status, i.doc.version))) {
        doc.jobId = randomUUID();
        claims.push({ documentId: doc.id, jobId: doc.jobId });
      } else if (!inputs.some((i) => isActive(i.doc?.status))) {
        const blocked = inputs.filter((i) => !i.doc || !isUsable(i.doc.status, i.doc.version)).map((i) => documentLabels[i.type]);
        doc.status = 'cancelled';
        doc.error = `Not generated: the ${blocked.join(' and ')} could not be generated. Retry it, then generate this document again.`;
      }
    }
    return claims;
  });
}
