import type { EntityManager } from '@mikro-orm/postgresql';
import { applyHunks, type Hunk } from './patch.js';

/**
 * The text each document was last generated as: the newest generated version, or the base of a
 * newer version made of accepted generated sections (an update, a re-plan). A section that
 * differs from it was edited by hand; a section accepted from an update is not. One statement.
 */
export async function latestBases(em: EntityManager, documentIds: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!documentIds.length) return out;
  const rows = await em.getConnection().execute<{ document_id: string; content: string }[]>(
    `select distinct on (document_id) document_id, coalesce(base, content) as content from document_version
      where document_id in (${documentIds.map(() => '?').join(',')}) and (source = 'generated' or base is not null)
      order by document_id, version desc`,
    [...documentIds],
  );
  for (const r of rows) out.set(r.document_id, r.content);
  return out;
}

/**
 * The generated text after accepting `accepted`: their generated text (never the reviewer's
 * merge, which is a hand edit) in place of the old generated sections. Without a base the
 * current text stands in for it.
 */
export function nextBase(base: string | null, current: string, accepted: readonly Hunk[]): string {
  const generatedOnly = accepted.map(({ merged: _merged, ...h }) => ({ ...h, status: 'accepted' as const }));
  return applyHunks(base ?? current, generatedOnly);
}
