import { z } from 'zod';
import { errorResponses, jsonBody, security, successOf } from '../../core/openapi/responses.js';
import { openApiRegistry } from '../../core/openapi/registry.js';
import { projectStatuses } from './project.entity.js';
import { CreateProjectSchema, PROJECT_MESSAGES, ProjectSettingsSchema, ProjectsQuerySchema, TeamSizeSchema, UpdateProjectSchema } from './project.schemas.js';

export const ProjectSchema = openApiRegistry.register(
  'Project',
  z.object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    status: z.enum(projectStatuses),
    user_id: z.uuid(),
    role: z.enum(['owner', 'editor', 'reviewer', 'viewer']).openapi({ description: "The caller's role on the project (a shared project lists the member's role)" }),
    key_features: z.array(z.string()),
    tech_stack: z.array(z.string()).openapi({ description: "['[AI_RECOMMEND]'] lets AI pick." }),
    integrations: z.array(z.string()),
    success_metrics: z.array(z.string()),
    timeline: z.string(),
    development_phase: z.string(),
    platforms: z.array(z.string()),
    business_goals: z.string(),
    user_personas: z.array(z.string()),
    settings: ProjectSettingsSchema,
    model_source: z.enum(['server', 'user']).openapi({ description: "'server' (the server's model) or 'user' (the owner's own model)." }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    documents_ready: z.number().int().min(0).max(6).openapi({ description: 'How many of the six documents are generated (ready or stale).' }),
  }),
);

const IdParam = z.object({ id: z.uuid().openapi({ description: 'Project id' }) });
const tags = ['Projects'];

openApiRegistry.registerPath({
  method: 'get',
  path: '/projects',
  tags,
  security,
  summary: "The caller's projects, newest first",
  description: 'Without parameters: every project. With `limit` and/or `cursor`: one page, plus top-level `pagination`.',
  request: { query: ProjectsQuerySchema },
  responses: {
    200: {
      description: 'The projects',
      ...jsonBody(
        successOf(z.array(ProjectSchema)).extend({
          pagination: z.object({ next_cursor: z.string().nullable(), has_more: z.boolean() }).optional(),
        }),
      ),
    },
    ...errorResponses(400, 401),
  },
});

openApiRegistry.registerPath({
  method: 'get',
  path: '/projects/{id}',
  tags,
  security,
  summary: 'One project',
  request: { params: IdParam },
  responses: { 200: { description: 'The project', ...jsonBody(successOf(ProjectSchema)) }, ...errorResponses(401, 404) },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/projects',
  tags,
  security,
  summary: 'Create a project',
  description:
    "The owner is the caller (a different `user_id` is refused with 403 FORBIDDEN). Lists are trimmed and blank entries dropped. Free beta: PLAN_MAX_PROJECTS projects (default 2); one more answers 403 PLAN_LIMIT_REACHED. The caller gets a 'Project created' notification.",
  request: { body: jsonBody(CreateProjectSchema) },
  responses: {
    201: { description: 'Created', ...jsonBody(successOf(ProjectSchema, PROJECT_MESSAGES.created)) },
    ...errorResponses(400, 401, 403),
  },
});

openApiRegistry.registerPath({
  method: 'put',
  path: '/projects/{id}',
  tags,
  security,
  summary: 'Update a project',
  description: 'Send the merged object (existing project plus edits). Absent fields stay unchanged; id, created_at, updated_at and unknown keys are ignored; settings merge key by key; a `user_id` other than the caller is refused.',
  request: { params: IdParam, body: jsonBody(UpdateProjectSchema) },
  responses: { 200: { description: 'Updated', ...jsonBody(successOf(ProjectSchema)) }, ...errorResponses(400, 401, 403, 404) },
});

openApiRegistry.registerPath({
  method: 'delete',
  path: '/projects/{id}',
  tags,
  security,
  summary: 'Delete a project and its wizard responses',
  request: { params: IdParam },
  responses: {
    200: {
      description: 'Deleted',
      ...jsonBody(z.object({ status: z.literal('success'), message: z.literal(PROJECT_MESSAGES.deleted) })),
    },
    ...errorResponses(401, 404),
  },
});

openApiRegistry.registerPath({
  method: 'put',
  path: '/projects/{id}/team-size',
  tags,
  security,
  summary: 'Set the team size the roadmap is planned for',
  description: 'Stored in the project settings as `team_size` (1–50). The generated documents become `stale`; "Generate all" re-plans the schedule for the new team.',
  request: { params: IdParam, body: jsonBody(TeamSizeSchema) },
  responses: {
    200: {
      description: 'Saved',
      ...jsonBody(successOf(z.object({ project_id: z.uuid(), team_size: z.number().int() }), PROJECT_MESSAGES.teamSizeSaved)),
    },
    ...errorResponses(400, 401, 404),
  },
});
