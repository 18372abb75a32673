import { z } from 'zod';
import { bearerAuth, ErrorResponse, openApiRegistry } from '../../core/openapi/registry.js';
import { MODEL_MESSAGES, modelConnectionSchema, modelTestResultSchema, saveModelBody } from './model-connection.schemas.js';

// Registered on import (model-connection.routes.ts imports this file).
const security = [{ [bearerAuth.name]: [] }];
const tags = ['Your own model'];
const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });
const success = (data: z.ZodType | null, message?: string) => z.object({ status: z.literal('success'), ...(data ? { data } : {}), ...(message ? { message: z.literal(message) } : {}) });
const common = {
  401: json(ErrorResponse, 'Not signed in (UNAUTHENTICATED)'),
  403: json(ErrorResponse, 'Called with a personal access token (TOKEN_NOT_ALLOWED): your model is managed from a session only'),
};
const disabled = { 503: json(ErrorResponse, 'The server has no SECRETS_KEY (MODEL_CONNECTIONS_DISABLED)') };
const body = { body: { content: { 'application/json': { schema: saveModelBody } } } };

openApiRegistry.registerPath({
  method: 'get',
  path: '/profile/model',
  summary: 'Your own model, or null (never its key: only the last 4 characters)',
  tags,
  security,
  responses: { 200: json(success(modelConnectionSchema.nullable()), 'The connection or null'), ...common },
});

openApiRegistry.registerPath({
  method: 'put',
  path: '/profile/model',
  summary: 'Saves your own model (OpenAI-compatible URL + key + model, or Anthropic key + model); an empty api_key keeps the stored key while the URL and kind stay the same',
  tags,
  security,
  request: body,
  responses: {
    200: json(success(modelConnectionSchema, MODEL_MESSAGES.saved), 'The saved connection'),
    400: json(ErrorResponse, 'Bad fields (VALIDATION_FAILED; `api_key` when the URL or kind changed without a key) or a refused URL (MODEL_URL_REFUSED)'),
    ...common,
    ...disabled,
  },
});

openApiRegistry.registerPath({
  method: 'delete',
  path: '/profile/model',
  summary: 'Removes your own model and its key',
  tags,
  security,
  responses: {
    200: json(success(null, MODEL_MESSAGES.removed), 'Removed'),
    404: json(ErrorResponse, 'No model connected (MODEL_CONNECTION_NOT_FOUND)'),
    ...common,
  },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/profile/model/test',
  summary: 'Sends a tiny prompt to the model: the given fields (an empty api_key uses the stored key only for the stored URL and kind), or the saved connection when the body is empty. Redirects are not followed. At most 10 tests a minute per user',
  tags,
  security,
  request: { body: { content: { 'application/json': { schema: saveModelBody.partial() } } } },
  responses: {
    200: json(success(modelTestResultSchema), 'ok and a message (wrong key, unknown model, unreachable, time-out)'),
    400: json(ErrorResponse, 'Bad fields (VALIDATION_FAILED; `api_key` when the URL or kind changed without a key) or a refused URL (MODEL_URL_REFUSED)'),
    404: json(ErrorResponse, 'No body and no model connected (MODEL_CONNECTION_NOT_FOUND)'),
    429: json(ErrorResponse, 'More than 10 tests in a minute (RATE_LIMITED, with a Retry-After header)'),
    ...common,
    ...disabled,
  },
});
