import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../api-client';
import { downloadFile } from './downloads';

/**
 * Export downloads with one pending key (the button showing a spinner) and the same failure
 * toast everywhere: the document view's buttons and Mission Control's export panel.
 */
export function useDownload(): { pending: string | null; run: (key: string, url: string, fallbackName: string) => Promise<void> } {
  const [pending, setPending] = useState<string | null>(null);
  const run = async (key: string, url: string, fallbackName: string) => {
    setPending(key);
    try {
      await downloadFile(url, fallbackName);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Export failed', message: isApiError(error) ? error.message : 'The file could not be downloaded' });
    } finally {
      setPending(null);
    }
  };
  return { pending, run };
}
