import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import type { DocumentDetailFragment } from '../../../gql/graphql';
import type { DocumentType } from '../../../lib/generation';
import { graphqlAppCode, graphqlErrorMessage } from '../../../lib/graphql-error';
import { DocumentQuery, ProjectDocumentIdsQuery } from '../api/documents.graphql';

/** A document with its content, as the document pages show it (codegen's DocumentDetail). */
export type DocumentDetail = DocumentDetailFragment;

interface DocumentState {
  doc: DocumentDetail | null;
  loading: boolean;
  /** The project has no such document yet (or the project is not the caller's). */
  missing: boolean;
  error: string | null;
}

const NOT_FOUND = new Set(['PROJECT_NOT_FOUND', 'DOCUMENT_NOT_FOUND']);

/** The project's document of one type, with its content; `reload` reads it again. */
export function useDocument(projectId: string, type: DocumentType | null) {
  const client = useApolloClient();
  const [state, setState] = useState<DocumentState>({ doc: null, loading: true, missing: false, error: null });

  const load = useCallback(async () => {
    if (!type) {
      setState({ doc: null, loading: false, missing: true, error: null });
      return;
    }
    try {
      const list = await client.query({ query: ProjectDocumentIdsQuery, variables: { projectId }, fetchPolicy: 'network-only' });
      const summary = list.data?.generationStatus.documents.find((d) => d.type === type);
      if (!summary) {
        setState({ doc: null, loading: false, missing: true, error: null });
        return;
      }
      const { data } = await client.query({ query: DocumentQuery, variables: { id: summary.id }, fetchPolicy: 'network-only' });
      if (!data) throw new Error('The server answered no document');
      setState({ doc: data.document, loading: false, missing: false, error: null });
    } catch (error) {
      const notFound = NOT_FOUND.has(graphqlAppCode(error) ?? '');
      setState({ doc: null, loading: false, missing: notFound, error: notFound ? null : graphqlErrorMessage(error, 'Failed to load the document') });
    }
  }, [client, projectId, type]);

  useEffect(() => {
    setState((s) => ({ ...s, loading: true }));
    void load();
  }, [load]);

  const setDoc = useCallback((doc: DocumentDetail) => setState({ doc, loading: false, missing: false, error: null }), []);
  return { ...state, reload: load, setDoc };
}
