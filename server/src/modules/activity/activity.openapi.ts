import { openApiRegistry } from '../../core/openapi/registry.js';
import { errorResponses, jsonBody, security, successOf } from '../../core/openapi/responses.js';
import { TrackActivityResultSchema, TrackActivitySchema, UsageStatsSchema } from './activity.schemas.js';

openApiRegistry.registerPath({
  method: 'post',
  path: '/activity/track',
  tags: ['Activity'],
  security,
  summary: 'Record an activity signal',
  description: 'At most one event per type per user per 10 seconds is stored; a repeat within the window answers `recorded: false`.',
  request: { body: jsonBody(TrackActivitySchema) },
  responses: { 202: { description: 'Accepted', ...jsonBody(successOf(TrackActivityResultSchema)) }, ...errorResponses(400, 401) },
});

openApiRegistry.registerPath({
  method: 'get',
  path: '/users/usage',
  tags: ['Users'],
  security,
  summary: "The caller's usage of the free beta plan",
  responses: { 200: { description: 'Usage stats', ...jsonBody(successOf(UsageStatsSchema)) }, ...errorResponses(401) },
});
