import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Document } from '../documents/document.entity.js';
import { User } from '../users/user.entity.js';

export const approvalDecisions = ['approve', 'request_changes'] as const;
export type ApprovalDecision = (typeof approvalDecisions)[number];

/**
 * One person's decision on one version of a document. Keyed by version, so a new version starts
 * with none (its approvals are reset) while the history of earlier decisions stays.
 */
export const DocumentApproval = defineEntity({
  name: 'DocumentApproval',
  tableName: 'document_approval',
  uniques: [{ properties: ['document', 'version', 'user'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    document: () => p.manyToOne(Document).deleteRule('cascade'),
    version: p.integer(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    decision: p.enum(approvalDecisions),
    note: p.text().default(''),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type DocumentApproval = InferEntity<typeof DocumentApproval>;
