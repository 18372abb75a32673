import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { documentTypes, type DocumentType } from '../generation/composer/types.js';
import { Project } from '../projects/project.entity.js';
import { User } from '../users/user.entity.js';

export { documentTypes, type DocumentType };

export const documentStatuses = ['queued', 'generating', 'ready', 'failed', 'cancelled', 'stale'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** What produced a version (document history: "who/what produced each"). */
export const versionSources = ['generated', 'edit', 'restore', 'section'] as const;
export type VersionSource = (typeof versionSources)[number];

/** A generated document is what the plan limit counts; each type exists at most once per project. */
export const Document = defineEntity({
  name: 'Document',
  tableName: 'document',
  uniques: [{ properties: ['project', 'type'] }],
  indexes: [{ properties: ['status'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    type: p.enum(documentTypes),
    title: p.string().length(200).default(''),
    /** Markdown; while generating, the sections composed so far. */
    content: p.text().default(''),
    structured: p.json<Record<string, unknown>>().nullable(),
    status: p.enum(documentStatuses).default('queued'),
    /** The number of the latest ready version (0 until the first generation completes). */
    version: p.integer().default(0),
    /** `builtin`, or `provider:model` for an LLM. */
    generator: p.string().length(200).nullable(),
    error: p.text().nullable(),
    progress: p.integer().default(0),
    currentSection: p.string().length(200).nullable(),
    /** The queue job that generates it; null while it waits for its prerequisites in a chain. */
    jobId: p.uuid().nullable(),
    generatedAt: p.datetime().nullable(),
    /** False from a new version until the in-app notice that names it went out (generation/run-notices.ts). */
    announced: p.boolean().default(true),
    /** Fingerprint of the brief the latest version was built from: a changed brief makes it stale. */
    briefHash: p.string().length(64).nullable(),
    /** Tokens the model used for the latest version (0 for the built-in composer). */
    inputTokens: p.integer().default(0),
    outputTokens: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type Document = InferEntity<typeof Document>;

/** Every completed generation, kept unchanged (every version is kept, immutable). */
export const DocumentVersion = defineEntity({
  name: 'DocumentVersion',
  tableName: 'document_version',
  uniques: [{ properties: ['document', 'version'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    document: () => p.manyToOne(Document).deleteRule('cascade'),
    version: p.integer(),
    title: p.string().length(200),
    content: p.text(),
    structured: p.json<Record<string, unknown>>().nullable(),
    generator: p.string().length(200),
    source: p.enum(versionSources).default('generated'),
    /**
     * For a version made of accepted generated sections (an update, a re-plan): the text as
     * generated, before anyone's hand edits, so the next update tells hand edits from accepted text.
     */
    base: p.text().nullable(),
    /** What happened, in words ("Updated from the brief (FR-5 added)", "Re-planned from 2026-12-01"). */
    note: p.string().length(300).nullable(),
    /** The editor of an edit, restore or accepted section; null for generated versions. */
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    /** Tokens the generation of this version used (usage statistics add them up). */
    inputTokens: p.integer().default(0),
    outputTokens: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type DocumentVersion = InferEntity<typeof DocumentVersion>;
