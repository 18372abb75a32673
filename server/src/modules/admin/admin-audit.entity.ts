import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

export const adminActions = ['user.disable', 'user.enable', 'user.role', 'user.password_reset', 'user.delete', 'job.retry', 'job.cancel'] as const;
export type AdminAction = (typeof adminActions)[number];

export const adminTargetTypes = ['user', 'document'] as const;
export type AdminTargetType = (typeof adminTargetTypes)[number];

/**
 * One administrator action (who, with which credential, from where, what, when, on which target).
 * `credential` is `session` or `token:<prefix>` (the personal access token's shown prefix, never
 * its secret); `ip` the client address TRUST_PROXY resolves. Both are null on entries written
 * before they were recorded. Read-only: nothing updates or
 * deletes these rows. The actor's e-mail and the target id are copied, not only referenced,
 * so the entry still says who and what after either account is deleted.
 */
export const AdminAuditEntry = defineEntity({
  name: 'AdminAuditEntry',
  tableName: 'admin_audit_entry',
  indexes: [{ properties: ['createdAt'] }, { properties: ['targetType', 'targetId'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    actor: () => p.manyToOne(User).nullable().deleteRule('set null'),
    actorEmail: p.string().length(320),
    action: p.enum(adminActions),
    targetType: p.enum(adminTargetTypes),
    targetId: p.uuid(),
    details: p.json<Record<string, unknown>>().onCreate(() => ({})),
    credential: p.string().length(32).nullable(),
    ip: p.string().length(64).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type AdminAuditEntry = InferEntity<typeof AdminAuditEntry>;
