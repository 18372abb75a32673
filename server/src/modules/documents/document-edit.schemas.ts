import { z } from 'zod';
import '../../core/openapi/registry.js';
import { DocumentSchema } from './document.schemas.js';
import { versionSources } from './document.entity.js';

/** Markdown is capped so one request cannot fill the database (the JSON body limit is 1 MB too). */
const CONTENT_MAX = 500_000;

export const UpdateContentSchema = z
  .object({
    content: z
      .string({ error: 'content must be a string' })
      .max(CONTENT_MAX, { error: `content must be at most ${CONTENT_MAX} characters` })
      .refine((s) => s.trim().length > 0, { error: 'content must not be empty' }),
    base_version: z
      .number({ error: 'base_version must be a number' })
      .int({ error: 'base_version must be an integer' })
      .min(1, { error: 'base_version must be at least 1' })
      .openapi({ description: 'The version the edit started from; a different current version answers 409 VERSION_CONFLICT.' }),
  })
  .openapi('UpdateDocumentContent');

export const AcceptSectionSchema = z
  .object({
    after: z
      .string({ error: 'after must be a string' })
      .max(CONTENT_MAX)
      .refine((s) => s.trim().length > 0, { error: 'after must not be empty' }),
    base_version: UpdateContentSchema.shape.base_version,
  })
  .openapi('AcceptSection');

export const VersionNumberSchema = z.coerce.number({ error: 'version must be a number' }).int({ error: 'version must be an integer' }).min(1, { error: 'version must be at least 1' });

export const SectionIdSchema = z.string().min(1).max(100, { error: 'Section not found' });

export const DocumentVersionSummarySchema = z
  .object({
    version: z.number().int(),
    source: z.enum(versionSources).openapi({ description: 'generated, edit, restore or section (an accepted regenerated section).' }),
    generator: z.string().openapi({ description: '`builtin`, `provider:model`, or `user` for edits.' }),
    title: z.string(),
    created_at: z.string(),
    created_by_name: z.string().nullable().openapi({ description: 'Who edited, restored or accepted; null for generated versions.' }),
    note: z.string().nullable().openapi({ description: 'What happened, in words ("Updated from the brief (FR-5 added)", "Re-planned from 2026-12-01"); null when the source says it all.' }),
  })
  .openapi('DocumentVersionSummary');

export const DocumentVersionSchema = DocumentVersionSummarySchema.extend({ content: z.string() }).openapi('DocumentVersion');

export const SectionPreviewSchema = z
  .object({
    section_id: z.string(),
    title: z.string(),
    before: z.string().openapi({ description: 'The section in the current content (heading included).' }),
    after: z.string().openapi({ description: 'A freshly generated section (heading included); nothing is saved.' }),
    base_version: z.number().int().openapi({ description: 'The version `before` was read from; send it back with accept.' }),
    note: z.string().openapi({ description: 'What kind of alternative `after` is: rewritten from a changed brief, or only reworded by the built-in generator.' }),
  })
  .openapi('SectionPreview');

export const VersionConflictSchema = z.object({ status: z.literal('error'), code: z.literal('VERSION_CONFLICT'), message: z.string(), current: DocumentSchema }).openapi('VersionConflict');

export const EDIT_MESSAGES = {
  saved: 'Document saved',
  restored: 'Version restored',
  sectionAccepted: 'Section replaced',
} as const;
