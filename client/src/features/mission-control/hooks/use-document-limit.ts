import { DOCUMENT_TYPES } from '../../../lib/generation';
import type { LiveDocuments } from './use-live-documents';
import { documentLimitMessage } from '../../../lib/plan-limits';
import { useUsage } from './use-usage';

export interface DocumentLimit {
  /** Why "Generate all" is off: the new documents it would create pass the plan's limit. */
  all: string | null;
  /** Why a document that does not exist yet cannot be generated: no documents are left. */
  newDocument: string | null;
}

/**
 * The plan's document limit, said before generating: only documents that do not exist yet count
 * (a regeneration is a new version, not a new document), as on the server.
 */
export function useDocumentLimit(docs: LiveDocuments): DocumentLimit {
  const { usage } = useUsage();
  if (!usage) return { all: null, newDocument: null };
  const adding = DOCUMENT_TYPES.filter((type) => !docs[type]).length;
  const used = usage.documentsGenerated;
  const max = usage.maxDocuments;
  return {
    all: adding > 0 && used + adding > max ? documentLimitMessage(used, max, adding) : null,
    newDocument: used >= max ? 'No documents left on the free beta' : null,
  };
}
