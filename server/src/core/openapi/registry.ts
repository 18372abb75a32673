import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { APP_VERSION } from '../version.js';
import { nameOperations } from './operation-id.js';

// Adds `.openapi()` to zod schemas, so the same schemas validate requests and describe them.
extendZodWithOpenApi(z);

/**
 * The one registry of the REST compatibility layer. Each module registers its paths next to its
 * routes (in `<m>.openapi.ts`, importing its zod schemas), and `/api/openapi.json` is generated
 * from it, so the document cannot drift from the validation.
 */
export const openApiRegistry = new OpenAPIRegistry();

export const bearerAuth = openApiRegistry.registerComponent('securitySchemes', 'bearerAuth', {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
});

/**
 * OpenAPI's `security: []`: an operation anyone may call, without a token. Each public operation
 * says so itself, so one that forgets its `security` is caught by the linter (security-defined)
 * instead of being documented as public.
 */
export const publicAccess: Record<string, string[]>[] = [];

/** The REST error shape every endpoint answers with on failure. */
export const ErrorResponse = openApiRegistry.register(
  'ErrorResponse',
  z.object({
    status: z.literal('error'),
    code: z.string().openapi({ example: 'VALIDATION_FAILED' }),
    message: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
);

/**
 * What the edge answers on any /api path before a route runs (core/http/refuse-unsafe-text.ts):
 * a URL that is not valid UTF-8, or a NUL or unpaired surrogate in the query or body.
 */
export const edgeRejection = {
  400: {
    description: 'BAD_REQUEST (the URL is not valid percent-encoded UTF-8) or VALIDATION_FAILED (a NUL or unpaired surrogate in the query or body).',
    content: { 'application/json': { schema: ErrorResponse } },
  },
};

export function buildOpenApiDocument(serverUrl: string) {
  const document = new OpenApiGeneratorV31(openApiRegistry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Specforge REST API',
      version: APP_VERSION,
      description: 'The REST compatibility layer of Specforge (the product API of the specification). The GraphQL API at /graphql offers the same operations.',
    },
    servers: [{ url: `${serverUrl}/api` }],
  });
  nameOperations(document.paths);
  return document;
}
