import type { EntityManager } from '@mikro-orm/postgresql';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { briefFingerprint, hasBrief, loadBriefInput } from '../brief/brief-source.js';
import { advanceChain } from './document-chain.js';
import type { Project } from '../projects/project.entity.js';
import { findProjectFor, requireRole, type ProjectRole } from '../projects/project-access.js';
import { Document, documentTypes, type DocumentType } from './document.entity.js';
import { BRIEF, busyDependentsMessage, documentLimitMessage, downstreamOf, isActive, isUsable, prerequisiteMessage, prerequisites, type Prerequisite } from './document-rules.js';
import { DocumentTypeSchema } from './document.schemas.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const order = (d: Document) => documentTypes.indexOf(d.type);

/**
 * Ready documents built from an older brief become `stale` ("a document whose inputs
 * changed after it was generated"). Checked when documents are read, so the wizard and project
 * services need not know about documents.
 */
async function markBriefChanges(em: EntityManager, project: Project, docs: Document[]): Promise<void> {
  const ready = docs.filter((d) => d.status === 'ready' && d.briefHash);
  if (!ready.length) return;
  const current = briefFingerprint(await loadBriefInput(em, project));
  const changed = ready.filter((d) => d.briefHash !== current);
  for (const doc of changed) doc.status = 'stale';
  if (changed.length) await em.flush();
}

export async function listDocuments(ctx: ServiceContext, projectId: unknown): Promise<Document[]> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  const docs = await ctx.em.find(Document, { project: project.id });
  await markBriefChanges(ctx.em, project, docs);
  return docs.sort((a, b) => order(a) - order(b));
}

/**
 * The document when the caller's role on its project is at least `need`; a stranger's answers
 * exactly like a missing one.
 */
export async function getDocument(ctx: ServiceContext, id: unknown, need: ProjectRole = 'viewer'): Promise<Document> {
  const user = authorize(ctx, 'read');
  if (typeof id !== 'string' || !UUID.test(id)) throw new AppError('DOCUMENT_NOT_FOUND');
  const doc = await ctx.em.findOne(Document, { id }, { populate: ['project'] });
  if (!doc) throw new AppError('DOCUMENT_NOT_FOUND');
  await requireRole(ctx.em, user, doc.project, need, 'DOCUMENT_NOT_FOUND');
  await markBriefChanges(ctx.em, doc.project, [doc]);
  return doc;
}

export interface GenerationStatus {
  project: Project;
  active: boolean;
  percent: number;
  documents: Document[];
}

/** The same state a subscription would push, for clients that poll. */
export async function generationStatus(ctx: ServiceContext, projectId: unknown): Promise<GenerationStatus> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  const documents = await listDocuments(ctx, project.id);
  const share = (d: Document) => (d.status === 'queued' ? 0 : d.status === 'generating' ? d.progress : 100);
  const percent = documents.length ? Math.round(documents.reduce((s, d) => s + share(d), 0) / documents.length) : 0;
  return { project, active: documents.some((d) => isActive(d.status)), percent, documents };
}

function missingFor(type: DocumentType, byType: Map<DocumentType, Document>, briefReady: boolean): Prerequisite[] {
  if (type === 'prd') return briefReady ? [] : [BRIEF];
  return prerequisites[type].filter((t) => {
    const doc = byType.get(t);
    return !doc || !isUsable(doc.status, doc.version);
  });
}

/** Locks the caller's document slots and answers PLAN_LIMIT_REACHED when `adding` would not fit. */
async function checkLimit(em: EntityManager, ownerId: string, max: number, adding: number): Promise<void> {
  if (!adding) return;
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`document-create:${ownerId}`]);
  const owned = await em.count(Document, { project: { user: ownerId } });
  if (owned + adding > max) throw new AppError('PLAN_LIMIT_REACHED', documentLimitMessage(max));
}

/** Marks the documents as waiting for a job (a regeneration keeps the row: a new version, not a new document). */
function queueDocuments(em: EntityManager, project: Project, types: DocumentType[], byType: Map<DocumentType, Document>): Document[] {
  return types.map((type) => {
    const doc = byType.get(type) ?? em.create(Document, { project, type, status: 'queued' });
    Object.assign(doc, { status: 'queued', jobId: null, progress: 0, currentSection: null, error: null });
    return doc;
  });
}

