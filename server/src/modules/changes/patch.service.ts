import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { Document, DocumentVersion } from '../documents/document.entity.js';
import { findProjectFor, type ProjectRole } from '../projects/project-access.js';
import { SpecItemRow } from '../spec/spec.entity.js';
import { saveGraph } from '../spec/spec.store.js';
import { loadState } from './impact.service.js';
import { offloadUpdate } from './update-offload.js';
import { checkDecisions } from './decision-check.js';
import { expandItemDecisions } from './item-decisions.js';
import { latestBases, nextBase } from './baseline.js';
import { applyHunks } from './patch.js';
import { updateNote } from './version-notes.js';
import { SpecPatch, type PatchDocument } from './spec-patch.entity.js';
import type { OutgoingMail } from '../mail/mail.service.js';
import { noticeApprovalReset, sendApprovalResetMails } from '../teams/approval-reset.js';

/** The spec_patch row as the database takes it, its JSON columns as JSON text. */
interface PatchRow {
  id: string;
  project_id: string;
  created_by_id: string;
  status: string;
  graph: Buffer;
  facts: string;
  brief_hash: string;
  summary: Buffer;
  documents: Buffer;
  hunks: Buffer;
  graph_saved: boolean;
  created_at: Date;
  updated_at: Date;
}

/** pg sends a Buffer in binary format: the jsonb columns go as the worker encoded them, never decoded here. */
const bytes = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

const busy = (d: Document) => d.status === 'queued' || d.status === 'generating';

/**
 * Prepares the update of a project's documents to the brief as it is now: the stored graph is
 * reconciled with the regenerated one (ids stay), every document is composed from it, and each
 * section that would change becomes a hunk to accept or reject. Nothing is written to the
 * documents or the graph until the user decides; a previous open update is discarded.
 */
export async function prepareUpdate(ctx: ServiceContext, projectId: unknown): Promise<SpecPatch> {
  const user = authorize(ctx, 'write');
  const project = await findProjectFor(ctx.em, user, projectId, 'editor');
  const state = await loadState(ctx.em, project);
  const inFlight = state.documents.filter(busy);
  if (inFlight.length) {
    throw new AppError('GENERATION_IN_PROGRESS', `Wait until ${inFlight.map((d) => d.title || d.type).join(', ')} finishes generating: its items may still change.`);
  }
  const ready = state.documents.filter((d) => d.version > 0 && (d.status === 'ready' || d.status === 'stale'));
  if (!state.graph || !ready.some((d) => d.type === 'prd')) throw new AppError('PREREQUISITE_MISSING', 'Generate the PRD first: an update needs a spec to compare with.');
  const plan = await offloadUpdate({
    brief: state.brief,
    facts: state.facts,
    basis: state.basis,
    graph: state.graph,
    documents: ready.map((d) => ({ documentId: d.id, baseVersion: d.version, type: d.type, content: d.content, generated: state.generated.get(d.id) ?? null, generator: d.generator ?? null })),
  });
  const id = randomUUID();
  const now = new Date();
  await ctx.em.nativeUpdate(SpecPatch, { project: project.id, status: 'open' }, { status: 'discarded', updatedAt: now });
  // The row's big columns arrive as JSON text from the worker and go to the database as they are:
  // serializing and change-tracking megabytes here would hold the event loop for seconds.
  // Bound parameters (MikroORM's own queries inline values, escaping megabytes character by character);
  // the JSON columns as binary jsonb, so the text is neither decoded nor encoded again here.
  await ctx.em
    .getKysely<{ spec_patch: PatchRow }>()
    .insertInto('spec_patch')
    .values({
      id,
      project_id: project.id,
      created_by_id: user.id,
      status: 'open',
      graph: bytes(plan.json.graph),
      facts: JSON.stringify(state.facts),
      brief_hash: state.briefHash,
      summary: bytes(plan.json.summary),
      documents: bytes(plan.json.documents),
      hunks: bytes(plan.json.hunks),
      graph_saved: false,
      created_at: now,
      updated_at: now,
    })
    .execute();
  // The answer needs no graph nor structured documents: an unmanaged entity of what it shows.
  const answer = ctx.em.create(
    SpecPatch,
    {
      id,
      project: project.id,
      createdBy: user.id,
      status: 'open',
      graph: { generator: '', items: [] },
      facts: state.facts,
      briefHash: state.briefHash,
      summary: plan.summary,
      documents: plan.documents.map((d) => ({ ...d, structured: {} })),
      hunks: [],
      graphSaved: false,
      createdAt: now,
      updatedAt: now,
    },
    { persist: false },
  );
  // The hunks are parsed from the worker's bytes only if the answer reads them (GraphQL asking for
  // them); REST splices in the JSON the worker made (preparedHunks), and `{ id }` needs neither.
  let hunks: SpecPatch['hunks'] | undefined;
  const stored = plan.json.hunks;
  Object.defineProperty(answer, 'hunks', {
    configurable: true,
    enumerable: true,
    get: () => (hunks ??= JSON.parse(Buffer.from(stored.buffer, stored.byteOffset + 1, stored.byteLength - 1).toString('utf8')) as SpecPatch['hunks']),
  });
  preparedHunks.set(answer, plan.restHunks);
  return answer;
}

