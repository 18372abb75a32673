import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ListResourcesRequestSchema, ListResourceTemplatesRequestSchema, McpError, ReadResourceRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, isAppError } from '../../core/errors/index.js';
import { Document, documentTypes } from '../documents/document.entity.js';
import { userContent } from '../documents/handoff/index.js';
import { findProjectFor, readableProjectIds } from '../projects/project-access.js';

/** MCP's "Resource not found" (server/resources, Error Handling); the SDK has no constant for it. */
export const RESOURCE_NOT_FOUND = -32002;

const TEMPLATE = 'specforge://projects/{projectId}/documents/{type}';
const URI = /^specforge:\/\/projects\/([^/?#]+)\/documents\/([^/?#]+)$/;
const documentUri = (projectId: string, type: string) => `specforge://projects/${projectId}/documents/${type}`;

/** A completed document of a project the caller can read; anything else is "not found". */
export async function readyDocument(ctx: ServiceContext, projectId: string, type: string): Promise<Document> {
  const owned = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  const doc = await ctx.em.findOne(Document, { project: owned.id, type: type as Document['type'] });
  if (!doc) throw new AppError('DOCUMENT_NOT_FOUND');
  if (doc.version < 1) throw new AppError('DOCUMENT_NOT_READY');
  return doc;
}

const MISSING = new Set(['PROJECT_NOT_FOUND', 'DOCUMENT_NOT_FOUND', 'DOCUMENT_NOT_READY']);

/**
 * The documents as resources, on the low-level request handlers rather than McpServer's
 * registerResource: that one answers an unknown URI with -32602 and a failed read with -32603,
 * where the protocol says -32002, and it advertises `listChanged`, which a stateless server that
 * refuses GET can never send.
 */
export function registerDocumentResources(server: McpServer, ctx: ServiceContext): void {
  server.server.registerCapabilities({ resources: {} });

  server.server.setRequestHandler(ListResourcesRequestSchema, async () => {
    const docs = await ctx.em.find(Document, { project: { $in: await readableProjectIds(ctx.em, authorize(ctx, 'read')) }, version: { $gt: 0 } }, { populate: ['project'], orderBy: { project: { createdAt: 'desc' } } });
    return {
      resources: docs.map((d) => ({
        uri: documentUri(d.project.id, d.type),
        name: `${d.project.name}: ${d.title || d.type}`,
        description: `The ${d.type.replace(/_/g, ' ')} of ${d.project.name}, as Markdown`,
        mimeType: 'text/markdown',
      })),
    };
  });

  server.server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
    resourceTemplates: [{ name: 'document', uriTemplate: TEMPLATE, description: "A project's document as Markdown", mimeType: 'text/markdown' }],
  }));

  server.server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const { uri } = request.params;
    const match = URI.exec(uri);
    const type = match ? decodeURIComponent(match[2]!) : '';
    if (!match || !(documentTypes as readonly string[]).includes(type)) throw new McpError(RESOURCE_NOT_FOUND, 'Resource not found', { uri });
    try {
      const doc = await readyDocument(ctx, decodeURIComponent(match[1]!), type);
      return { contents: [{ uri, mimeType: 'text/markdown', text: userContent(doc.content, 'markdown') }] };
    } catch (error) {
      // Another user's project reads exactly like a missing one, as everywhere else.
      if (isAppError(error) && MISSING.has(error.code)) throw new McpError(RESOURCE_NOT_FOUND, 'Resource not found', { uri, code: error.code });
      throw error;
    }
  });
}
