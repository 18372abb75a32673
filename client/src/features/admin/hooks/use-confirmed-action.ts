import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { PendingAction } from '../components/confirm-action';

/** Holds the action waiting for confirmation, runs it, and reports the outcome as a toast. */
export function useConfirmedAction() {
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async (action: PendingAction) => {
    setBusy(true);
    try {
      await action.run();
      notifications.show({ color: 'green', message: action.success });
      setPending(null);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Action failed', message: error instanceof Error ? error.message : 'Something went wrong' });
    } finally {
      setBusy(false);
    }
  };
  return { pending, busy, ask: setPending, cancel: () => setPending(null), confirm };
}
