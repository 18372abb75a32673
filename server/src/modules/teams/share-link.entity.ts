import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Project } from '../projects/project.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A read-only link to a project's documents. Only the sha256 of its token is kept: the link is
 * shown once, at creation. Revoking deletes the row, so a revoked token is as unknown as a guess.
 */
export const ShareLink = defineEntity({
  name: 'ShareLink',
  tableName: 'share_link',
  indexes: [{ properties: ['project'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    tokenHash: p.string().length(64).unique(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type ShareLink = InferEntity<typeof ShareLink>;
