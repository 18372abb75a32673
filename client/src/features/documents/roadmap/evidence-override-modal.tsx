import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

/**
 * Asked when a task cannot be marked done because its acceptance criteria are not verified by a
 * passing test run (EVIDENCE_MISSING): the user may give a note and mark it done anyway.
 */
export function EvidenceOverrideModal({ ask, saving, onOverride, onClose }: { ask: { taskId: string; message: string } | null; saving: boolean; onOverride: (taskId: string, note: string) => void; onClose: () => void }) {
  const [note, setNote] = useState('');
  const close = () => {
    setNote('');
    onClose();
  };
  return (
    <Modal opened={!!ask} onClose={close} title={ask ? `Mark ${ask.taskId} done without evidence?` : ''} centered>
      <Stack gap="sm">
        <Text size="sm">{ask?.message}</Text>
        <Textarea
          label="Why is it done without evidence?"
          description="Kept on the task and shown as “done without evidence”."
          placeholder="Checked by hand on staging; the test suite lands next sprint."
          autosize
          minRows={2}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="orange" disabled={!note.trim()} loading={saving} onClick={() => ask && onOverride(ask.taskId, note.trim())}>
            Mark done without evidence
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
