import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';

export interface PendingAction {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Destructive actions get a red button. */
  danger?: boolean;
  /** The toast once it worked. */
  success: string;
  run: () => Promise<unknown>;
}

interface ConfirmActionProps {
  action: PendingAction | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (action: PendingAction) => void;
}

/** The confirmation every admin action goes through before it runs. */
export function ConfirmAction({ action: current, busy, onCancel, onConfirm }: ConfirmActionProps) {
  // The last action stays on screen while the modal fades out, so it never closes blank.
  const [shown, setShown] = useState(current);
  useEffect(() => {
    if (current) setShown(current);
  }, [current]);
  const action = current ?? shown;
  return (
    <Modal opened={current !== null} onClose={onCancel} title={action?.title} centered>
      <Text size="sm">{action?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color={action?.danger ? 'red' : undefined} loading={busy} onClick={() => action && onConfirm(action)}>
          {action?.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
