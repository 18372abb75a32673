import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { getDocument, listDocuments, type DocumentDetail, type DocumentType } from '../../../lib/generation';

interface DocumentState {
  doc: DocumentDetail | null;
  loading: boolean;
  /** The project has no such document yet (or the project is not the caller's). */
  missing: boolean;
  error: string | null;
}

/** The project's document of one type, with its content; `reload` reads it again. */
export function useDocument(projectId: string, type: DocumentType | null) {
  const [state, setState] = useState<DocumentState>({ doc: null, loading: true, missing: false, error: null });

  const load = useCallback(async () => {
    if (!type) {
      setState({ doc: null, loading: false, missing: true, error: null });
      return;
    }
    try {
      const summary = (await listDocuments(projectId)).find((d) => d.type === type);
      if (!summary) {
        setState({ doc: null, loading: false, missing: true, error: null });
        return;
      }
      setState({ doc: await getDocument(summary.id), loading: false, missing: false, error: null });
    } catch (error) {
      const notFound = isApiError(error) && error.status === 404;
      setState({ doc: null, loading: false, missing: notFound, error: notFound ? null : isApiError(error) ? error.message : 'Failed to load the document' });
    }
  }, [projectId, type]);

  useEffect(() => {
    setState((s) => ({ ...s, loading: true }));
    void load();
  }, [load]);

  const setDoc = useCallback((doc: DocumentDetail) => setState({ doc, loading: false, missing: false, error: null }), []);
  return { ...state, reload: load, setDoc };
}
