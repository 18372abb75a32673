import JSZip from 'jszip';
import { z } from 'zod';
import { currentUser } from '../../core/auth/authenticate.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { findOwnedProject } from '../projects/project.service.js';
import { Document, documentTypes, DocumentVersion } from './document.entity.js';
import { isUsable } from './document-rules.js';
import { type ExportFile, slug } from './document-export.js';

export const ProjectExportQuerySchema = z
  .object({ format: z.enum(['zip'], { error: 'format must be zip' }).default('zip').openapi({ description: 'zip: every ready document as Markdown.' }) })
  .openapi('ProjectExportQuery');

/** Every document with a completed version, as `01-title.md` … in chain order, in one .zip. */
export async function exportProjectDocuments(ctx: ServiceContext, projectId: unknown, rawQuery: unknown): Promise<ExportFile> {
  const project = await findOwnedProject(ctx.em, currentUser(ctx), projectId);
  parseInput(ProjectExportQuerySchema, rawQuery);
  const docs = (await ctx.em.find(Document, { project: project.id })).filter((d) => isUsable(d.status, d.version));
  if (!docs.length) throw new AppError('DOCUMENT_NOT_READY', 'This project has no completed documents to export yet.');
  docs.sort((a, b) => documentTypes.indexOf(a.type) - documentTypes.indexOf(b.type));
  const versions = await ctx.em.find(DocumentVersion, { $or: docs.map((d) => ({ document: d.id, version: d.version })) });
  const zip = new JSZip();
  docs.forEach((doc, i) => {
    const version = versions.find((v) => v.document.id === doc.id);
    if (version) zip.file(`${String(i + 1).padStart(2, '0')}-${slug(version.title)}.md`, version.content);
  });
  const body = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return { filename: `${slug(project.name)}-documents.zip`, contentType: 'application/zip', body };
}
