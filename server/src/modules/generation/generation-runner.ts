import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isDatabaseUnavailable } from '../../core/errors/index.js';
import type { Logger } from '../../core/logger.js';
import { ActivityEvent } from '../activity/activity-event.entity.js';
import { Document, DocumentVersion } from '../documents/document.entity.js';
import { dependentsOf, documentLabels, isActive, isUsable, prerequisites } from '../documents/document-rules.js';
import { announceFinished, announcePending } from './run-notices.js';
import { briefFingerprint, composerBrief, hasBrief, loadBriefInput } from '../brief/brief-source.js';
import { advanceChain, type Claim } from '../documents/document-chain.js';
import { GenerationError } from './llm/generation-error.js';
import { publishGenerationEvent, watchDocument } from './generation-events.js';
import { cancelledError, LlmGenerationError } from './llm/errors.js';
import { ProgressStream } from './progress-stream.js';
import { assertStructured } from '../documents/structured-data.js';
import { readStructured } from '@specforge/contracts/document-structured';
import { briefFacts, graphFor, type PriorDocuments } from './composer/index.js';
import type { GeneratedDocument, Generator, SectionProgress } from './llm/generator.js';
import type { SpecGraph } from '../spec/graph.js';
import { loadBasis, loadGraph, saveGraph } from '../spec/spec.store.js';
import { diffBriefs, type BriefFacts } from '../spec/brief-diff.js';
import { reconcileGraph } from '../spec/reconcile.js';
import type { Mailer, OutgoingMail } from '../mail/mail.service.js';
import { noticeApprovalReset, sendApprovalResetMails } from '../teams/approval-reset.js';

export interface RunnerDeps {
  orm: MikroORM;
  logger: Logger;
  /** Level of the line a finished job leaves: `info` in production, `debug` in development (a quiet terminal). */
  routineLevel?: 'info' | 'debug';
  generator: Generator;
  /** The generator of a project (its owner's own model, modules/models); `generator` when absent. */
  generatorFor?: (em: EntityManager, project: Document['project']) => Promise<Generator>;
  /** Sends claimed jobs (the next documents of a chain). */
  send(claims: Claim[]): Promise<void>;
  /** Mails the approvers a new version voids (teams/approval-reset.ts); without it, they are only told in-app. */
  approvalMail?: { mailer: Mailer; appUrl: string };
}

export { GenerationError };

async function priorDocuments(em: EntityManager, doc: Document): Promise<PriorDocuments> {
  const needed = prerequisites[doc.type];
  const docs = needed.length ? await em.find(Document, { project: doc.project.id, type: { $in: needed } }) : [];
  const missing = needed.filter((t) => !docs.some((d) => d.type === t && isUsable(d.status, d.version) && d.structured));
  if (missing.length) {
    throw new GenerationError(`The ${missing.map((t) => documentLabels[t]).join(' and ')} must be ready before this document can be generated.`);
  }
  const of = (t: string) => docs.find((d) => d.type === t)?.structured;
  const prd = readStructured('prd', of('prd'));
  const plan = readStructured('implementation_plan', of('implementation_plan'));
  // Later documents render from the graph the PRD stored; the PRD builds it afresh.
  const graph = doc.type === 'prd' ? null : await loadGraph(em, doc.project.id);
  return {
    ...(graph ? { graph } : {}),
    // Read through the shared schemas: a stored row they cannot read counts as absent, and the
    // composer then renders from the stored graph instead.
    ...(prd ? { prd } : {}),
    ...(plan ? { implementation_plan: plan } : {}),
  };
}

/** A regenerated PRD keeps the ids of the project's stored graph (spec/reconcile.ts). */
async function reconcilerFor(em: EntityManager, projectId: string, facts: BriefFacts): Promise<(fresh: SpecGraph) => SpecGraph> {
  const stored = await loadGraph(em, projectId);
  const basis = await loadBasis(em, projectId);
  const diff = basis ? diffBriefs(basis, facts) : null;
  return (fresh) => reconcileGraph(stored, fresh, diff).graph;
}

/** Why a job stopped early: the worker is shutting down (the job is run again later). */
export const SHUTDOWN = 'shutdown';

const cancelledMessage = 'The generation was cancelled.';
const internalMessage = 'The document could not be generated because of an internal error. Please try again.';

function isCancel(err: unknown): boolean {
  return err instanceof LlmGenerationError && err.kind === 'cancelled';
}

/**
 * One job: generate one document section by section, saving progress on the row and streaming
 * tokens to subscribers (progress-stream.ts), then store the result as a new version. Every
 * write is conditional on the job still owning the document: one that was cancelled or
 * re-queued meanwhile is left alone and the running request is aborted, so a late or
 * duplicate job can never overwrite newer work. `signal` is the worker's (aborted on stop).
 */
