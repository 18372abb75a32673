import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Project } from '../projects/project.entity.js';

/** Wizard sections, in step order. */
export const wizardSections = ['project_info', 'product_details', 'target_audience', 'tech_stack', 'features', 'deployment'] as const;
export type WizardSection = (typeof wizardSections)[number];

/** The answers of one wizard section of one project (at most one row per project and section). */
export const WizardResponse = defineEntity({
  name: 'WizardResponse',
  tableName: 'wizard_response',
  uniques: [{ properties: ['project', 'sectionId'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    sectionId: p.enum(wizardSections),
    responses: p.json<Record<string, unknown>>(),
    completed: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type WizardResponse = InferEntity<typeof WizardResponse>;
