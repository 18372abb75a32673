import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

export const projectStatuses = ['draft', 'active', 'completed', 'archived'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** Which model writes the project's documents: the server's (LLM_PROVIDER) or the owner's own (modules/models). */
export const modelSources = ['server', 'user'] as const;
export type ModelSource = (typeof modelSources)[number];

/** Project.settings. */
export interface ProjectSettings {
  problem_statement?: string | null;
  business_goals?: string | null;
  performance_expectations?: string | null;
  security_concerns?: string | null;
  [key: string]: unknown;
}

/** A user's project. Lists are PostgreSQL text[]; settings is jsonb. */
export const Project = defineEntity({
  name: 'Project',
  tableName: 'project',
  indexes: [{ properties: ['user', 'createdAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    name: p.string().length(200),
    description: p.text().default(''),
    status: p.enum(projectStatuses).default('active'),
    keyFeatures: p.array().onCreate(() => []),
    techStack: p.array().onCreate(() => []),
    integrations: p.array().onCreate(() => []),
    successMetrics: p.array().onCreate(() => []),
    platforms: p.array().onCreate(() => []),
    userPersonas: p.array().onCreate(() => []),
    timeline: p.string().length(100).default(''),
    developmentPhase: p.string().length(100).default(''),
    businessGoals: p.text().default(''),
    settings: p.json<ProjectSettings>().onCreate(() => ({})),
    /** The brief's current version: 0 as created, +1 for each saved brief edit (modules/brief). */
    briefVersion: p.integer().default(0),
    modelSource: p.enum(modelSources).default('server'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type Project = InferEntity<typeof Project>;