/** REST's hunks of a just-prepared update, serialized in the worker (changes.presenter.ts, preparedPatchBody). */
const preparedHunks = new WeakMap<SpecPatch, Uint8Array>();
export const preparedHunksOf = (patch: SpecPatch): Uint8Array | undefined => preparedHunks.get(patch);

/** The project's open update, or PATCH_NOT_FOUND. */
export async function openPatch(ctx: ServiceContext, projectId: unknown, patchId?: unknown, need: ProjectRole = 'viewer'): Promise<SpecPatch> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, need);
  const where = typeof patchId === 'string' && /^[0-9a-f-]{36}$/i.test(patchId) ? { id: patchId } : patchId === undefined ? {} : null;
  if (!where) throw new AppError('PATCH_NOT_FOUND');
  const patch = await ctx.em.findOne(SpecPatch, { project: project.id, status: 'open', ...where }, { orderBy: { createdAt: 'desc' } });
  if (!patch) throw new AppError('PATCH_NOT_FOUND');
  return patch;
}

const decision = z.enum(['accept', 'reject'], { message: 'decision must be accept or reject' });
const DecisionsSchema = z.object({
  decisions: z
    .array(z.object({ hunkId: z.string().min(1).max(100), decision, text: z.string().max(200_000).optional().nullable() }))
    .max(2_000)
    .optional()
    .default([]),
  items: z
    .array(z.object({ itemId: z.string().min(1).max(24), decision }))
    .max(2_000)
    .optional()
    .default([]),
});

/**
 * Applies the user's decisions, given per section (hunk) or per item (every section the item
 * reaches, item-decisions.ts), once they are checked for contradictions (decision-check.ts): accepted sections (or the user's merged text) replace theirs in
 * a new version of each document touched; rejected ones leave the text exactly as it is and
 * their items marked reviewed. The reconciled graph is stored with the first decision. When
 * every hunk is decided the update is closed and its documents match the brief again.
 */
