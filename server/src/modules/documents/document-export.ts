import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { DocumentVersion } from './document.entity.js';
import { ExportQuerySchema } from './document.schemas.js';
import { getDocument } from './document.service.js';
import { markdownToPdf } from './markdown-pdf.js';

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string | Buffer;
}

/** A safe file name from the title: letters, digits and dashes. */
function slug(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/[\s_]+/g, '-')
      .toLowerCase()
      .slice(0, 80) || 'document'
  );
}

/**
 * The latest completed version (never a half-written one while a regeneration runs) as a file:
 * Markdown as written, or a PDF rendered from it. DOCX is refused with a clear message for now.
 */
export async function exportDocument(ctx: ServiceContext, id: unknown, rawQuery: unknown): Promise<ExportFile> {
  const doc = await getDocument(ctx, id);
  const { format } = parseInput(ExportQuerySchema, rawQuery);
  if (doc.version === 0) throw new AppError('DOCUMENT_NOT_READY');
  const version = await ctx.em.findOneOrFail(DocumentVersion, { document: doc.id, version: doc.version });
  const filename = `${slug(version.title)}-v${version.version}.${format}`;
  if (format === 'pdf') return { filename, contentType: 'application/pdf', body: await markdownToPdf(version.title, version.content) };
  return { filename, contentType: 'text/markdown; charset=utf-8', body: version.content };
}
