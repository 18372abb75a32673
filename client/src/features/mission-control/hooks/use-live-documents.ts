import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveDocumentSummaryFragment } from '../../../gql/graphql';
import { trackActivity } from '../../../lib/activity';
import { isActiveStatus, isDocumentType, markStarted, startedAt, type DocumentStatus, type DocumentType } from '../../../lib/generation';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { GenerationProgressSubscription, GenerationTextSoFarQuery, MissionControlDocumentsQuery } from '../graphql/generation.graphql';

/** A document's summary as the server answers it (generationStatus, the generation mutations). */
export type DocumentSummary = LiveDocumentSummaryFragment;

/** A summary with its type and status narrowed, plus what the live stream adds: the text written so far and when the run began. */
export interface LiveDocument extends Omit<DocumentSummary, 'type' | 'status'> {
  type: DocumentType;
  status: DocumentStatus;
  live: string;
  startedAt: number | null;
}

export type LiveDocuments = Partial<Record<DocumentType, LiveDocument>>;

/** While the socket is down (or before it is up), the list is read again this often during a run. */
export const POLL_MS = 3_000;

const FINISHED: DocumentStatus[] = ['ready', 'failed', 'cancelled'];

function toLive(doc: DocumentSummary & { type: DocumentType }, previous: LiveDocument | undefined): LiveDocument {
  const active = isActiveStatus(doc.status);
  const live = active && previous && previous.id === doc.id && isActiveStatus(previous.status) ? previous.live : '';
  const status = doc.status as DocumentStatus;
  return { ...doc, status, live, startedAt: doc.status === 'generating' ? markStarted(doc.id, doc.version) : startedAt(doc.id, doc.version) };
}

/**
 * A project's documents, kept live: the list (generationStatus) gives the state on mount (so a reload or a
 * second tab picks a running generation up, with the text written so far), then the
 * generationProgress subscription moves it on. When the socket fails the list is polled instead.
 * A document whose first version turns ready is reported once as DOCUMENT_CREATE activity
 * (a regeneration is not a new document).
 */
export function useLiveDocuments(projectId: string) {
  const [docs, setDocs] = useState<LiveDocuments>({});
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [socketDown, setSocketDown] = useState(false);
  const client = useApolloClient();
  const docsRef = useRef(docs);
  docsRef.current = docs;
  const reported = useRef(new Set<string>());

  const reportReady = useCallback((doc: { id: string; status: string; version: number }, wasActive: boolean) => {
    // Created means the first version: a regeneration (version 2, 3, …) is no new document.
    if (doc.status !== 'ready' || doc.version !== 1 || !wasActive || reported.current.has(doc.id)) return;
    reported.current.add(doc.id);
    void trackActivity('DOCUMENT_CREATE', doc.id);
  }, []);

  /** Merges a fresh list (the server's list is the truth for everything but the streamed text). */
  const apply = useCallback(
    (list: DocumentSummary[]) => {
      setDocs((current) => {
        const next: LiveDocuments = {};
        for (const doc of list) {
          if (!isDocumentType(doc.type)) continue;
          const previous = current[doc.type];
          if (previous) reportReady(doc, isActiveStatus(previous.status));
          next[doc.type] = toLive({ ...doc, type: doc.type }, previous);
        }
        return next;
      });
    },
    [reportReady],
  );

  const reload = useCallback(async () => {
    try {
      const { data } = await client.query({ query: MissionControlDocumentsQuery, variables: { projectId }, fetchPolicy: 'network-only' });
      const list = data?.generationStatus.documents ?? [];
      apply(list);
      setError(null);
      // Text written before this page opened: the document's content holds the sections so far.
      for (const doc of list.filter((d) => d.status === 'generating' && isDocumentType(d.type))) {
        void client
          .query({ query: GenerationTextSoFarQuery, variables: { id: doc.id }, fetchPolicy: 'network-only' })
          .then(({ data: answer }) =>
            setDocs((current) => {
              const full = answer?.document;
              const live = current[doc.type as DocumentType];
              if (!full) return current;
              if (!live || live.id !== doc.id || live.status !== 'generating' || live.live.length >= full.content.length) return current;
              return { ...current, [doc.type]: { ...live, live: full.content } };
            }),
          )
          .catch(() => undefined);
      }
    } catch (err) {
      setError(graphqlErrorMessage(err, 'Failed to load documents'));
    } finally {
      setLoading(false);
    }
  }, [projectId, apply, client]);

  useEffect(() => {
    setLoading(true);
    setDocs({});
    void reload();
  }, [reload]);

  useSubscription(GenerationProgressSubscription, {
    variables: { projectId },
    skip: !projectId,
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      setSocketDown(false);
      const event = data.data?.generationProgress;
      if (!event || !isDocumentType(event.type)) return;
      const type = event.type;
      const current = docsRef.current[type];
      if (!current || current.id !== event.documentId) {
        // A document this page has not seen (a new run elsewhere): the list knows its details.
        void reload();
        return;
      }
      const status = event.status as DocumentStatus;
      const restarted = !isActiveStatus(current.status) && isActiveStatus(status);
      setDocs((all) => {
        const doc = all[type];
        if (!doc) return all;
        return {
          ...all,
          [type]: {
            ...doc,
            status,
            progress: event.percent,
            currentSection: event.section ?? doc.currentSection,
            version: event.version,
            error: event.error ?? (status === 'failed' || status === 'cancelled' ? doc.error : null),
            live: (restarted ? '' : doc.live) + event.delta,
            startedAt: status === 'generating' ? markStarted(doc.id, event.version) : doc.startedAt,
          },
        };
      });
      if (FINISHED.includes(status)) {
        reportReady({ id: event.documentId, status, version: event.version }, isActiveStatus(current.status));
        // The finished document's summary (title, generatedAt, later documents queued) comes from the list.
        void reload();
      }
    },
    onError: () => setSocketDown(true),
  });

  const active = Object.values(docs).some((d) => isActiveStatus(d?.status));
  useEffect(() => {
    if (!active) return;
    // Polling backs the socket up: always while it is down, and slowly otherwise in case events were missed.
    const timer = setInterval(() => void reload(), socketDown ? POLL_MS : POLL_MS * 5);
    return () => clearInterval(timer);
  }, [active, socketDown, reload]);

  return { docs, loading, error, active, reload, apply };
}
