import { z } from 'zod';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { getDocument } from '../documents/document.service.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Document } from '../documents/document.entity.js';
import { notify } from '../notifications/notification.service.js';
import { displayName, User } from '../users/user.entity.js';
import { approvalDecisions, DocumentApproval } from './approval.entity.js';

export const ApprovalSchema = z.object({
  version: z.number({ error: 'version must be the version number you reviewed' }).int().min(1),
  decision: z.enum(approvalDecisions, { error: "decision must be 'approve' or 'request_changes'" }),
  note: z.string().trim().max(2_000, 'note must be 2,000 characters or fewer').optional().default(''),
});

/** The decisions on the document's current version: a new version starts with none. */
export async function listApprovals(ctx: ServiceContext, documentId: unknown): Promise<{ document: Document; approvals: DocumentApproval[] }> {
  const document = await getDocument(ctx, documentId, 'viewer');
  const approvals = await ctx.em.find(DocumentApproval, { document: document.id, version: document.version }, { populate: ['user'], orderBy: { createdAt: 'asc' } });
  return { document, approvals };
}

/**
 * Approves the current version or asks for changes (reviewer and up). Deciding again replaces
 * the caller's decision on that version. A decision on an older version is refused: the text
 * changed since it was read.
 */
export async function decideApproval(ctx: ServiceContext, documentId: unknown, raw: unknown): Promise<{ document: Document; approvals: DocumentApproval[] }> {
  const caller = authorize(ctx, 'write');
  const document = await getDocument(ctx, documentId, 'reviewer');
  const input = parseInput(ApprovalSchema, raw);
  if (input.version !== document.version) throw new AppError('APPROVAL_VERSION_STALE');
  await ctx.em.transactional(async (tx) => {
    await tx.nativeDelete(DocumentApproval, { document: document.id, version: input.version, user: caller.id });
    tx.create(DocumentApproval, { document: document.id, version: input.version, user: caller.id, decision: input.decision, note: input.note });
    if (document.project.user.id !== caller.id) {
      const who = await tx.findOneOrFail(User, { id: caller.id });
      await notify(tx, document.project.user.id, {
        title: input.decision === 'approve' ? 'Document approved' : 'Changes requested',
        message: `${displayName(who)} ${input.decision === 'approve' ? 'approved' : 'asked for changes to'} version ${input.version} of "${document.title || document.type}".`,
        type: input.decision === 'approve' ? 'success' : 'warning',
        actionUrl: `/project/${document.project.id}/mission-control`,
        actionLabel: 'Open project',
      });
    }
  });
  return listApprovals(ctx, document.id);
}

export function presentApproval(a: DocumentApproval) {
  return { id: a.id, version: a.version, decision: a.decision, note: a.note, user: { id: a.user.id, name: displayName(a.user) }, created_at: a.createdAt.toISOString() };
}

export interface ApprovalSummary {
  documentId: string;
  documentType: string;
  version: number;
  approvedBy: { id: string; name: string }[];
  changesRequestedBy: { id: string; name: string }[];
}

/**
 * Who approved, and who asked for changes to, each document's current version: the quality gate
 * and Mission Control show it per document. Two queries for the whole project; the caller has
 * already checked the reader may see the project.
 */
export async function approvalSummaries(em: EntityManager, projectId: string): Promise<ApprovalSummary[]> {
  const docs = await em.find(Document, { project: projectId, version: { $gt: 0 } }, { fields: ['id', 'type', 'version'], orderBy: { type: 'asc' } });
  if (!docs.length) return [];
  const decisions = await em.find(DocumentApproval, { document: { $in: docs.map((d) => d.id) } }, { populate: ['user'], orderBy: { createdAt: 'asc' } });
  return docs.map((d) => {
    const current = decisions.filter((a) => a.document.id === d.id && a.version === d.version);
    const people = (decision: string) => current.filter((a) => a.decision === decision).map((a) => ({ id: a.user.id, name: displayName(a.user) }));
    return { documentId: d.id, documentType: d.type, version: d.version, approvedBy: people('approve'), changesRequestedBy: people('request_changes') };
  });
}
