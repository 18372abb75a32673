import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Project } from '../projects/project.entity.js';
import { User } from '../users/user.entity.js';

/**
 * One saved edit of a project's brief: who saved it, when, which wizard fields changed and the
 * whole brief after the save. Version 0, the brief as the project was created (wizard or
 * `POST /projects`), has no row; each `updateBrief` that changes something adds the next one.
 */
export const BriefVersion = defineEntity({
  name: 'BriefVersion',
  tableName: 'brief_version',
  uniques: [{ properties: ['project', 'version'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    version: p.integer(),
    /** Who saved it; kept as null if that account is ever removed while the project stays. */
    user: () => p.manyToOne(User).nullable().deleteRule('set null'),
    /** Wizard field names (projectName, keyFeatures, …), in wizard order. */
    changedFields: p.array(),
    /** The whole brief after the save (the 24 wizard fields). */
    snapshot: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type BriefVersion = InferEntity<typeof BriefVersion>;
