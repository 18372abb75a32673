import { z } from 'zod';
import { ErrorResponse, openApiRegistry } from '../../core/openapi/registry.js';
import { errorResponses, jsonBody, security, successOf } from '../../core/openapi/responses.js';
import { ApprovalSchema } from './approval.service.js';
import { commentSchema, CreateCommentSchema, UpdateCommentSchema } from './comment.schemas.js';

// Registered on import (collaboration.routes.ts imports this file).
const tags = ['Comments and approvals'];
const id = z.string().openapi({ format: 'uuid' });
const notFound = (what: string) => ({ 404: { description: what, ...jsonBody(ErrorResponse) } });
const approvalsSchema = z
  .object({
    document_id: z.uuid(),
    version: z.number().int(),
    approvals: z.array(z.object({ id: z.uuid(), version: z.number().int(), decision: z.enum(['approve', 'request_changes']), note: z.string(), user: z.object({ id: z.uuid(), name: z.string() }), created_at: z.string() })),
  })
  .openapi('DocumentApprovals');

openApiRegistry.registerPath({
  method: 'get',
  path: '/projects/{id}/comments',
  summary: "The project's comments, oldest first; ?target=FR-3 or document:prd#<section> for one target (any member)",
  tags,
  security,
  request: { params: z.object({ id }), query: z.object({ target: z.string().optional() }) },
  responses: { 200: { description: 'The comments', ...jsonBody(successOf(z.array(commentSchema))) }, ...errorResponses(401, 404) },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/projects/{id}/comments',
  summary: 'Comments on a spec item or a document section (reviewer and up); parent_id replies; @name or @email mentions of members notify them',
  tags,
  security,
  request: { params: z.object({ id }), body: jsonBody(CreateCommentSchema) },
  responses: {
    201: { description: 'The comment', ...jsonBody(successOf(commentSchema, 'Comment added')) },
    ...errorResponses(400, 401, 403),
    ...notFound('PROJECT_NOT_FOUND, COMMENT_TARGET_NOT_FOUND (no such item or section) or COMMENT_NOT_FOUND (parent)'),
  },
});

openApiRegistry.registerPath({
  method: 'put',
  path: '/comments/{id}',
  summary: '`{body}` by the author, `{resolved}` by an editor or the owner',
  tags,
  security,
  request: { params: z.object({ id }), body: jsonBody(UpdateCommentSchema) },
  responses: { 200: { description: 'The comment', ...jsonBody(successOf(commentSchema, 'Comment updated')) }, ...errorResponses(400, 401, 403), ...notFound('COMMENT_NOT_FOUND') },
});

openApiRegistry.registerPath({
  method: 'delete',
  path: '/comments/{id}',
  summary: 'Deletes a comment and its replies (its author or the owner)',
  tags,
  security,
  request: { params: z.object({ id }) },
  responses: {
    200: { description: 'Deleted', ...jsonBody(z.object({ status: z.literal('success'), message: z.literal('Comment deleted') })) },
    ...errorResponses(401, 403),
    ...notFound('COMMENT_NOT_FOUND'),
  },
});

openApiRegistry.registerPath({
  method: 'get',
  path: '/documents/{id}/approvals',
  summary: "The decisions on the document's current version (a new version starts with none)",
  tags,
  security,
  request: { params: z.object({ id }) },
  responses: { 200: { description: 'The approvals', ...jsonBody(successOf(approvalsSchema)) }, ...errorResponses(401, 404) },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/documents/{id}/approvals',
  summary: 'Approves the current version or requests changes (reviewer and up); deciding again replaces your decision',
  tags,
  security,
  request: { params: z.object({ id }), body: jsonBody(ApprovalSchema) },
  responses: {
    201: { description: 'The approvals of the version', ...jsonBody(successOf(approvalsSchema, 'Decision saved')) },
    ...errorResponses(400, 401, 403, 404),
    409: { description: 'APPROVAL_VERSION_STALE: not the current version', ...jsonBody(ErrorResponse) },
  },
});
