import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphqlAppCode, graphqlErrorMessage } from '../../../lib/graphql-error';
import { DocumentQuery, SaveDocumentMutation } from '../api/documents.graphql';
import { clearDraft, readDraft, writeDraft } from './drafts';
import type { DocumentDetail } from './use-document';

export const AUTOSAVE_DELAY_MS = 1_000;
/** A failed save (not a conflict) is tried again after this, doubling up to RETRY_MAX_MS. */
export const RETRY_DELAY_MS = 2_000;
const RETRY_MAX_MS = 30_000;

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'conflict';

export interface Conflict {
  mine: string;
  server: DocumentDetail;
}

/**
 * The editor's text with autosave: every keystroke goes to a localStorage draft at once (so a
 * reload or a navigation never loses it), and to the server 1 s after typing stops, as a PUT
 * (updateDocumentContent) based on the version the edit started from. Only a VERSION_CONFLICT stops saving and hands
 * both versions to the person; nothing is overwritten until they choose. Any other failure
 * (network, a 5xx, a document being regenerated) shows the error, keeps the draft and tries
 * again with backoff; "Retry save" tries at once.
 */
export function useAutosave(doc: DocumentDetail, onSaved: (doc: DocumentDetail) => void) {
  const client = useApolloClient();
  // Read once: a draft left by an earlier visit that the server does not have yet.
  const [draft] = useState(() => {
    const stored = readDraft(doc.id);
    return stored && stored.content !== doc.content ? stored : null;
  });
  const restored = draft !== null;
  const [text, setText] = useState(draft ? draft.content : doc.content);
  const [state, setState] = useState<SaveState>(restored ? 'pending' : 'idle');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [error, setError] = useState<string | null>(null);
  const base = useRef(draft ? draft.baseVersion : doc.version);
  const latest = useRef(text);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const again = useRef(false);
  const stopped = useRef(false);
  const failures = useRef(0);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const save = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (stopped.current) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    const content = latest.current;
    setState('saving');
    try {
      const answer = await client.mutate({ mutation: SaveDocumentMutation, variables: { id: doc.id, content, baseVersion: base.current } });
      const saved = answer.data?.updateDocumentContent;
      if (!saved) throw new Error('The server answered no document');
      base.current = saved.version;
      if (latest.current === content) {
        clearDraft(doc.id);
        setState('saved');
      } else {
        writeDraft(doc.id, latest.current, saved.version);
      }
      setError(null);
      failures.current = 0;
      onSavedRef.current(saved);
    } catch (err) {
      if (graphqlAppCode(err) === 'VERSION_CONFLICT') {
        stopped.current = true;
        const server = await client
          .query({ query: DocumentQuery, variables: { id: doc.id }, fetchPolicy: 'network-only' })
          .then(({ data }) => data?.document ?? null)
          .catch(() => null);
        if (server) setConflict({ mine: latest.current, server });
        setState('conflict');
      } else {
        // The draft stays in localStorage (written on every change); the save is tried again.
        setError(graphqlErrorMessage(err, 'Failed to save the document'));
        setState('error');
        const delay = Math.min(RETRY_MAX_MS, RETRY_DELAY_MS * 2 ** failures.current);
        failures.current += 1;
        if (!timer.current) timer.current = setTimeout(() => void save(), delay);
      }
    } finally {
      inFlight.current = false;
      if (again.current && !stopped.current) {
        again.current = false;
        void save();
      }
    }
  }, [client, doc.id]);

  const change = useCallback(
    (value: string) => {
      latest.current = value;
      setText(value);
      writeDraft(doc.id, value, base.current);
      if (stopped.current) return;
      setState('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [doc.id, save],
  );

  /** Resolves a conflict: keep this text over the server's, or take the server's. */
  const resolve = useCallback(
    (choice: 'mine' | 'server') => {
      if (!conflict) return;
      stopped.current = false;
      base.current = conflict.server.version;
      setConflict(null);
      if (choice === 'mine') {
        writeDraft(doc.id, latest.current, base.current);
        void save();
      } else {
        latest.current = conflict.server.content;
        setText(conflict.server.content);
        clearDraft(doc.id);
        setState('saved');
        onSavedRef.current(conflict.server);
      }
    },
    [conflict, doc.id, save],
  );

  // A restored draft goes to the server at once; leaving the editor saves what is pending.
  useEffect(() => {
    if (restored) void save();
    const warn = (event: BeforeUnloadEvent) => {
      if (timer.current || inFlight.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      if (timer.current) void save();
    };
    // Once per document: `restored` is only true on the first render.
  }, [doc.id]);

  return { text, change, state, error, conflict, resolve, restored, saveNow: save };
}
