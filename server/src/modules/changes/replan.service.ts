import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors/index.js';
import { Document, DocumentVersion } from '../documents/document.entity.js';
import { assertStructured } from '../documents/structured-data.js';
import { composeAll, scheduleTasks } from '../generation/composer/index.js';
import { findProjectFor } from '../projects/project-access.js';
import { itemsOf } from '../spec/graph.js';
import { saveGraph } from '../spec/spec.store.js';
import { loadState } from './impact.service.js';
import { nextBase } from './baseline.js';
import { merge3 } from './merge3.js';
import { applyHunks, hunksFor, type Hunk } from './patch.js';
import { replanNote } from './version-notes.js';
import type { OutgoingMail } from '../mail/mail.service.js';
import { noticeApprovalReset, sendApprovalResetMails } from '../teams/approval-reset.js';

export interface ReplanResult {
  projectId: string;
  /** The day the re-plan was made. */
  replannedOn: string;
  /** The day the remaining work is scheduled from (today, or the start date if that is later). */
  from: string;
  finish: string;
  overrunDays: number;
  doneTasks: number;
  remainingTasks: number;
  /** Roadmap sections edited by hand where the new dates conflict with the hand edits: left as they are. */
  keptSections: string[];
  /** The roadmap's version after the re-plan. */
  version: number;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Re-plans the roadmap's remaining tasks from today: done tasks keep their dates, the rest are
 * scheduled again under the team's capacity from today (tasks in progress first), and the
 * roadmap gets a new version with the new dates, the critical path and the milestones. Every
 * section that changes is rewritten; one edited by hand is merged three ways with the new text
 * and, only where the two conflict, kept as it is and named in the answer.
 */
export async function replanRoadmap(ctx: ServiceContext, projectId: unknown, on = today()): Promise<ReplanResult> {
  const user = authorize(ctx, 'write');
  const project = await findProjectFor(ctx.em, user, projectId, 'editor');
  const state = await loadState(ctx.em, project);
  const inFlight = state.documents.filter((d) => d.status === 'queued' || d.status === 'generating');
  if (inFlight.length) throw new AppError('GENERATION_IN_PROGRESS', `Wait until ${inFlight.map((d) => d.title || d.type).join(', ')} finishes generating.`);
  const roadmap = state.documents.find((d) => d.type === 'roadmap' && d.version > 0 && (d.status === 'ready' || d.status === 'stale'));
  if (!roadmap || !state.graph) throw new AppError('PREREQUISITE_MISSING', 'Generate the roadmap first: a re-plan moves its tasks.');

  const graph = structuredClone(state.graph);
  const tasks = itemsOf(graph, 'task');
  const milestones = itemsOf(graph, 'milestone');
  const summary = scheduleTasks(state.brief, tasks, milestones, on);
  Object.assign(milestones.at(-1)!.fields, summary);
  const fresh = composeAll(state.brief, graph).roadmap;
  const from = on > state.brief.startDate ? on : state.brief.startDate;
  // A roadmap a model wrote is updated only where tasks and milestones are named; the built-in one wherever it differs.
  const modelWritten = roadmap.generator && roadmap.generator !== 'builtin' && roadmap.generator !== 'user';
  const only = modelWritten ? new Set([...tasks, ...milestones].map((i) => i.id)) : undefined;
  const base = state.generated.get(roadmap.id) ?? null;
  const hunks = hunksFor('roadmap', roadmap.content, base, fresh.markdown, only);
  // Every section is rewritten, so no two give different dates; a section edited by hand takes the
  // new dates where the hand edits touch other lines, and is kept (and named) only on a conflict.
  const keptSections: string[] = [];
  const apply: Hunk[] = [];
  for (const h of hunks) {
    if (!h.editedByHand) apply.push({ ...h, status: 'accepted' });
    else {
      const merged = merge3(h.generated ?? '', h.before, h.after);
      if (merged === null) keptSections.push(h.sectionTitle);
      else apply.push({ ...h, status: 'accepted', merged });
    }
  }
  const content = applyHunks(roadmap.content, apply);
  const graphChanged = JSON.stringify(graph) !== JSON.stringify(state.graph);

  let mails: OutgoingMail[] = [];
  // A re-plan that changes nothing (the same day, nothing done since) adds no version.
  const version =
    content === roadmap.content && !graphChanged
      ? roadmap.version
      : await ctx.em.transactional(async (tx: EntityManager) => {
          const doc = await tx.findOneOrFail(Document, { id: roadmap.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
          if (doc.version !== roadmap.version) throw new AppError('VERSION_CONFLICT', 'The roadmap changed while it was being re-planned. Try again.');
          if (graphChanged) await saveGraph(tx, project.id, graph);
          assertStructured('roadmap', fresh.structured);
          doc.structured = fresh.structured;
          if (content === doc.content) return doc.version;
          doc.content = content;
          doc.version += 1;
          tx.create(DocumentVersion, {
            document: doc,
            version: doc.version,
            title: doc.title,
            content: doc.content,
            structured: doc.structured,
            generator: graph.generator,
            source: 'section',
            base: nextBase(base, roadmap.content, hunks),
            note: replanNote(from, keptSections),
            createdBy: user.id,
          });
          mails = await noticeApprovalReset(tx, { document: { id: doc.id, type: doc.type, title: doc.title, project }, previousVersion: doc.version - 1, version: doc.version, actorId: user.id }, ctx.deps.auth.env.APP_URL);
          return doc.version;
        });
  sendApprovalResetMails(ctx.deps.mailer, mails);
  return {
    projectId: project.id,
    replannedOn: on,
    from,
    finish: summary.finish,
    overrunDays: summary.overrunDays,
    doneTasks: summary.doneTasks ?? 0,
    remainingTasks: tasks.length - (summary.doneTasks ?? 0),
    keptSections,
    version,
  };
}
