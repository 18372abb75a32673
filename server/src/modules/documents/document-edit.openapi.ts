import { z } from 'zod';
import { openApiRegistry } from '../../core/openapi/registry.js';
import { errorResponses, jsonBody, security, successOf } from '../../core/openapi/responses.js';
import { AcceptSectionSchema, DocumentVersionSchema, DocumentVersionSummarySchema, EDIT_MESSAGES, SectionPreviewSchema, UpdateContentSchema, VersionConflictSchema } from './document-edit.schemas.js';
import { DocumentSchema } from './document.schemas.js';
import { ProjectExportQuerySchema } from './project-export.js';
import { RoadmapExportQuerySchema } from './roadmap-export.js';

const docId = z.object({ id: z.uuid().openapi({ description: 'Document id' }) });
const withVersion = docId.extend({ version: z.number().int().min(1).openapi({ description: 'Version number' }) });
const withSection = docId.extend({ sectionId: z.string().openapi({ description: 'A `structured.sections[].id` of the document' }) });
const errorBody = jsonBody(z.object({ status: z.literal('error'), code: z.string(), message: z.string() }));
const editConflicts = {
  409: {
    description: 'VERSION_CONFLICT (base_version is not the current version; `current` is the current document) or DOCUMENT_NOT_READY (only ready or stale documents can be edited).',
    ...jsonBody(VersionConflictSchema),
  },
};
const base = { tags: ['Document editing'], security };

openApiRegistry.registerPath({
  ...base,
  method: 'put',
  path: '/documents/{id}',
  summary: "Save the document's Markdown as a new version",
  description: 'Autosave target. Unchanged content answers the document without a new version. Ready documents built from this one become `stale`.',
  request: { params: docId, body: { content: { 'application/json': { schema: UpdateContentSchema } } } },
  responses: { 200: { description: 'The saved document', ...jsonBody(successOf(DocumentSchema, EDIT_MESSAGES.saved)) }, ...errorResponses(400, 401, 404), ...editConflicts },
});

openApiRegistry.registerPath({
  ...base,
  method: 'get',
  path: '/documents/{id}/versions',
  summary: "A document's versions, newest first",
  request: { params: docId },
  responses: { 200: { description: 'Versions', ...jsonBody(successOf(z.array(DocumentVersionSummarySchema))) }, ...errorResponses(401, 404) },
});

openApiRegistry.registerPath({
  ...base,
  method: 'get',
  path: '/documents/{id}/versions/{version}',
  summary: 'One version with its Markdown',
  request: { params: withVersion },
  responses: { 200: { description: 'The version', ...jsonBody(successOf(DocumentVersionSchema)) }, ...errorResponses(401, 404) },
});

openApiRegistry.registerPath({
  ...base,
  method: 'post',
  path: '/documents/{id}/versions/{version}/restore',
  summary: 'Restore a version (as a new version with its content)',
  request: { params: withVersion },
  responses: { 200: { description: 'The document', ...jsonBody(successOf(DocumentSchema, EDIT_MESSAGES.restored)) }, ...errorResponses(401, 404), ...editConflicts },
});

openApiRegistry.registerPath({
  ...base,
  method: 'post',
  path: '/documents/{id}/sections/{sectionId}/regenerate',
  summary: 'Regenerate one section for preview (nothing is saved)',
  request: { params: withSection },
  responses: { 200: { description: 'Before and after', ...jsonBody(successOf(SectionPreviewSchema)) }, ...errorResponses(401, 404), 409: { description: 'DOCUMENT_NOT_READY or PREREQUISITE_MISSING', ...errorBody } },
});

openApiRegistry.registerPath({
  ...base,
  method: 'post',
  path: '/documents/{id}/sections/{sectionId}/accept',
  summary: 'Replace one section with the accepted text (a new version)',
  request: { params: withSection, body: { content: { 'application/json': { schema: AcceptSectionSchema } } } },
  responses: { 200: { description: 'The document', ...jsonBody(successOf(DocumentSchema, EDIT_MESSAGES.sectionAccepted)) }, ...errorResponses(400, 401, 404), ...editConflicts },
});

openApiRegistry.registerPath({
  tags: ['Documents'],
  security,
  method: 'get',
  path: '/documents/{id}/roadmap/export',
  summary: "Download a ready roadmap's tasks as CSV (GitHub, Linear or Jira columns) or JSON",
  description:
    'CSV columns — github: title, body, labels, milestone; linear: Title, Description, Priority, Estimate, Labels, Due Date; jira: Summary, Description, Issue Type, Labels, Labels, Due date, Original Estimate (seconds). Descriptions list FR references, dependencies, estimate and dates. 400 NOT_A_ROADMAP unless the document is a ready roadmap.',
  request: { params: docId, query: RoadmapExportQuerySchema },
  responses: {
    200: { description: 'The file', content: { 'text/csv': { schema: z.string() }, 'application/json': { schema: z.object({}).passthrough() } } },
    ...errorResponses(400, 401, 404),
  },
});

openApiRegistry.registerPath({
  tags: ['Documents'],
  security,
  method: 'get',
  path: '/projects/{id}/documents/export',
  summary: 'Download the project as a .zip: its ready documents, or an agent-ready spec (spec-kit, Kiro, AGENTS.md, Gherkin)',
  request: { params: z.object({ id: z.uuid().openapi({ description: 'Project id' }) }), query: ProjectExportQuerySchema },
  responses: {
    200: { description: 'The archive', content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(400, 401, 404),
    409: { description: 'DOCUMENT_NOT_READY: no completed documents yet (zip); SPEC_NOT_READY: no spec graph yet, generate the PRD first (speckit, kiro, agents, gherkin)', ...errorBody },
  },
});
