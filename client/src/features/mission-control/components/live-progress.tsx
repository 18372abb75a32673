import { Button, Group, Progress, ScrollArea, Text } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { formatElapsed } from '../../../lib/generation';
import type { LiveDocument } from '../hooks/use-live-documents';

/** How much of the streamed text stays on screen: the tail, where the writing happens. */
const TAIL_CHARS = 2_000;

interface LiveProgressProps {
  doc: LiveDocument;
  title: string;
  now: number;
  onCancel?: () => void;
  cancelling?: boolean;
}

/** A running generation: percent and section, elapsed time, the text as it streams in, cancel. */
export function LiveProgress({ doc, title, now, onCancel, cancelling }: LiveProgressProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const tail = doc.live.length > TAIL_CHARS ? `…${doc.live.slice(-TAIL_CHARS)}` : doc.live;

  useEffect(() => {
    const el = viewport.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [tail]);

  const queued = doc.status === 'queued';
  return (
    <div data-testid={`live-${doc.type}`}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500} aria-live="polite" style={{ minWidth: 0 }} truncate>
          {queued ? 'Waiting to start…' : `Writing: ${doc.currentSection ?? 'starting…'}`}
        </Text>
        <Text size="sm" c="dimmed" ff="monospace" aria-label="Elapsed time">
          {queued ? '' : formatElapsed(doc.startedAt, now)}
        </Text>
      </Group>
      <Progress value={doc.progress} mt={6} size="md" animated={!queued} striped={!queued} aria-label={`${title}: ${doc.progress}% generated`} />
      {tail && (
        <ScrollArea.Autosize
          mah={180}
          mt="sm"
          viewportRef={viewport}
          type="auto"
          // Scrollable, so reachable from the keyboard (axe scrollable-region-focusable, serious).
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `${title}: text written so far` }}
        >
          <Text component="pre" size="xs" m={0} p="xs" ff="monospace" bg="var(--mantine-color-default-hover)" style={{ whiteSpace: 'pre-wrap', borderRadius: 'var(--mantine-radius-sm)' }} data-testid={`stream-${doc.type}`}>
            {tail}
          </Text>
        </ScrollArea.Autosize>
      )}
      {onCancel && (
        <Button mt="sm" size="xs" variant="default" color="red" leftSection={<IconPlayerStop size={14} />} onClick={onCancel} loading={cancelling} aria-label={`Cancel generating the ${title}`}>
          Cancel
        </Button>
      )}
    </div>
  );
}
