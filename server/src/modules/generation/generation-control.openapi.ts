import { z } from 'zod';
import { openApiRegistry } from '../../core/openapi/registry.js';
import { DocumentSummarySchema } from '../documents/document.schemas.js';
import { errorResponses, jsonBody, security, successOf } from '../../core/openapi/responses.js';
import { GENERATION_CONTROL_MESSAGES } from './generation-control.js';

const params = z.object({ id: z.uuid().openapi({ description: 'Document id' }) });
const conflict = (description: string) => ({
  409: { description, ...jsonBody(z.object({ status: z.literal('error'), code: z.string(), message: z.string() })) },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/documents/{id}/cancel',
  tags: ['Documents'],
  security,
  summary: 'Cancel a queued or generating document',
  description: 'The document becomes `cancelled` (its last completed version, if any, is kept); a running provider request is aborted. Documents of the chain waiting for it are cancelled too.',
  request: { params },
  responses: {
    200: { description: 'Cancelled', ...jsonBody(successOf(DocumentSummarySchema, GENERATION_CONTROL_MESSAGES.cancelled)) },
    ...errorResponses(401, 404),
    ...conflict('GENERATION_NOT_ACTIVE: the document is not queued or generating.'),
  },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/documents/{id}/retry',
  tags: ['Documents'],
  security,
  summary: 'Generate a failed or cancelled document again',
  description: 'Same rules as generating its type: its inputs must be ready (PREREQUISITE_MISSING).',
  request: { params },
  responses: {
    202: { description: 'Queued', ...jsonBody(successOf(DocumentSummarySchema, GENERATION_CONTROL_MESSAGES.retried)) },
    ...errorResponses(401, 404),
    ...conflict('GENERATION_NOT_RETRYABLE (ready or stale: regenerate it instead), GENERATION_IN_PROGRESS or PREREQUISITE_MISSING.'),
  },
});