async function startGeneration(ctx: ServiceContext, projectId: unknown, plan: (docs: Map<DocumentType, Document>, briefReady: boolean) => DocumentType[]): Promise<Document[]> {
  const user = authorize(ctx, 'write');
  const project = await findProjectFor(ctx.em, user, projectId, 'editor');
  const queued = await ctx.em.transactional(async (em) => {
    // One start at a time per project, so two clicks cannot both queue the same chain.
    await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`document-chain:${project.id}`]);
    const docs = await em.find(Document, { project: project.id });
    // A brief saved a moment ago: its documents are stale now, not at the next read.
    await markBriefChanges(em, project, docs);
    const byType = new Map(docs.map((d) => [d.type, d]));
    const briefReady = hasBrief(await loadBriefInput(em, project));
    const types = plan(byType, briefReady);
    await checkLimit(em, project.user.id, ctx.deps.plan.maxDocuments, types.filter((t) => !byType.has(t)).length);
    return queueDocuments(em, project, types, byType);
  });
  // Jobs are sent after the commit, so a worker never looks for a row it cannot see yet.
  await ctx.deps.queue.send(await advanceChain(ctx.em.fork(), project.id));
  await Promise.all(queued.map((d) => ctx.em.refresh(d)));
  return queued;
}

/** Generates (or regenerates) one document type; its inputs must be ready. */
export async function generateDocument(ctx: ServiceContext, projectId: unknown, rawType: unknown): Promise<Document> {
  authorize(ctx, 'write');
  const type = parseInput(DocumentTypeSchema, rawType);
  const [doc] = await startGeneration(ctx, projectId, (byType, briefReady) => {
    if (isActive(byType.get(type)?.status)) throw new AppError('GENERATION_IN_PROGRESS');
    // A new version would make what is being built from the current one stale before it is even done.
    const busy = downstreamOf(type).filter((t) => isActive(byType.get(t)?.status));
    if (busy.length) throw new AppError('GENERATION_IN_PROGRESS', busyDependentsMessage(type, busy));
    const missing = missingFor(type, byType, briefReady);
    if (missing.length) throw new AppError('PREREQUISITE_MISSING', prerequisiteMessage(type, missing));
    return [type];
  });
  return doc!;
}

/**
 * What "Generate all" (re)generates: documents that are missing, failed, cancelled or stale, and
 * what is built from them (a new version of an input makes those stale anyway). Ready documents
 * whose inputs are kept stay as they are.
 */
export function typesToGenerate(byType: Map<DocumentType, Document>): DocumentType[] {
  const wanted = new Set<DocumentType>();
  for (const type of documentTypes) {
    const doc = byType.get(type);
    if (!doc || doc.status !== 'ready' || doc.version === 0) {
      wanted.add(type);
      for (const d of downstreamOf(type)) wanted.add(d);
    }
  }
  return documentTypes.filter((t) => wanted.has(t));
}

/**
 * "Generate all": the chain, PRD first, each later document started when its inputs are ready;
 * only what needs it is queued (typesToGenerate). Answers every document of the project, the
 * kept ones as they are.
 */
export async function generateAllDocuments(ctx: ServiceContext, projectId: unknown): Promise<Document[]> {
  let kept: Document[] = [];
  const queued = await startGeneration(ctx, projectId, (byType, briefReady) => {
    if ([...byType.values()].some((d) => isActive(d.status))) {
      throw new AppError('GENERATION_IN_PROGRESS', 'Documents of this project are already being generated.');
    }
    if (!briefReady) throw new AppError('PREREQUISITE_MISSING', prerequisiteMessage('prd', [BRIEF]));
    const types = typesToGenerate(byType);
    kept = [...byType.values()].filter((d) => !types.includes(d.type));
    return types;
  });
  return [...queued, ...kept].sort((a, b) => order(a) - order(b));
}

/**
 * What produced the project's spec graph: its PRD's generator (the PRD defines the graph), null
 * before any PRD. The spec module's port (spec/spec-ports.ts), wired by services.ts.
 */
export async function prdGenerator(em: EntityManager, projectId: string): Promise<string | null> {
  const prd = await em.findOne(Document, { project: projectId, type: 'prd' }, { fields: ['generator'] });
  return prd?.generator ?? null;
}
