import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../core/logger.js';
import { ActivityEvent } from '../activity/activity-event.entity.js';
import { Document, DocumentVersion } from '../documents/document.entity.js';
import { dependentsOf, documentLabels, isUsable, prerequisites } from '../documents/document-rules.js';
import { notify } from '../notifications/notification.service.js';
import { briefFingerprint, composerBrief, hasBrief, loadBriefInput } from './brief-source.js';
import { advanceChain, type Claim } from './chain.js';
import { publishGenerationEvent } from './generation-events.js';
import type { PlanStructured, PrdStructured, PriorDocuments } from './composer/index.js';
import type { GeneratedDocument, Generator } from './generator.js';

export interface RunnerDeps {
  orm: MikroORM;
  logger: Logger;
  generator: Generator;
  /** Sends claimed jobs (the next documents of a chain). */
  send(claims: Claim[]): Promise<void>;
}

/** A failure the user can act on; its message is shown on the document as is. */
export class GenerationError extends Error {}

async function priorDocuments(em: EntityManager, doc: Document): Promise<PriorDocuments> {
  const needed = prerequisites[doc.type];
  const docs = needed.length ? await em.find(Document, { project: doc.project.id, type: { $in: needed } }) : [];
  const missing = needed.filter((t) => !docs.some((d) => d.type === t && isUsable(d.status, d.version) && d.structured));
  if (missing.length) {
    throw new GenerationError(`The ${missing.map((t) => documentLabels[t]).join(' and ')} must be ready before this document can be generated.`);
  }
  const of = (t: string) => docs.find((d) => d.type === t)?.structured;
  return {
    ...(of('prd') ? { prd: of('prd') as unknown as PrdStructured } : {}),
    ...(of('implementation_plan') ? { implementation_plan: of('implementation_plan') as unknown as PlanStructured } : {}),
  };
}

/**
 * One job: generate one document section by section, saving progress on the row, then store the
 * result as a new version. A job whose id is no longer the document's (it was re-queued or
 * cancelled meanwhile) does nothing, so a late retry can never overwrite newer work.
 */
export async function runDocumentJob(deps: RunnerDeps, documentId: string, jobId: string): Promise<void> {
  const em = deps.orm.em.fork();
  const doc = await em.findOne(Document, { id: documentId }, { populate: ['project'] });
  if (!doc || doc.jobId !== jobId || (doc.status !== 'queued' && doc.status !== 'generating')) return;
  doc.status = 'generating';
  doc.progress = 0;
  doc.currentSection = null;
  doc.error = null;
  await em.flush();
  const publish = (delta = '') =>
    publishGenerationEvent(em, deps.logger, {
      project_id: doc.project.id,
      document_id: doc.id,
      type: doc.type,
      status: doc.status,
      section: doc.currentSection ?? null,
      delta,
      percent: doc.progress,
      version: doc.version,
      error: doc.error ?? null,
    });
  await publish();
  try {
    const prior = await priorDocuments(em, doc);
    const input = await loadBriefInput(em, doc.project);
    if (!hasBrief(input)) throw new GenerationError('The project brief needs at least a project name and description.');
    let written = 0;
    const result = await deps.generator.generate(doc.type, composerBrief(input), prior, async (p) => {
      doc.progress = Math.min(99, Math.round(((p.index + 1) / p.total) * 100));
      doc.currentSection = p.sectionTitle.slice(0, 200);
      doc.content = p.partial;
      await em.flush();
      await publish(p.partial.slice(written));
      written = p.partial.length;
    });
    await complete(em, doc, result, briefFingerprint(input));
  } catch (err) {
    const readable = err instanceof GenerationError;
    if (!readable) deps.logger.error({ err, documentId }, 'document generation failed');
    doc.status = 'failed';
    doc.currentSection = null;
    doc.error = readable ? err.message : 'The document could not be generated because of an internal error. Please try again.';
    await em.flush();
  }
  await publish();
  await deps.send(await advanceChain(em.fork(), doc.project.id));
}

async function complete(em: EntityManager, doc: Document, result: GeneratedDocument, briefHash: string): Promise<void> {
  await em.transactional(async (tx) => {
    const version = doc.version + 1;
    Object.assign(doc, {
      status: 'ready',
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
    });
    tx.persist(doc);
    tx.create(DocumentVersion, {
      document: doc,
      version,
      title: doc.title,
      content: result.markdown,
      structured: result.structured,
      generator: result.generator,
    });
    // Documents built from the previous version no longer match their input.
    const dependents = dependentsOf(doc.type);
    if (dependents.length) {
      await tx.nativeUpdate(Document, { project: doc.project.id, type: { $in: dependents }, status: 'ready' }, { status: 'stale' });
    }
    const project = doc.project;
    const label = documentLabels[doc.type];
    await notify(tx, project.user.id, {
      title: `Your ${label} is ready`,
      message: `"${doc.title}" for ${project.name} is ready to read.`,
      type: 'success',
      actionUrl: `/project/${project.id}/mission-control`,
      actionLabel: `Open ${label}`,
    });
    tx.create(ActivityEvent, { user: project.user.id, activityType: 'DOCUMENT_CREATE', entityId: doc.id, entityType: 'document' });
  });
}
