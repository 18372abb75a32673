import type { EntityManager } from '@mikro-orm/postgresql';
import type { Mailer, OutgoingMail } from '../mail/mail.service.js';
import { approvalResetMail } from '../mail/mail.templates.js';
import { notify } from '../notifications/notification.service.js';
import { ProjectMember } from '../projects/project-member.entity.js';
import type { NewVersion, NewVersionHook } from '../documents/new-version.js';
import { DocumentApproval } from './approval.entity.js';

/** The path of a document's page in the client (links in notices and mails). */
const documentPath = (d: NewVersion['document']) => `/project/${d.project.id}/documents/${d.type}`;

/**
 * A new version starts without decisions (approvals are keyed by version): everyone who approved
 * or asked for changes on the previous one is told, in-app, inside the caller's transaction (not
 * flushed here). Answers the mails to send once that transaction has committed, for the people
 * whose preferences allow e-mail (none without `appUrl`): a rolled-back version must not mail anyone.
 */
export async function noticeApprovalReset(tx: EntityManager, change: NewVersion, appUrl: string | null): Promise<OutgoingMail[]> {
  if (change.previousVersion < 1) return [];
  const { document } = change;
  const decisions = await tx.find(DocumentApproval, { document: document.id, version: change.previousVersion }, { populate: ['user'] });
  if (!decisions.length) return [];
  // Someone removed from the project since deciding is no longer told about it.
  const members = new Set((await tx.find(ProjectMember, { project: document.project.id, acceptedAt: { $ne: null } }, { fields: ['user'] })).map((m) => m.user!.id));
  members.add(document.project.user.id);
  const label = document.title || document.type;
  const mails: OutgoingMail[] = [];
  for (const d of decisions) {
    if (d.user.id === change.actorId || !members.has(d.user.id)) continue;
    await notify(tx, d.user.id, {
      title: 'Approval reset by a new version',
      message: `"${label}" in "${document.project.name}" has version ${change.version}; your ${d.decision === 'approve' ? 'approval' : 'request for changes'} of version ${change.previousVersion} no longer applies.`,
      type: 'warning',
      actionUrl: documentPath(document),
      actionLabel: 'Review again',
    });
    if (appUrl && d.user.notificationPreferences.email) {
      const link = new URL(documentPath(document).slice(1), appUrl.endsWith('/') ? appUrl : `${appUrl}/`).toString();
      mails.push({ to: d.user.email, ...approvalResetMail({ document: label, project: document.project.name, version: change.version, decision: d.decision, link }) });
    }
  }
  return mails;
}

/** Sends what noticeApprovalReset answered, after the commit. */
export function sendApprovalResetMails(mailer: Mailer | undefined, mails: OutgoingMail[]): void {
  for (const m of mails) mailer?.queue(m);
}

/**
 * The documents module's new-version hook (documents/new-version.ts), wired by services.ts: the
 * reset and notices inside the edit's transaction, the mails after it commits. `env` is read at
 * each call (APP_URL may be settled after the services are built).
 */
export function approvalResetHook(mailer: Mailer | undefined, env: { APP_URL: string | null | undefined }): NewVersionHook {
  return async (tx, change) => {
    const mails = await noticeApprovalReset(tx, change, env.APP_URL ?? null);
    return () => sendApprovalResetMails(mailer, mails);
  };
}
