import { z } from 'zod';
import { openApiRegistry } from '../../core/openapi/registry.js';
import { errorResponses, jsonBody, security, successOf } from '../../core/openapi/responses.js';
import { DOCUMENT_MESSAGES, DocumentSchema, DocumentSummarySchema, DocumentTypeSchema, ExportQuerySchema } from './document.schemas.js';

const projectId = z.object({ id: z.uuid().openapi({ description: 'Project id' }) });
const conflict = {
  409: {
    description: 'PREREQUISITE_MISSING (the message names the missing documents or the brief) or GENERATION_IN_PROGRESS.',
    ...jsonBody(z.object({ status: z.literal('error'), code: z.string(), message: z.string() })),
  },
};

openApiRegistry.registerPath({
  method: 'get',
  path: '/projects/{id}/documents',
  tags: ['Documents'],
  security,
  summary: "A project's documents (type, status, version; no content)",
  request: { params: projectId },
  responses: { 200: { description: 'Documents in chain order', ...jsonBody(successOf(z.array(DocumentSummarySchema))) }, ...errorResponses(401, 404) },
});

openApiRegistry.registerPath({
  method: 'get',
  path: '/documents/{id}',
  tags: ['Documents'],
  security,
  summary: 'One document with its Markdown content and structured form',
  request: { params: z.object({ id: z.uuid().openapi({ description: 'Document id' }) }) },
  responses: { 200: { description: 'The document', ...jsonBody(successOf(DocumentSchema)) }, ...errorResponses(401, 404) },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/projects/{id}/documents/{type}/generate',
  tags: ['Documents'],
  security,
  summary: 'Generate (or regenerate) one document type',
  description:
    'The PRD needs the brief; the implementation plan needs the PRD; the other four need the PRD and the plan. A regeneration adds a version; a new type counts against the free beta limit (PLAN_LIMIT_REACHED). Ready documents built from this one become `stale` when it completes. 409 GENERATION_IN_PROGRESS while this document, or one built from it, is queued or generating (the message names which).',
  request: { params: projectId.extend({ type: DocumentTypeSchema }) },
  responses: {
    202: { description: 'Queued', ...jsonBody(successOf(DocumentSummarySchema, DOCUMENT_MESSAGES.started)) },
    ...errorResponses(400, 401, 403, 404),
    ...conflict,
  },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/projects/{id}/documents/generate',
  tags: ['Documents'],
  security,
  summary: 'Generate the chain in order, only what needs it',
  description:
    'Queues the documents that are missing, failed, cancelled or stale, and those built from them: the PRD starts at once, the plan when the PRD is ready, the other four when the plan is ready. Ready documents are kept. Answers every document of the project (the kept ones as they are).',
  request: { params: projectId },
  responses: {
    202: { description: 'Queued', ...jsonBody(successOf(z.array(DocumentSummarySchema), DOCUMENT_MESSAGES.chainStarted)) },
    ...errorResponses(401, 403, 404),
    ...conflict,
  },
});

openApiRegistry.registerPath({
  method: 'get',
  path: '/documents/{id}/export',
  tags: ['Documents'],
  security,
  summary: 'Download the latest completed version as a file',
  description: 'Markdown (`format=md`, the default), PDF (`format=pdf`: cover page, contents, page numbers) or Word (`format=docx`) as an attachment. A document without a completed version answers 409 DOCUMENT_NOT_READY.',
  request: { params: z.object({ id: z.uuid().openapi({ description: 'Document id' }) }), query: ExportQuerySchema },
  responses: {
    200: {
      description: 'The file',
      content: {
        'text/markdown': { schema: z.string() },
        'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    ...errorResponses(400, 401, 404),
    409: { description: 'DOCUMENT_NOT_READY', ...jsonBody(z.object({ status: z.literal('error'), code: z.string(), message: z.string() })) },
  },
});
