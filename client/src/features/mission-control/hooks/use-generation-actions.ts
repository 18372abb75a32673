import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { DOCUMENT_LABELS, type DocumentType } from '../../../lib/generation';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { CancelGenerationMutation, GenerateAllDocumentsMutation, GenerateDocumentMutation, RetryGenerationMutation } from '../graphql/generation.graphql';
import type { DocumentSummary, LiveDocument } from './use-live-documents';

const messageOf = (error: unknown, fallback: string) => graphqlErrorMessage(error, fallback);

/** A mutation's answer, or a rejection when it gave none (so the caller's failure path runs). */
function answered<T>(value: T | null | undefined): T {
  if (value == null) throw new Error('The server answered no document');
  return value;
}

/**
 * Generate one / generate all / cancel, with the server's answer merged into the live list at
 * once (the subscription then moves it on) and failures shown as a toast with the server's reason.
 */
export function useGenerationActions(projectId: string, apply: (docs: DocumentSummary[]) => void, current: () => DocumentSummary[], reload: () => Promise<void>) {
  const [busy, setBusy] = useState<Set<string>>(new Set());
  const [generateDocument] = useMutation(GenerateDocumentMutation);
  const [generateAllDocuments] = useMutation(GenerateAllDocumentsMutation);
  const [cancelGeneration] = useMutation(CancelGenerationMutation);
  const [retryGeneration] = useMutation(RetryGenerationMutation);

  const track = async (key: string, run: () => Promise<void>) => {
    setBusy((b) => new Set(b).add(key));
    try {
      await run();
    } finally {
      setBusy((b) => {
        const next = new Set(b);
        next.delete(key);
        return next;
      });
    }
  };

  const generate = (type: DocumentType) =>
    track(type, async () => {
      try {
        const doc = answered((await generateDocument({ variables: { projectId, type } })).data?.generateDocument);
        apply([...current().filter((d) => d.type !== doc.type), doc]);
      } catch (error) {
        notifications.show({ color: 'red', title: `Could not generate the ${DOCUMENT_LABELS[type]}`, message: messageOf(error, 'Failed to start generation') });
        await reload();
      }
    });

  const generateAll = () =>
    track('all', async () => {
      try {
        const docs = answered((await generateAllDocuments({ variables: { projectId } })).data?.generateAllDocuments);
        const queued = new Set(docs.map((d) => d.type));
        apply([...current().filter((d) => !queued.has(d.type)), ...docs]);
      } catch (error) {
        notifications.show({ color: 'red', title: 'Could not generate the documents', message: messageOf(error, 'Failed to start generation') });
        await reload();
      }
    });

  const cancel = (doc: LiveDocument) =>
    track(doc.type, async () => {
      try {
        await cancelGeneration({ variables: { documentId: doc.id } });
      } catch (error) {
        notifications.show({ color: 'red', title: 'Could not cancel', message: messageOf(error, 'Failed to cancel generation') });
      }
      await reload();
    });

  /** A failed or cancelled run is queued again as it was (retryGeneration). */
  const retry = (doc: LiveDocument) =>
    track(doc.type, async () => {
      try {
        const retried = answered((await retryGeneration({ variables: { documentId: doc.id } })).data?.retryGeneration);
        apply([...current().filter((d) => d.type !== doc.type), retried]);
      } catch (error) {
        notifications.show({ color: 'red', title: `Could not retry the ${DOCUMENT_LABELS[doc.type]}`, message: messageOf(error, 'Failed to retry generation') });
        await reload();
      }
    });

  return { busy, generate, generateAll, cancel, retry };
}
