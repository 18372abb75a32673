import { taskStatusInput } from './task-progress.service.js';
import { confirmManyInput, editTextInput } from './suggestion.service.js';
import { z } from 'zod';
import { openApiRegistry } from '../../core/openapi/registry.js';
import { errorResponses, jsonBody, security, successOf } from '../../core/openapi/responses.js';
import { itemKindNames, itemStatuses, linkKinds } from './graph.js';

const projectId = z.object({ id: z.uuid().openapi({ description: 'Project id' }) });

const SpecItemSchema = z
  .object({
    id: z.string().openapi({ description: 'Stable id: PER-n, UJ-n, FR-n, AC-n.m, NFR-n, SM-n, ENT-n, AD-n, INT-n, RISK-n, Q-n, T-n, M-n', example: 'FR-3' }),
    kind: z.enum(itemKindNames).openapi({ description: 'The item kind' }),
    title: z.string(),
    statement: z.string(),
    status: z.enum(itemStatuses).openapi({ description: 'superseded items keep their id after the brief dropped them' }),
    source: z.string().openapi({ description: 'brief:<field>[#n], suggested, derived or model' }),
    fields: z.record(z.string(), z.unknown()).openapi({ description: 'Kind-specific facts (priority, threshold, estimateDays, start, end, critical, attributes …)' }),
    links: z.array(z.object({ kind: z.enum(linkKinds), to: z.string() })),
  })
  .openapi('SpecItem');

const CoverageSchema = z.object({
  key: z.enum(['requirementsWithCriteria', 'requirementsWithTasks', 'tasksWithRequirements', 'metricsWithRequirements']),
  label: z.string(),
  covered: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  gaps: z.array(z.string()).openapi({ description: 'Ids not covered' }),
});

const TraceabilitySchema = z
  .object({
    project_id: z.uuid(),
    rows: z.array(
      z.object({
        requirement_id: z.string(),
        title: z.string(),
        priority: z.string(),
        journey_ids: z.array(z.string()),
        metric_ids: z.array(z.string()),
        task_ids: z.array(z.string()),
        criterion_ids: z.array(z.string()),
      }),
    ),
    coverage: z.array(CoverageSchema),
  })
  .openapi('Traceability');

openApiRegistry.registerPath({
  method: 'get',
  path: '/projects/{id}/spec',
  tags: ['Spec graph'],
  security,
  summary: "A project's spec graph: typed items with stable ids and their links (empty until the PRD is generated)",
  request: { params: projectId, query: z.object({ kind: z.enum(itemKindNames).optional().openapi({ description: 'Only items of this kind' }) }) },
  responses: {
    200: { description: 'The graph', ...jsonBody(successOf(z.object({ generator: z.string(), items: z.array(SpecItemSchema) }))) },
    ...errorResponses(400, 401, 404),
  },
});

openApiRegistry.registerPath({
  method: 'get',
  path: '/projects/{id}/spec/traceability',
  tags: ['Spec graph'],
  security,
  summary: 'Requirements × journeys × metrics × tasks × acceptance criteria, with coverage figures',
  request: { params: projectId, query: z.object({ format: z.enum(['csv']).optional().openapi({ description: 'csv: the matrix as a CSV file' }) }) },
  responses: {
    200: {
      description: 'The matrix (JSON), or a CSV file with format=csv',
      content: { 'application/json': { schema: successOf(TraceabilitySchema) }, 'text/csv': { schema: z.string() } },
    },
    ...errorResponses(401, 404),
  },
});

openApiRegistry.registerPath({
  method: 'put',
  path: '/projects/{id}/tasks/{taskId}',
  tags: ['Spec graph'],
  security,
  summary:
    "Sets a task's progress: status (todo, in_progress, done, blocked) and note (absent keeps it, null clears it); a read-only token gets 403 TOKEN_READ_ONLY. With the project setting require_evidence on (new projects), done answers 409 EVIDENCE_MISSING naming the criteria that are not verified, unless override_note is given (kept as fields.evidenceOverride)",
  request: {
    params: projectId.extend({ taskId: z.string().openapi({ example: 'T-3' }) }),
    body: { content: { 'application/json': { schema: taskStatusInput } } },
  },
  responses: {
    200: { description: 'The task with its new fields', ...jsonBody(successOf(SpecItemSchema)) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

// Suggestions of the capability catalogue (items with source pattern:<capability>): confirm, rewrite, undo.
const itemParams = projectId.extend({ itemId: z.string().openapi({ description: 'A suggested item, e.g. AC-3.2', example: 'AC-3.2' }) });
const suggestionErrors = '403 FORBIDDEN below the editor role, 403 TOKEN_READ_ONLY for a read-only token; 404 SPEC_ITEM_NOT_FOUND for an unknown or superseded item; 409 NOT_A_SUGGESTION for an item the catalogue did not suggest';
const prdNote = "The PRD's line for a criterion is rewritten at once (a new PRD version by the caller); no other document becomes stale.";

openApiRegistry.registerPath({
  method: 'post',
  path: '/projects/{id}/spec/items/{itemId}/confirm',
  tags: ['Spec graph'],
  security,
  summary: `Confirms a suggested item: fields.confirmed = true, confirmedBy (user id), confirmedAt. Confirming a confirmed item changes nothing. ${prdNote} ${suggestionErrors}`,
  request: { params: itemParams },
  responses: { 200: { description: 'The item', ...jsonBody(successOf(SpecItemSchema)) }, ...errorResponses(401, 403, 404, 409) },
});

openApiRegistry.registerPath({
  method: 'delete',
  path: '/projects/{id}/spec/items/{itemId}/confirm',
  tags: ['Spec graph'],
  security,
  summary: `Takes a confirmation back: the item is a suggestion again, in the catalogue's words if it was edited. ${prdNote} ${suggestionErrors}`,
  request: { params: itemParams },
  responses: { 200: { description: 'The item', ...jsonBody(successOf(SpecItemSchema)) }, ...errorResponses(401, 403, 404, 409) },
});

openApiRegistry.registerPath({
  method: 'put',
  path: '/projects/{id}/spec/items/{itemId}/text',
  tags: ['Spec graph'],
  security,
  summary: `Rewrites a suggested item in the caller's words: a criterion as given, when and then, another item as statement. An edited suggestion counts as confirmed (fields.edited = true; the catalogue's text stays in fields.suggestedStatement, suggestedGiven …) and keeps its text through regenerations. ${prdNote} 400 VALIDATION_FAILED for missing parts; ${suggestionErrors}`,
  request: { params: itemParams, body: { content: { 'application/json': { schema: editTextInput } } } },
  responses: { 200: { description: 'The item', ...jsonBody(successOf(SpecItemSchema)) }, ...errorResponses(400, 401, 403, 404, 409) },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/projects/{id}/spec/confirm',
  tags: ['Spec graph'],
  security,
  summary: `Confirms several suggested items at once (e.g. all criteria of a requirement): all or none. ${prdNote} ${suggestionErrors}`,
  request: { params: projectId, body: { content: { 'application/json': { schema: confirmManyInput } } } },
  responses: { 200: { description: 'The items, in the order asked', ...jsonBody(successOf(z.object({ items: z.array(SpecItemSchema) }))) }, ...errorResponses(400, 401, 403, 404, 409) },
});
