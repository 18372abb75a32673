import { z } from 'zod';
import '../../core/openapi/registry.js';
import { documentStatuses, documentTypes } from './document.entity.js';

export const DocumentTypeSchema = z.enum(documentTypes, { error: `Document type must be one of: ${documentTypes.join(', ')}` }).openapi('DocumentType');

const dates = {
  generated_at: z.string().nullable().openapi({ description: 'When the latest version was completed (ISO 8601).' }),
  created_at: z.string(),
  updated_at: z.string(),
};

/** A document without its content: what lists and generation answers carry. */
export const DocumentSummarySchema = z
  .object({
    id: z.uuid(),
    project_id: z.uuid(),
    type: DocumentTypeSchema,
    title: z.string(),
    status: z.enum(documentStatuses),
    version: z.number().int().openapi({ description: 'The latest ready version; 0 before the first one.' }),
    generator: z.string().nullable().openapi({ description: '`builtin`, or `provider:model`.' }),
    error: z.string().nullable(),
    progress: z.number().int().openapi({ description: 'Percent of the current generation.' }),
    current_section: z.string().nullable(),
    ...dates,
  })
  .openapi('DocumentSummary');

export const DocumentSchema = DocumentSummarySchema.extend({
  content: z.string().openapi({ description: 'Markdown (while generating: the sections composed so far).' }),
  structured: z.record(z.string(), z.unknown()).nullable().openapi({ description: 'Sections with stable ids and, per type, requirements, phases, tasks…' }),
}).openapi('Document');

export const GenerationStatusSchema = z
  .object({
    project_id: z.uuid(),
    active: z.boolean(),
    percent: z.number().int(),
    documents: z.array(DocumentSummarySchema),
  })
  .openapi('GenerationStatus');

export const DOCUMENT_MESSAGES = {
  started: 'Document generation started',
  chainStarted: 'Generation of all documents started',
} as const;

export const ExportQuerySchema = z.object({
  format: z.enum(['md', 'pdf', 'docx'], { error: 'format must be md, pdf or docx' }).default('md').openapi({ description: 'md (default), pdf or docx.' }),
});
