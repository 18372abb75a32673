import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Project } from '../projects/project.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A comment on a spec item (`FR-3`) or a document section (`document:prd#Goals`). Replies name
 * their thread's first comment in `parent`; deleting a comment deletes its replies.
 */
export const Comment = defineEntity({
  name: 'Comment',
  tableName: 'comment',
  indexes: [{ properties: ['project', 'target', 'createdAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    target: p.string().length(300),
    parent: () => p.manyToOne(Comment).nullable().deleteRule('cascade'),
    author: () => p.manyToOne(User).deleteRule('cascade'),
    body: p.text(),
    resolved: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type Comment = InferEntity<typeof Comment>;
