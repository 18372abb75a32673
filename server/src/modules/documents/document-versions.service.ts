import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors/index.js';
import { type Document, DocumentVersion } from './document.entity.js';
import { editableDocument, saveVersion } from './document-edit.service.js';
import { VersionNumberSchema } from './document-edit.schemas.js';
import { getDocument } from './document.service.js';

/** Every version of the caller's document, newest first. */
export async function listVersions(ctx: ServiceContext, documentId: unknown): Promise<DocumentVersion[]> {
  const doc = await getDocument(ctx, documentId);
  return ctx.em.find(DocumentVersion, { document: doc.id }, { orderBy: { version: 'desc' }, populate: ['createdBy'] });
}

async function findVersion(ctx: ServiceContext, doc: Document, rawVersion: unknown): Promise<DocumentVersion> {
  const parsed = VersionNumberSchema.safeParse(rawVersion);
  if (!parsed.success) throw new AppError('VERSION_NOT_FOUND');
  const found = await ctx.em.findOne(DocumentVersion, { document: doc.id, version: parsed.data }, { populate: ['createdBy'] });
  if (!found) throw new AppError('VERSION_NOT_FOUND');
  return found;
}

export async function getVersion(ctx: ServiceContext, documentId: unknown, rawVersion: unknown): Promise<DocumentVersion> {
  return findVersion(ctx, await getDocument(ctx, documentId), rawVersion);
}

/** A new version (source `restore`) with an older version's content; history itself never changes. */
export async function restoreVersion(ctx: ServiceContext, documentId: unknown, rawVersion: unknown): Promise<Document> {
  const doc = await editableDocument(ctx, documentId);
  const old = await findVersion(ctx, doc, rawVersion);
  return saveVersion(ctx, doc, { content: old.content, baseVersion: doc.version, source: 'restore' });
}
