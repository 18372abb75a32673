import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Project } from '../projects/project.entity.js';
import type { BriefFacts } from '../spec/brief-diff.js';
import type { SpecGraph } from '../spec/graph.js';
import { User } from '../users/user.entity.js';
import type { Hunk } from './patch.js';

export const patchStatuses = ['open', 'applied', 'discarded'] as const;
export type PatchStatus = (typeof patchStatuses)[number];

/** One document of an update: the version the hunks were computed on, and its new structured form. */
export interface PatchDocument {
  documentId: string;
  type: string;
  baseVersion: number;
  structured: Record<string, unknown>;
  title: string;
}

/**
 * An update prepared from a brief change: the reconciled graph it will store and, per document,
 * the section hunks the user accepts or rejects. At most one is open per project.
 */
export const SpecPatch = defineEntity({
  name: 'SpecPatch',
  tableName: 'spec_patch',
  indexes: [{ properties: ['project', 'status'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    status: p.enum(patchStatuses).default('open'),
    graph: p.json<SpecGraph>(),
    facts: p.json<BriefFacts>(),
    briefHash: p.string().length(64),
    /** Item changes by id: added, retired, changed. */
    summary: p.json<{ added: string[]; retired: string[]; changed: string[] }>(),
    documents: p.json<PatchDocument[]>(),
    hunks: p.json<Hunk[]>(),
    /** Set once the first decision stored the graph. */
    graphSaved: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type SpecPatch = InferEntity<typeof SpecPatch>;
