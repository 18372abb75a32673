import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors/index.js';
import { offload } from '../../core/cpu/offload.js';
import type { ComposerBrief, Understanding } from '../generation/composer/index.js';
import { findProjectFor } from '../projects/project-access.js';
import { assertBriefSize } from '../wizard/brief-limits.js';
import { composerBrief, loadBriefInput } from './brief-source.js';

export interface BriefUnderstanding extends Understanding {
  /** The project read, or null for a wizard draft. */
  projectId: string | null;
}

/**
 * A draft's JSON may be this long at most: room for the largest brief the field limits allow
 * (the same bound as the draft analysis), refused before a field is read.
 */
export const UNDERSTANDING_MAX_CHARS = 300_000;

/** What the built-in composer understands of a brief (composer/understanding.ts), in the offload pool (server/src/offload.worker.ts). */
function offloadUnderstanding(brief: ComposerBrief): Promise<Understanding> {
  return offload('understand', { brief });
}

/**
 * "Here is what I understood" for a project's saved brief: what generation would take it to say
 * (computed in the offload pool, as the composer never runs on the event loop). The roadmap is
 * dated from today, as a generation now would be.
 */
export async function briefUnderstanding(ctx: ServiceContext, projectId: unknown): Promise<BriefUnderstanding> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  const brief = composerBrief(await loadBriefInput(ctx.em, project));
  return { projectId: project.id, ...(await offloadUnderstanding(brief)) };
}

/** The same for a wizard draft (the brief before the project exists, or unsaved edits); stores nothing. */
export async function draftUnderstanding(ctx: ServiceContext, draft: unknown): Promise<BriefUnderstanding> {
  authorize(ctx, 'read');
  if (!draft || typeof draft !== 'object' || Array.isArray(draft)) throw new AppError('VALIDATION_FAILED', 'The brief must be an object of wizard fields.');
  if (JSON.stringify(draft).length > UNDERSTANDING_MAX_CHARS) throw new AppError('PAYLOAD_TOO_LARGE', 'The brief is too large to read back.');
  assertBriefSize(draft as Record<string, unknown>);
  return { projectId: null, ...(await offloadUnderstanding(composerBrief(draft as Record<string, unknown>))) };
}
