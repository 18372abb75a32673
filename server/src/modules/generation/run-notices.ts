import type { EntityManager } from '@mikro-orm/postgresql';
import { Document } from '../documents/document.entity.js';
import { documentLabels } from '../documents/document-rules.js';
import { documentTypes, type DocumentType } from '../documents/document.entity.js';
import { notify } from '../notifications/notification.service.js';
import { User } from '../users/user.entity.js';

/** Labels that are plural nouns take "are": "Your User flows are ready". */
const pluralLabels = new Set<DocumentType>(['user_flows']);

interface ProjectRef {
  id: string;
  name: string;
  user: { id: string };
}

/**
 * In-app notices for finished documents: one per generation run by default ("6 documents of
 * HarborX are ready"), one per document for users who asked for that. A document's new version
 * leaves it unannounced; when no document of its project is queued or generating any more, every
 * unannounced one is named in one notice. Runs inside the transaction that stored the version;
 * the project row is locked first, so two documents finishing at once cannot both see the other
 * still generating and leave the run unannounced.
 */
export async function announceFinished(tx: EntityManager, project: ProjectRef, documentId: string): Promise<void> {
  await tx.nativeUpdate(Document, { id: documentId }, { announced: false });
  await announcePending(tx, project);
}

/**
 * Sends the notice for the project's unannounced documents if its run is over (also called when a
 * run's last document fails or is cancelled, so the documents finished before it are named).
 */
export async function announcePending(tx: EntityManager, project: ProjectRef): Promise<void> {
  await tx.execute('select id from project where id = ? for update', [project.id]);
  const owner = await tx.findOne(User, { id: project.user.id }, { fields: ['perDocumentNotices'] });
  const perDocument = owner?.perDocumentNotices ?? false;
  if (!perDocument) {
    const running = await tx.count(Document, { project: project.id, status: { $in: ['queued', 'generating'] } });
    if (running > 0) return;
  }
  const finished = await tx.find(Document, { project: project.id, announced: false, status: 'ready' }, { fields: ['id', 'type', 'title'] });
  if (finished.length === 0) return;
  finished.sort((a, b) => documentTypes.indexOf(a.type) - documentTypes.indexOf(b.type));
  const actionUrl = `/project/${project.id}/mission-control`;
  if (finished.length === 1) {
    const doc = finished[0]!;
    const label = documentLabels[doc.type];
    await notify(tx, project.user.id, {
      title: `Your ${label} ${pluralLabels.has(doc.type) ? 'are' : 'is'} ready`,
      message: `"${doc.title}" for ${project.name} is ready to read.`,
      type: 'success',
      actionUrl,
      actionLabel: `Open ${label}`,
    });
  } else {
    const names = finished.map((d) => documentLabels[d.type]);
    await notify(tx, project.user.id, {
      title: `${finished.length} documents of ${project.name} are ready`,
      message: `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are ready to read.`,
      type: 'success',
      actionUrl,
      actionLabel: `Open ${project.name}`,
    });
  }
  await tx.nativeUpdate(Document, { id: { $in: finished.map((d) => d.id) } }, { announced: true });
}
