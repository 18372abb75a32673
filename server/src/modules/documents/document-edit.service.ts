import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { Document, DocumentVersion, type VersionSource } from './document.entity.js';
import { dependentsOf, isUsable } from './document-rules.js';
import { presentDocument } from './document.presenter.js';
import { getDocument } from './document.service.js';
import { UpdateContentSchema } from './document-edit.schemas.js';

/** The generator recorded for versions a person wrote. */
export const USER_GENERATOR = 'user';

/** A document that has a completed version and is not being regenerated right now. */
export async function editableDocument(ctx: ServiceContext, id: unknown): Promise<Document> {
  authorize(ctx, 'write');
  const doc = await getDocument(ctx, id, 'editor');
  if (!(doc.status === 'ready' || doc.status === 'stale') || !isUsable(doc.status, doc.version)) {
    throw new AppError('DOCUMENT_NOT_READY', 'Only a ready or stale document can be edited.');
  }
  return doc;
}

/** 409 VERSION_CONFLICT carrying the current document, so the client can merge instead of overwriting. */
export function checkBaseVersion(doc: Document, baseVersion: number): void {
  if (doc.version === baseVersion) return;
  const error = new AppError('VERSION_CONFLICT');
  error.extra = { current: presentDocument(doc) };
  throw error;
}

/**
 * Stores `content` as the next version. The row is locked first, so two saves from the same base
 * cannot both win: the second sees the new version and gets VERSION_CONFLICT.
 */
export async function saveVersion(ctx: ServiceContext, doc: Document, input: { content: string; baseVersion: number; source: VersionSource }): Promise<Document> {
  const user = authorize(ctx, 'write');
  const afterCommit = await ctx.em.transactional(async (tx: EntityManager) => {
    const locked = await tx.findOneOrFail(Document, { id: doc.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!(locked.status === 'ready' || locked.status === 'stale')) throw new AppError('DOCUMENT_NOT_READY', 'Only a ready or stale document can be edited.');
    checkBaseVersion(locked, input.baseVersion);
    const version = locked.version + 1;
    locked.content = input.content;
    locked.version = version;
    tx.create(DocumentVersion, {
      document: locked,
      version,
      title: locked.title,
      content: input.content,
      structured: locked.structured ?? null,
      generator: USER_GENERATOR,
      source: input.source,
      createdBy: user.id,
    });
    // The same rule as a regeneration: documents built from this one no longer match their input.
    const dependents = dependentsOf(locked.type);
    if (dependents.length) {
      await tx.nativeUpdate(Document, { project: locked.project.id, type: { $in: dependents }, status: 'ready' }, { status: 'stale' });
    }
    return ctx.deps.onNewDocumentVersion(tx, { document: doc, previousVersion: version - 1, version, actorId: user.id });
  });
  afterCommit();
  await ctx.em.refresh(doc);
  return doc;
}

/** PUT /documents/{id}: the editor's Markdown as a new version (source `edit`). */
export async function updateDocumentContent(ctx: ServiceContext, id: unknown, rawInput: unknown): Promise<Document> {
  const doc = await editableDocument(ctx, id);
  const input = parseInput(UpdateContentSchema, rawInput);
  checkBaseVersion(doc, input.base_version);
  if (input.content === doc.content) return doc; // autosave of unchanged text makes no empty version
  return saveVersion(ctx, doc, { content: input.content, baseVersion: input.base_version, source: 'edit' });
}
