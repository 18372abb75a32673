import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Project } from '../projects/project.entity.js';
import type { Dimension } from './rule.js';

/** One point of a project's score history: written when the analyzed input changed. */
export const QualityScore = defineEntity({
  name: 'QualityScore',
  tableName: 'quality_score',
  indexes: [{ properties: ['project', 'createdAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    score: p.integer(),
    dimensions: p.json<Record<Dimension, number>>(),
    /** Fingerprint of what was analyzed (brief, graph, document versions). */
    basis: p.string().length(64),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type QualityScore = InferEntity<typeof QualityScore>;
