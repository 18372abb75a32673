import { Alert, Button, Group, Modal, Paper, SimpleGrid, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconLoader2 } from '@tabler/icons-react';
import type { DocumentDetail } from '../hooks/use-document';
import { useAutosave, type SaveState } from '../hooks/use-autosave';
import { MarkdownView } from '../markdown/markdown-view';
import { DiffView } from '../../../components/diff-view';

const STATE_TEXT: Record<SaveState, string> = {
  idle: 'All changes saved',
  pending: 'Unsaved changes',
  saving: 'Saving…',
  saved: 'Saved',
  error: 'Not saved',
  conflict: 'Not saved: changed elsewhere',
};

function SaveIndicator({ state, error, onRetry }: { state: SaveState; error: string | null; onRetry: () => void }) {
  const icon = state === 'saving' ? <IconLoader2 size={14} /> : state === 'saved' || state === 'idle' ? <IconCheck size={14} /> : <IconAlertTriangle size={14} />;
  return (
    <Group gap={6} role="status" aria-live="polite" data-testid="save-state" data-state={state}>
      {icon}
      <Text size="sm" c={state === 'error' || state === 'conflict' ? 'red' : 'dimmed'}>
        {STATE_TEXT[state]}
        {state === 'error' && error ? `: ${error}` : ''}
      </Text>
      {state === 'error' && (
        <Button size="compact-xs" variant="subtle" onClick={onRetry}>
          Retry save
        </Button>
      )}
    </Group>
  );
}

/** Edit mode: Markdown on the left, the live preview on the right, autosaved as you type. */
export function DocumentEditor({ doc, onSaved }: { doc: DocumentDetail; onSaved: (doc: DocumentDetail) => void }) {
  const { text, change, state, error, conflict, resolve, restored, saveNow } = useAutosave(doc, onSaved);

  return (
    <div>
      <Group justify="space-between" mb="sm">
        <SaveIndicator state={state} error={error} onRetry={() => void saveNow()} />
      </Group>
      {restored && (
        <Alert color="blue" mb="sm" p="xs">
          Your unsaved changes from an earlier visit were restored.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Textarea label="Markdown" value={text} onChange={(event) => change(event.currentTarget.value)} autosize minRows={20} maxRows={40} styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }} spellCheck />
        <Paper withBorder radius="md" p="md" aria-label="Preview" component="section" style={{ overflow: 'auto', maxHeight: '80vh' }}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb="xs">
            Preview
          </Text>
          <MarkdownView markdown={text} />
        </Paper>
      </SimpleGrid>

      <Modal opened={conflict !== null} onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} size="xl" title="This document changed while you were editing">
        {conflict && (
          <>
            <Text size="sm" mb="sm">
              Version {conflict.server.version} was saved elsewhere after you started. Nothing has been overwritten: choose which text to keep.
            </Text>
            <DiffView before={conflict.server.content} after={conflict.mine} beforeLabel={`Server version ${conflict.server.version}`} afterLabel="Your text" />
            <Group justify="flex-end" mt="md">
              <Button variant="default" onClick={() => resolve('server')}>
                Take the server&apos;s version
              </Button>
              <Button onClick={() => resolve('mine')}>Keep mine</Button>
            </Group>
          </>
        )}
      </Modal>
    </div>
  );
}
