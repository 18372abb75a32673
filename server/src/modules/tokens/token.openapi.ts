import { z } from 'zod';
import { bearerAuth, ErrorResponse, openApiRegistry } from '../../core/openapi/registry.js';
import { createdTokenSchema, createTokenBody, TOKEN_MESSAGES, tokenSchema } from './token.schemas.js';

// Registered on import (token.routes.ts imports this file).
const security = [{ [bearerAuth.name]: [] }];
const tags = ['Personal access tokens'];
const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });
const success = (data: z.ZodType, message?: string) => z.object({ status: z.literal('success'), data, ...(message ? { message: z.literal(message) } : {}) });
const common = {
  401: json(ErrorResponse, 'Not signed in (UNAUTHENTICATED)'),
  403: json(ErrorResponse, 'Called with a personal access token (TOKEN_NOT_ALLOWED): tokens are managed from a session only'),
};

openApiRegistry.registerPath({
  method: 'get',
  path: '/users/tokens',
  summary: "The caller's personal access tokens, newest first (never their secrets)",
  tags,
  security,
  responses: { 200: json(success(z.array(tokenSchema)), 'The tokens'), ...common },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/users/tokens',
  summary: 'Creates a personal access token (sf_pat_…), shown once; send it as `Authorization: Bearer <token>`',
  tags,
  security,
  request: { body: { content: { 'application/json': { schema: createTokenBody } } } },
  responses: {
    201: json(success(createdTokenSchema, TOKEN_MESSAGES.created), 'The token and its secret'),
    400: json(ErrorResponse, 'Bad name, expiry or scope (VALIDATION_FAILED)'),
    ...common,
  },
});

openApiRegistry.registerPath({
  method: 'delete',
  path: '/users/tokens/{id}',
  summary: 'Revokes a token at once (its next request gets 401 TOKEN_INVALID)',
  tags,
  security,
  request: { params: z.object({ id: z.uuid().openapi({ description: 'The token id (a UUID, from GET /users/tokens).' }) }) },
  responses: {
    200: json(success(tokenSchema, TOKEN_MESSAGES.revoked), 'The revoked token'),
    404: json(ErrorResponse, "Missing or another user's token (TOKEN_NOT_FOUND)"),
    ...common,
  },
});
