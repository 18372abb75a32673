import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Document } from '../documents/document.entity.js';
import { advanceChain, type Claim } from '../documents/document-chain.js';

const LIVE_JOB_STATES = new Set(['created', 'retry', 'active']);

export interface RecoveryDeps {
  /** The queue state of a job, or null when the job does not exist (any more). */
  jobState(jobId: string): Promise<string | null>;
  send(claims: Claim[]): Promise<void>;
}

/**
 * Documents left `queued` or `generating` without a live job (the job was lost before it was
 * sent, or failed for good after its process died) get a fresh job; waiting chains whose inputs
 * are ready move on. Each re-queue changes the document's job id, so an old job that comes back
 * later is ignored by the runner.
 */
export async function recoverDocuments(em: EntityManager, deps: RecoveryDeps): Promise<Claim[]> {
  const active = await em.find(Document, { status: { $in: ['queued', 'generating'] } });
  const claims: Claim[] = [];
  const waitingProjects = new Set<string>();
  for (const doc of active) {
    if (!doc.jobId) {
      waitingProjects.add(doc.project.id);
      continue;
    }
    const state = await deps.jobState(doc.jobId);
    if (state && LIVE_JOB_STATES.has(state)) continue;
    const jobId = randomUUID();
    // Conditional on the job id seen, so two instances recovering at once re-queue it once.
    const updated = await em.nativeUpdate(Document, { id: doc.id, jobId: doc.jobId, status: { $in: ['queued', 'generating'] } }, { status: 'queued', jobId, progress: 0, currentSection: null });
    if (updated) claims.push({ documentId: doc.id, jobId });
  }
  for (const projectId of waitingProjects) claims.push(...(await advanceChain(em.fork(), projectId)));
  await deps.send(claims);
  return claims;
}