export async function decideUpdate(ctx: ServiceContext, projectId: unknown, patchId: unknown, input: unknown): Promise<SpecPatch> {
  const user = authorize(ctx, 'write');
  const patch = await openPatch(ctx, projectId, patchId, 'editor');
  const given = parseInput(DecisionsSchema, input);
  if (!given.decisions.length && !given.items.length && patch.hunks.some((h) => h.status === 'pending')) {
    throw new AppError('VALIDATION_FAILED', 'Give a decision for at least one section or item.');
  }
  const changedItems = new Set([...patch.summary.added, ...patch.summary.retired, ...patch.summary.changed]);
  const decisions = expandItemDecisions(patch.hunks, changedItems, given.decisions, given.items);
  const byId = new Map(patch.hunks.map((h) => [h.id, h]));
  for (const d of decisions) {
    const h = byId.get(d.hunkId);
    if (!h) throw new AppError('VALIDATION_FAILED', `Unknown hunk ${d.hunkId}: this update has ${patch.hunks.map((x) => x.id).join(', ') || 'no hunks'}.`);
    if (h.status !== 'pending') throw new AppError('VALIDATION_FAILED', `Hunk ${d.hunkId} was already ${h.status}.`);
  }
  const hunks = patch.hunks.map((h) => {
    const d = decisions.find((x) => x.hunkId === h.id);
    if (!d) return h;
    return { ...h, status: d.decision === 'accept' ? ('accepted' as const) : ('rejected' as const), ...(d.decision === 'accept' && d.text ? { merged: d.text } : {}) };
  });
  const decided = new Set(decisions.map((d) => d.hunkId));
  checkDecisions(hunks, changedItems, decided);
  const projectKey = patch.project.id;
  const mails = await ctx.em.transactional(async (tx: EntityManager) => {
    const outgoing: OutgoingMail[] = [];
    const bases = await latestBases(
      tx,
      patch.documents.map((d) => d.documentId),
    );
    const documents: PatchDocument[] = [];
    for (const pd of patch.documents) {
      const mine = hunks.filter((h) => h.documentType === pd.type && decided.has(h.id));
      const accepted = mine.filter((h) => h.status === 'accepted');
      const doc = await tx.findOne(Document, { id: pd.documentId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!doc) continue;
      if (mine.length && doc.version !== pd.baseVersion) {
        throw new AppError('VERSION_CONFLICT', `The ${doc.title} changed after this update was prepared. Prepare the update again to see the current text.`);
      }
      const content = applyHunks(doc.content, accepted);
      // Accepting sections that leave the text as it is adds no version.
      if (accepted.length && content !== doc.content) {
        const base = nextBase(bases.get(doc.id) ?? null, doc.content, accepted);
        doc.content = content;
        doc.structured = pd.structured;
        doc.version += 1;
        const note = updateNote(accepted, patch.summary);
        tx.create(DocumentVersion, { document: doc, version: doc.version, title: doc.title, content, structured: pd.structured, generator: patch.graph.generator, source: 'section', base, note, createdBy: user.id });
        outgoing.push(...(await noticeApprovalReset(tx, { document: { id: doc.id, type: doc.type, title: doc.title, project: patch.project }, previousVersion: doc.version - 1, version: doc.version, actorId: user.id }, ctx.deps.auth.env.APP_URL)));
      }
      const finished = !hunks.some((h) => h.documentType === pd.type && h.status === 'pending');
      if (finished && (doc.status === 'stale' || doc.status === 'ready')) Object.assign(doc, { status: 'ready', briefHash: patch.briefHash });
      documents.push({ ...pd, baseVersion: doc.version });
    }
    if (!patch.graphSaved) await saveGraph(tx, projectKey, patch.graph, patch.facts);
    const reviewed = hunks.filter((h) => h.status === 'rejected' && decided.has(h.id)).flatMap((h) => h.items);
    if (reviewed.length) {
      const today = new Date().toISOString().slice(0, 10);
      for (const row of await tx.find(SpecItemRow, { project: projectKey, itemId: { $in: [...new Set(reviewed)] } })) row.fields = { ...row.fields, reviewedOn: today };
    }
    const done = hunks.every((h) => h.status !== 'pending');
    const row = await tx.findOneOrFail(SpecPatch, { id: patch.id });
    tx.assign(row, { hunks, documents, graphSaved: true, status: done ? 'applied' : 'open' });
    return outgoing;
  });
  sendApprovalResetMails(ctx.deps.mailer, mails);
  return ctx.em.findOneOrFail(SpecPatch, { id: patch.id }, { refresh: true });
}
