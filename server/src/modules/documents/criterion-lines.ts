import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SpecItem } from '../spec/graph.js';
import { criterionLine, criterionView } from '../spec/suggestion-state.js';
import { Document, DocumentVersion } from './document.entity.js';
import type { NewVersionHook } from './new-version.js';

/** The generator recorded for versions a person made (documents/document-edit.service.ts uses the same word). */
const PERSON = 'user';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Brings the PRD's lines for `criteria` in line with their state, inside the caller's
 * transaction: only those bullets are rewritten (the rest of the document, hand edits included,
 * stays as it is), as a new version by the person. Nothing else becomes stale: the later
 * documents cite criteria by id only, and the brief they were built from did not change.
 * A PRD without those lines (a model's own wording, or the user removed them) is left alone.
 * Answers the new version, or null when nothing changed.
 */
async function rewriteCriterionLines(tx: EntityManager, projectId: string, criteria: SpecItem[], userId: string): Promise<number | null> {
  const prd = await tx.findOne(Document, { project: projectId, type: 'prd' }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!prd || !(prd.status === 'ready' || prd.status === 'stale') || prd.version < 1) return null;
  let content = prd.content;
  for (const c of criteria) {
    if (c.kind !== 'criterion') continue;
    const line = new RegExp(`^(\\s*[-*] )\\*\\*${escape(c.id)}\\*\\* \\*\\*Given\\*\\* .*$`, 'm');
    // A function replacement: the text is the person's, and `$` in it is not a pattern.
    content = content.replace(line, (_m, bullet: string) => `${bullet}${criterionLine(criterionView(c))}`);
  }
  if (content === prd.content) return null;
  const version = prd.version + 1;
  prd.content = content;
  prd.version = version;
  tx.create(DocumentVersion, { document: prd, version, title: prd.title, content, structured: prd.structured ?? null, generator: PERSON, source: 'edit', createdBy: userId });
  return version;
}

/**
 * The spec port (spec-ports.ts) for a decision on suggested criteria: their PRD lines are
 * rewritten, and a new version is told to whoever reacts to one (approvals reset). Answers what
 * to do once the caller's transaction has committed.
 */
export function criterionLinesPort(onNewVersion: NewVersionHook) {
  return async (tx: EntityManager, projectId: string, criteria: SpecItem[], userId: string): Promise<() => void> => {
    const version = await rewriteCriterionLines(tx, projectId, criteria, userId);
    if (!version) return () => undefined;
    const prd = await tx.findOneOrFail(Document, { project: projectId, type: 'prd' }, { populate: ['project', 'project.user'] });
    return onNewVersion(tx, { document: prd, previousVersion: version - 1, version, actorId: userId });
  };
}
