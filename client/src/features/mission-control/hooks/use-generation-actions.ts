import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  cancelGeneration,
  DOCUMENT_LABELS,
  generateAllDocuments,
  generateDocument,
  retryGeneration,
  type DocumentSummary,
  type DocumentType,
  type LiveDocument,
} from '../../../lib/generation';
import { isApiError } from '../../../lib/api-client';

const messageOf = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

/**
 * Generate one / generate all / cancel, with the server's answer merged into the live list at
 * once (the subscription then moves it on) and failures shown as a toast with the server's reason.
 */
export function useGenerationActions(projectId: string, apply: (docs: DocumentSummary[]) => void, current: () => DocumentSummary[], reload: () => Promise<void>) {
  const [busy, setBusy] = useState<Set<string>>(new Set());

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
        const doc = await generateDocument(projectId, type);
        apply([...current().filter((d) => d.type !== doc.type), doc]);
      } catch (error) {
        notifications.show({ color: 'red', title: `Could not generate the ${DOCUMENT_LABELS[type]}`, message: messageOf(error, 'Failed to start generation') });
        await reload();
      }
    });

  const generateAll = () =>
    track('all', async () => {
      try {
        const docs = await generateAllDocuments(projectId);
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
        await cancelGeneration(doc.id);
      } catch (error) {
        notifications.show({ color: 'red', title: 'Could not cancel', message: messageOf(error, 'Failed to cancel generation') });
      }
      await reload();
    });

  /** A failed or cancelled run is queued again as it was (POST /documents/{id}/retry). */
  const retry = (doc: LiveDocument) =>
    track(doc.type, async () => {
      try {
        apply([...current().filter((d) => d.type !== doc.type), await retryGeneration(doc.id)]);
      } catch (error) {
        notifications.show({ color: 'red', title: `Could not retry the ${DOCUMENT_LABELS[doc.type]}`, message: messageOf(error, 'Failed to retry generation') });
        await reload();
      }
    });

  return { busy, generate, generateAll, cancel, retry };
}
