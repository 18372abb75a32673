import type { Logger } from '../../core/logger.js';
import { authorize } from '../../core/auth/policy.js';
import { AppError } from '../../core/errors/index.js';
import type { Document } from '../documents/document.entity.js';
import { isActive } from '../documents/document-rules.js';
import type { ServiceContext } from '../../core/context.js';
import { generateDocument, getDocument } from '../documents/document.service.js';
import { advanceChain } from '../documents/document-chain.js';
import { publishGenerationEvent } from './generation-events.js';
import { settleFailed } from './generation-runner.js';

export const CANCELLED_MESSAGE = 'The generation was cancelled.';

/**
 * Cancels the caller's queued or generating document. The row changes first (conditional, so a
 * generation finishing at the same moment wins or loses cleanly: GENERATION_NOT_ACTIVE); the
 * instance running the job learns of it through the NOTIFY event and aborts the provider
 * request, and its writes are conditional on still owning the document. Documents of the chain
 * waiting for this one are cancelled with the reason (chain.ts).
 */
export async function cancelGeneration(ctx: ServiceContext & { logger: Logger }, id: unknown): Promise<Document> {
  authorize(ctx, 'write');
  const doc = await getDocument(ctx, id, 'editor');
  const cancelled = await ctx.em.transactional(async (tx) => {
    // The chain's lock: a chain step being claimed right now sees the cancel, or is cancelled by it.
    await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`document-chain:${doc.project.id}`]);
    return settleFailed(tx, doc, null, 'cancelled', CANCELLED_MESSAGE);
  });
  if (!cancelled) throw new AppError('GENERATION_NOT_ACTIVE');
  await ctx.em.refresh(doc);
  await publishGenerationEvent(ctx.em, ctx.logger, {
    project_id: doc.project.id,
    document_id: doc.id,
    type: doc.type,
    status: doc.status,
    section: null,
    delta: '',
    percent: doc.progress,
    version: doc.version,
    error: doc.error ?? null,
  });
  await ctx.deps.queue.send(await advanceChain(ctx.em.fork(), doc.project.id));
  return doc;
}

/** Generates a failed or cancelled document again (a new attempt of the same type, same rules). */
export async function retryGeneration(ctx: ServiceContext, id: unknown): Promise<Document> {
  authorize(ctx, 'write');
  const doc = await getDocument(ctx, id, 'editor');
  if (isActive(doc.status)) throw new AppError('GENERATION_IN_PROGRESS');
  if (doc.status !== 'failed' && doc.status !== 'cancelled') throw new AppError('GENERATION_NOT_RETRYABLE');
  return generateDocument(ctx, doc.project.id, doc.type);
}

/** The REST `message` of the two actions. */
export const GENERATION_CONTROL_MESSAGES = {
  cancelled: 'Document generation cancelled',
  retried: 'Document generation started',
} as const;
