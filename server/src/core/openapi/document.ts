import { buildOpenApiDocument } from './registry.js';

let cached: ReturnType<typeof buildOpenApiDocument> | undefined;

/**
 * The OpenAPI 3.1 document of /api, generated once from the registered zod schemas. Modules
 * register their paths on import; the composition root (server/src/openapi-paths.ts) makes sure
 * all of them are loaded before the first call.
 */
export function openApiDocument(): ReturnType<typeof buildOpenApiDocument> {
  // Relative server URL: the document stays right behind any host or proxy.
  cached ??= buildOpenApiDocument('');
  return cached;
}