export async function runDocumentJob(deps: RunnerDeps, documentId: string, jobId: string, signal?: AbortSignal): Promise<void> {
  const em = deps.orm.em.fork();
  const doc = await em.findOne(Document, { id: documentId }, { populate: ['project'] });
  if (!doc || doc.jobId !== jobId || !isActive(doc.status)) return;
  const owned = { id: documentId, jobId, status: 'generating' as const };
  const claimed = await em.nativeUpdate(Document, { id: documentId, jobId, status: { $in: ['queued', 'generating'] } }, { status: 'generating', progress: 0, currentSection: null, error: null, updatedAt: new Date() });
  if (!claimed) return;
  Object.assign(doc, { status: 'generating', progress: 0, currentSection: null, error: null });

  const stop = new AbortController();
  const aborted = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
  // A cancel (or re-queue) seen by any instance arrives here through LISTEN/NOTIFY.
  const unwatch = watchDocument(documentId, (e) => {
    if (e.status === 'cancelled' || e.status === 'queued') stop.abort();
  });
  const publish = (delta = '', section: string | null = doc.currentSection ?? null) =>
    publishGenerationEvent(em, deps.logger, {
      project_id: doc.project.id,
      document_id: doc.id,
      type: doc.type,
      status: doc.status,
      section,
      delta,
      percent: doc.progress,
      version: doc.version,
      error: doc.error ?? null,
    });
  const stream = new ProgressStream((delta, section) => publish(delta, section));
  let outcome: 'done' | 'lost' | 'shutdown' | 'unavailable' = 'done';
  let unavailable: unknown;
  try {
    await publish();
    const prior = await priorDocuments(em, doc);
    const input = await loadBriefInput(em, doc.project);
    if (!hasBrief(input)) throw new GenerationError('The project brief needs at least a project name and description.');
    const onSection = (p: SectionProgress) =>
      stream.finish(p, async () => {
        const progress = Math.min(99, Math.round(((p.index + 1) / p.total) * 100));
        const section = p.sectionTitle.slice(0, 200);
        const saved = await em.nativeUpdate(Document, owned, { progress, currentSection: section, content: p.partial, updatedAt: new Date() });
        if (!saved) {
          stop.abort();
          throw cancelledError();
        }
        Object.assign(doc, { progress, currentSection: section });
      });
    const brief = composerBrief(input);
    const facts = briefFacts(brief);
    if (doc.type === 'prd') prior.reconcile = await reconcilerFor(em, doc.project.id, facts);
    const generator = deps.generatorFor ? await deps.generatorFor(em, doc.project) : deps.generator;
    // A stop that came while the brief was read starts no provider call.
    aborted.throwIfAborted();
    const result = await generator.generate(doc.type, brief, prior, onSection, {
      signal: aborted,
      onDelta: (delta, at) => stream.token(delta, at),
    });
    await stream.close();
    const graph = doc.type === 'prd' ? (result.graph ?? graphFor('prd', brief, prior)) : null;
    if (!(await complete(em, doc, jobId, result, briefFingerprint(input), graph && { graph, facts }, deps.approvalMail))) outcome = 'lost';
  } catch (err) {
    await stream.close();
    if (signal?.aborted && signal.reason === SHUTDOWN) {
      outcome = 'shutdown';
    } else if (stop.signal.aborted) {
      outcome = 'lost';
    } else if (!(err instanceof GenerationError) && isDatabaseUnavailable(err)) {
      // Our database went away mid-job: not the document's fault, so it is not marked failed (that
      // write would fail too); the queue runs the job again once the database is back.
      outcome = 'unavailable';
      unavailable = err;
    } else {
      const readable = err instanceof GenerationError;
      if (!readable) deps.logger.error({ err, documentId }, 'document generation failed');
      const status = isCancel(err) ? 'cancelled' : 'failed';
      const error = isCancel(err) ? cancelledMessage : readable ? err.message : internalMessage;
      if (await settleFailed(em, doc, jobId, status, error)) {
        Object.assign(doc, { status, error, currentSection: null });
        // A run whose last document failed still names the documents it finished.
        await em.transactional((tx) => announcePending(tx, doc.project)).catch((err: unknown) => deps.logger.error({ err, documentId }, 'run notice failed'));
      } else outcome = 'lost';
    }
  } finally {
    unwatch();
  }
  // Which instance ran which job, for operators of several instances (ids only, no brief text).
  deps.logger[outcome === 'done' ? (deps.routineLevel ?? 'info') : 'info']({ documentId, jobId, type: doc.type, outcome, status: doc.status }, 'generation job ended');
  // A stopping worker leaves the document as it is: the queue runs the job again.
  if (outcome === 'shutdown') throw new Error('generation interrupted by shutdown');
  if (outcome === 'unavailable') throw new Error('generation interrupted: database unavailable', { cause: unavailable });
  // Whoever took the document over (a cancel, a re-queue) reports its state.
  if (outcome === 'lost') return;
  await publish();
  await deps.send(await advanceChain(em.fork(), doc.project.id));
}

