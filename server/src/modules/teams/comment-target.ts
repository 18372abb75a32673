import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors/index.js';
import { Document, documentTypes, type DocumentType } from '../documents/document.entity.js';
import { SpecItemRow } from '../spec/spec.entity.js';

/** `FR-3`, `AC-3.1`, `T-12` …: a spec item id. */
const ITEM = /^[A-Z]{1,5}-\d+(\.\d+)?$/;
/** `document:prd` or `document:prd#<section title>`. */
const DOCUMENT = /^document:([a-z_]+)(?:#(.+))?$/;

const refuse = (target: string) => new AppError('COMMENT_TARGET_NOT_FOUND', `"${target}" names nothing in this project: use a spec item id (FR-3) or document:<type>#<section title>.`);

/** The section titles of a document: its Markdown headings. */
function headingsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((m) => m[1]!.trim());
}

/** Checks that a comment target exists in the project: the item, or the document and its section. */
export async function checkTarget(em: EntityManager, projectId: string, target: string): Promise<void> {
  if (ITEM.test(target)) {
    if (!(await em.count(SpecItemRow, { project: projectId, itemId: target }))) throw refuse(target);
    return;
  }
  const match = DOCUMENT.exec(target);
  if (!match || !documentTypes.includes(match[1] as DocumentType)) throw refuse(target);
  const doc = await em.findOne(Document, { project: projectId, type: match[1] as DocumentType, version: { $gt: 0 } }, { fields: ['content'] });
  if (!doc) throw refuse(target);
  const section = match[2]?.trim();
  if (section && !headingsOf(doc.content).some((h) => h.toLowerCase() === section.toLowerCase())) throw refuse(target);
}
