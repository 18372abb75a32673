import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Project } from '../projects/project.entity.js';
import type { BriefFacts } from './brief-diff.js';
import { itemKindNames, itemStatuses, linkKinds, type ItemFields } from './graph.js';

/** One item of a project's spec graph; `itemId` (FR-3, T-12 …) is stable within the project. */
export const SpecItemRow = defineEntity({
  name: 'SpecItemRow',
  tableName: 'spec_item',
  uniques: [{ properties: ['project', 'itemId'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    itemId: p.string().length(24),
    kind: p.enum(itemKindNames),
    title: p.text(),
    statement: p.text(),
    status: p.enum(itemStatuses).default('active'),
    source: p.string().length(120),
    fields: p.json<ItemFields>(),
    /** Order within the graph as generated (documents list items in this order). */
    position: p.integer(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type SpecItemRow = InferEntity<typeof SpecItemRow>;

/** A typed link between two items of the same project, by item id. */
export const SpecLinkRow = defineEntity({
  name: 'SpecLinkRow',
  tableName: 'spec_link',
  indexes: [{ properties: ['project', 'fromId'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    fromId: p.string().length(24),
    kind: p.enum(linkKinds),
    toId: p.string().length(24),
    position: p.integer(),
  },
});
export type SpecLinkRow = InferEntity<typeof SpecLinkRow>;

/**
 * The brief a project's stored graph was built from, as the change tracking compares it
 * (brief-diff.ts): with it, a later brief tells which items changed, are new or were removed.
 */
export const SpecBasisRow = defineEntity({
  name: 'SpecBasisRow',
  tableName: 'spec_basis',
  properties: {
    project: () => p.oneToOne(Project).primary().deleteRule('cascade'),
    facts: p.json<BriefFacts>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type SpecBasisRow = InferEntity<typeof SpecBasisRow>;
