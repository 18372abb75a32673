import { z } from 'zod';
import { ErrorResponse, openApiRegistry } from '../../core/openapi/registry.js';
import { errorResponses, jsonBody, security, successOf } from '../../core/openapi/responses.js';

const projectId = z.object({ id: z.uuid().openapi({ description: 'Project id' }) });

const ImpactSchema = z
  .object({
    project_id: z.uuid(),
    tracked: z.boolean().openapi({ description: 'False when the spec predates change tracking (regenerate the PRD once)' }),
    brief_changed: z.boolean(),
    changes: z.array(z.object({ field: z.string(), label: z.string(), change: z.enum(['changed', 'added', 'removed']), before: z.string().nullable(), after: z.string().nullable() })),
    items: z.array(
      z.object({
        id: z.string().openapi({ example: 'FR-3' }),
        kind: z.string(),
        title: z.string(),
        change: z.enum(['changed', 'added', 'retired', 'downstream']),
        reason: z.string().openapi({ example: 'Key feature 3 changed: "GPS tracking" → "GPS tracking with photos"' }),
      }),
    ),
    documents: z.array(
      z.object({
        type: z.string(),
        title: z.string(),
        status: z.string(),
        sections: z.array(z.object({ title: z.string(), items: z.array(z.string()), edited_by_hand: z.boolean() })),
      }),
    ),
    in_flight: z.array(z.string()).openapi({ description: 'Document types being generated now' }),
  })
  .openapi('ChangeImpact');

const PatchSchema = z
  .object({
    id: z.uuid(),
    project_id: z.uuid(),
    status: z.enum(['open', 'applied', 'discarded']),
    added: z.array(z.string()),
    retired: z.array(z.string()),
    changed: z.array(z.string()),
    hunks: z.array(
      z.object({
        id: z.string().openapi({ example: 'prd-2' }),
        document_type: z.string(),
        section_title: z.string(),
        before: z.string().openapi({ description: "The section now ('' when the update adds it)" }),
        after: z.string().openapi({ description: "The proposed section ('' when the update removes it)" }),
        generated: z.string().nullable().openapi({ description: 'The section as last generated (three-way view)' }),
        edited_by_hand: z.boolean(),
        items: z.array(z.string()),
        status: z.enum(['pending', 'accepted', 'rejected']),
        merged: z.string().nullable(),
      }),
    ),
    created_at: z.string(),
  })
  .openapi('SpecPatch');

openApiRegistry.registerPath({
  method: 'get',
  path: '/projects/{id}/impact',
  tags: ['Living spec'],
  security,
  summary: 'What changed in the brief since the spec was generated, by item id: changed, to add, to retire, and what depends on them',
  request: { params: projectId },
  responses: { 200: { description: 'The impact report', ...jsonBody(successOf(ImpactSchema)) }, ...errorResponses(401, 404) },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/projects/{id}/patch',
  tags: ['Living spec'],
  security,
  summary: 'Prepare the update of every document to the brief as it is now, as section hunks to accept or reject (replaces an open one)',
  request: { params: projectId },
  responses: {
    201: { description: 'The update', ...jsonBody(successOf(PatchSchema)) },
    ...errorResponses(401, 404),
    409: { description: 'GENERATION_IN_PROGRESS (a document is being generated) or PREREQUISITE_MISSING (no PRD yet)', ...jsonBody(ErrorResponse) },
  },
});

openApiRegistry.registerPath({
  method: 'get',
  path: '/projects/{id}/patch',
  tags: ['Living spec'],
  security,
  summary: 'The update waiting for review (404 PATCH_NOT_FOUND when there is none)',
  request: { params: projectId },
  responses: { 200: { description: 'The update', ...jsonBody(successOf(PatchSchema)) }, ...errorResponses(401, 404) },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/projects/{id}/patch/{patchId}/decisions',
  tags: ['Living spec'],
  security,
  summary: 'Accept or reject hunks or items; accepted ones (or your merged text) become new document versions, rejected ones leave the text as it is',
  request: {
    params: projectId.extend({ patchId: z.uuid() }),
    body: {
      content: {
        'application/json': {
          schema: z.object({
            decisions: z.array(z.object({ hunk_id: z.string(), decision: z.enum(['accept', 'reject']), text: z.string().optional().openapi({ description: 'A merged version to accept instead of the proposal' }) })).optional(),
            items: z
              .array(z.object({ item_id: z.string().openapi({ example: 'FR-5' }), decision: z.enum(['accept', 'reject']) }))
              .optional()
              .openapi({ description: 'Decisions per item: every pending section the item reaches, in every document; a section decided by hunk_id keeps that decision' }),
          }),
        },
      },
    },
  },
  responses: {
    200: { description: 'The update after the decisions', ...jsonBody(successOf(PatchSchema)) },
    ...errorResponses(400, 401, 404),
    409: { description: 'VERSION_CONFLICT: a document changed after the update was prepared; prepare it again', ...jsonBody(ErrorResponse) },
  },
});

const ReplanSchema = z
  .object({
    project_id: z.uuid(),
    replanned_on: z.string().openapi({ example: '2026-11-25' }),
    from: z.string().openapi({ description: 'The day the remaining tasks are scheduled from: today, or the start date if later' }),
    finish: z.string().openapi({ description: 'The day the last task ends' }),
    overrun_days: z.number().int().openapi({ description: 'Working days past the chosen timeline window (0: it fits)' }),
    done_tasks: z.number().int(),
    remaining_tasks: z.number().int(),
    kept_sections: z.array(z.string()).openapi({ description: 'Roadmap sections edited by hand, left as they are' }),
    version: z.number().int().openapi({ description: "The roadmap's version after the re-plan" }),
  })
  .openapi('RoadmapReplan');

openApiRegistry.registerPath({
  method: 'post',
  path: '/projects/{id}/roadmap/replan',
  tags: ['Living spec'],
  security,
  summary: 'Re-plan the remaining roadmap tasks from today: done tasks keep their dates, tasks in progress go first; a new roadmap version',
  request: { params: projectId },
  responses: {
    200: { description: 'The re-plan', ...jsonBody(successOf(ReplanSchema)) },
    ...errorResponses(401, 403, 404),
    409: { description: 'GENERATION_IN_PROGRESS, PREREQUISITE_MISSING (no roadmap yet) or VERSION_CONFLICT', ...jsonBody(ErrorResponse) },
  },
});