/**
 * Ends a generation that did not complete: the document keeps its last completed version's
 * text (a half-written regeneration is not left in its place). Conditional: false when the
 * job no longer owns the document (`jobId`), or when it is not active (`jobId` null: a cancel).
 */
export async function settleFailed(em: EntityManager, doc: Document, jobId: string | null, status: 'failed' | 'cancelled', error: string): Promise<boolean> {
  const last = doc.version > 0 ? await em.findOne(DocumentVersion, { document: doc.id, version: doc.version }) : null;
  const where = jobId ? { id: doc.id, jobId, status: 'generating' as const } : { id: doc.id, status: { $in: ['queued' as const, 'generating' as const] } };
  const updated = await em.nativeUpdate(Document, where, {
    status,
    error,
    jobId: null,
    // A failure shows how far it got; a cancelled document starts over.
    ...(status === 'cancelled' ? { progress: 0 } : {}),
    currentSection: null,
    ...(last ? { content: last.content } : {}),
    updatedAt: new Date(),
  });
  return updated > 0;
}

/** Stores the result as a new version; false (nothing written) when the job lost the document. */
async function complete(em: EntityManager, doc: Document, jobId: string, result: GeneratedDocument, briefHash: string, spec: { graph: SpecGraph; facts: BriefFacts } | null, approvalMail?: RunnerDeps['approvalMail']): Promise<boolean> {
  assertStructured(doc.type, result.structured);
  let mails: OutgoingMail[] = [];
  const stored = await em.transactional(async (tx) => {
    // The project first, as a brief save locks it before touching its documents: the run notice
    // (run-notices.ts) locks it too, and taking it after the document could deadlock with a save.
    await tx.execute('select id from project where id = ? for update', [doc.project.id]);
    // Locked, so a cancel arriving now waits and then finds the document ready (not active).
    const [row] = await tx.execute<{ id: string }[]>('select id from document where id = ? and job_id = ? and status = ? for update', [doc.id, jobId, 'generating']);
    if (!row) return false;
    const version = doc.version + 1;
    const fields = {
      status: 'ready' as const,
      title: result.title.slice(0, 200),
      content: result.markdown,
      structured: result.structured,
      generator: result.generator,
      version,
      progress: 100,
      currentSection: null,
      error: null,
      generatedAt: new Date(),
      briefHash,
      inputTokens: result.usage?.inputTokens ?? 0,
      outputTokens: result.usage?.outputTokens ?? 0,
      updatedAt: new Date(),
    };
    // A native update: the row was changed natively while generating, so the entity's snapshot is old.
    await tx.nativeUpdate(Document, { id: doc.id }, fields);
    Object.assign(doc, fields);
    tx.create(DocumentVersion, {
      document: doc.id,
      version,
      title: fields.title,
      content: result.markdown,
      structured: result.structured,
      generator: result.generator,
      inputTokens: fields.inputTokens,
      outputTokens: fields.outputTokens,
    });
    // The PRD defines the spec graph every later document and check reads.
    if (spec) await saveGraph(tx, doc.project.id, spec.graph, spec.facts);
    // Documents built from the previous version no longer match their input.
    const dependents = dependentsOf(doc.type);
    if (dependents.length) {
      await tx.nativeUpdate(Document, { project: doc.project.id, type: { $in: dependents }, status: 'ready' }, { status: 'stale' });
    }
    const project = doc.project;
    await announceFinished(tx, project, doc.id);
    // Created means the first version: a regeneration adds a version, not a document.
    if (version === 1) tx.create(ActivityEvent, { user: project.user.id, activityType: 'DOCUMENT_CREATE', entityId: doc.id, entityType: 'document' });
    mails = await noticeApprovalReset(tx, { document: { id: doc.id, type: doc.type, title: fields.title, project }, previousVersion: version - 1, version, actorId: null }, approvalMail?.appUrl ?? null);
    return true;
  });
  if (stored && approvalMail) sendApprovalResetMails(approvalMail.mailer, mails);
  return stored;
}
