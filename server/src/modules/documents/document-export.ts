import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { type Document, DocumentVersion } from './document.entity.js';
import { type ExportMeta, markdownToDocx } from './document-export-docx.js';
import { markdownToPdf } from './document-export-pdf.js';
import { ExportQuerySchema } from './document.schemas.js';
import { getDocument } from './document.service.js';

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string | Buffer;
}

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A safe file name from the title: letters, digits and dashes. */
export function slug(title: string): string {
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

export function exportDate(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The latest completed version (never a half-written one while a regeneration runs). */
export async function latestVersion(ctx: ServiceContext, doc: Document): Promise<DocumentVersion> {
  if (doc.version === 0) throw new AppError('DOCUMENT_NOT_READY');
  return ctx.em.findOneOrFail(DocumentVersion, { document: doc.id, version: doc.version });
}

/** One document as Markdown (as written), PDF or DOCX (cover, contents, page numbers). */
export async function exportDocument(ctx: ServiceContext, id: unknown, rawQuery: unknown): Promise<ExportFile> {
  const doc = await getDocument(ctx, id);
  const { format } = parseInput(ExportQuerySchema, rawQuery);
  const version = await latestVersion(ctx, doc);
  const filename = `${slug(version.title)}-v${version.version}.${format}`;
  const meta: ExportMeta = { projectName: doc.project.name, title: version.title, date: exportDate(version.createdAt), version: version.version };
  if (format === 'pdf') return { filename, contentType: 'application/pdf', body: await markdownToPdf(meta, version.content, ctx.deps.diagrams) };
  if (format === 'docx') return { filename, contentType: DOCX_TYPE, body: await markdownToDocx(meta, version.content) };
  return { filename, contentType: 'text/markdown; charset=utf-8', body: version.content };
}
