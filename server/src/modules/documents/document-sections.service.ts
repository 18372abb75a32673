import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { composerBrief, loadBriefInput } from '../brief/brief-source.js';
import { readStructured } from '@specforge/contracts/document-structured';
import { composeSections, type PriorDocuments } from '../generation/composer/index.js';
import { rewordSection, VARIANT_COUNT } from '../generation/composer/renderer/index.js';
import { heading } from '../generation/composer/text.js';
import { Document } from './document.entity.js';
import { checkBaseVersion, editableDocument, saveVersion } from './document-edit.service.js';
import { AcceptSectionSchema, SectionIdSchema } from './document-edit.schemas.js';
import { findSection, replaceSection, sectionText, type SectionRange } from './markdown-sections.js';

export interface SectionPreview {
  section_id: string;
  title: string;
  before: string;
  after: string;
  base_version: number;
  /** What kind of alternative `after` is, for the person deciding whether to accept it. */
  note: string;
}

/** Said with every preview: the composer is deterministic, so what it offers is worth knowing. */
export const BUILTIN_NOTE = 'Written by the built-in generator from the brief as it is now: with an unchanged brief it can only reword this section. Edit the brief for new content, or connect a model (LLM_PROVIDER, see the README) for real rewrites.';

/** The section's title from the structured form, and where it sits in the current Markdown. */
function locate(doc: Document, rawSectionId: unknown): { id: string; title: string; range: SectionRange } {
  const parsed = SectionIdSchema.safeParse(rawSectionId);
  const sections = (doc.structured?.sections ?? []) as { id?: unknown; title?: unknown }[];
  const found = parsed.success ? sections.find((s) => s.id === parsed.data) : undefined;
  if (!found || typeof found.title !== 'string') throw new AppError('SECTION_NOT_FOUND');
  const range = findSection(doc.content, found.title);
  if (!range) throw new AppError('SECTION_NOT_FOUND', 'This section is no longer in the document (its heading was edited or removed).');
  return { id: parsed.data!, title: found.title, range };
}

async function priorOf(ctx: ServiceContext, doc: Document): Promise<PriorDocuments> {
  const docs = await ctx.em.find(Document, { project: doc.project.id, type: { $in: ['prd', 'implementation_plan'] } });
  const of = (t: string) => docs.find((d) => d.type === t && d.version > 0)?.structured;
  const prd = readStructured('prd', of('prd'));
  const plan = readStructured('implementation_plan', of('implementation_plan'));
  return { ...(prd ? { prd } : {}), ...(plan ? { implementation_plan: plan } : {}) };
}

/**
 * The wordings a regenerate tries, alternatives first: the composer is deterministic, so its
 * canonical text is what an untouched section already says. The first that differs from the
 * current text is offered, so a regenerate always proposes something new (an accepted
 * alternative is followed by the next one, and the cycle ends at the canonical wording).
 */
const VARIANT_ORDER = [...Array.from({ length: VARIANT_COUNT - 1 }, (_, i) => i + 1), 0];

/**
 * Regenerates one section from the current brief and inputs, without saving anything.
 * The built-in composer is section-addressable, so it writes the new section for every document
 * (an LLM-generated document gets the composer's version of that section too), in a wording
 * that differs from the section's current text (section-variants.ts).
 */
export async function previewSection(ctx: ServiceContext, documentId: unknown, sectionId: unknown): Promise<SectionPreview> {
  const doc = await editableDocument(ctx, documentId);
  const { id, title, range } = locate(doc, sectionId);
  const brief = composerBrief(await loadBriefInput(ctx.em, doc.project));
  let fresh;
  try {
    fresh = composeSections(doc.type, brief, await priorOf(ctx, doc)).sections.find((s) => s.id === id);
  } catch {
    throw new AppError('PREREQUISITE_MISSING', 'The documents this one is built from are needed to regenerate a section.');
  }
  if (!fresh) throw new AppError('SECTION_NOT_FOUND', 'The current generator no longer writes this section.');
  const before = sectionText(doc.content, range);
  const candidates = VARIANT_ORDER.map((v) => heading(fresh.title, rewordSection(fresh.markdown, v)).trimEnd());
  const after = candidates.find((c) => !sameText(c, before)) ?? candidates[0]!;
  return { section_id: id, title, before, after, base_version: doc.version, note: BUILTIN_NOTE };
}

function sameText(a: string, b: string): boolean {
  return a.trim() === b.trim();
}

/** Replaces the section with the accepted text as a new version (source `section`). */
export async function acceptSection(ctx: ServiceContext, documentId: unknown, sectionId: unknown, rawInput: unknown): Promise<Document> {
  const doc = await editableDocument(ctx, documentId);
  const input = parseInput(AcceptSectionSchema, rawInput);
  checkBaseVersion(doc, input.base_version);
  const { title, range } = locate(doc, sectionId);
  // The accepted text keeps the section's heading, so the section can be found again later.
  const after = /^##\s/.test(input.after.trimStart()) ? input.after.trim() : heading(title, input.after).trimEnd();
  const content = replaceSection(doc.content, range, after);
  return saveVersion(ctx, doc, { content, baseVersion: input.base_version, source: 'section' });
}
