// Every module's REST paths register themselves on import; this list is the one place that
// gathers them (like the resolver list of core/graphql/schema.ts).
import '../../modules/projects/project.openapi.js';
import '../../modules/wizard/wizard.openapi.js';
import '../../modules/activity/activity.openapi.js';
import '../../modules/documents/document.openapi.js';
import '../../modules/spec/spec.openapi.js';
import '../../modules/documents/document-edit.openapi.js';
import '../../modules/generation/generation-control.openapi.js';
import './paths/accounts.openapi.js';
import { buildOpenApiDocument } from './registry.js';

let cached: ReturnType<typeof buildOpenApiDocument> | undefined;

/** The OpenAPI 3.1 document of /api, generated once from the registered zod schemas. */
export function openApiDocument(): ReturnType<typeof buildOpenApiDocument> {
  // Relative server URL: the document stays right behind any host or proxy.
  cached ??= buildOpenApiDocument('');
  return cached;
}
