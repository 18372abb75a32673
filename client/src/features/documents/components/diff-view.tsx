import { Box, Text, VisuallyHidden } from '@mantine/core';
import { diffLines } from 'diff';
import { useMemo } from 'react';

interface DiffViewProps {
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
}

/** A line diff: removed lines red with '−', added lines green with '+', unchanged ones plain. */
export function DiffView({ before, after, beforeLabel, afterLabel }: DiffViewProps) {
  const parts = useMemo(() => diffLines(before, after), [before, after]);
  const added = parts.filter((p) => p.added).reduce((n, p) => n + (p.count ?? 0), 0);
  const removed = parts.filter((p) => p.removed).reduce((n, p) => n + (p.count ?? 0), 0);

  return (
    <div>
      <Text size="sm" c="dimmed" mb="xs">
        {beforeLabel} → {afterLabel}: {added} {added === 1 ? 'line' : 'lines'} added, {removed} removed
      </Text>
      <Box
        component="pre"
        data-testid="diff"
        m={0}
        p="xs"
        ff="monospace"
        fz="xs"
        style={{ whiteSpace: 'pre-wrap', maxHeight: 480, overflow: 'auto', border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        {parts.map((part, index) => {
          const lines = part.value.replace(/\n$/, '').split('\n');
          const sign = part.added ? '+' : part.removed ? '−' : ' ';
          const color = part.added ? 'var(--mantine-color-green-light)' : part.removed ? 'var(--mantine-color-red-light)' : undefined;
          return lines.map((line, i) => (
            <div key={`${index}-${i}`} style={{ background: color }} data-change={part.added ? 'added' : part.removed ? 'removed' : 'same'}>
              <span aria-hidden>{sign} </span>
              {part.added && <VisuallyHidden>Added: </VisuallyHidden>}
              {part.removed && <VisuallyHidden>Removed: </VisuallyHidden>}
              {line}
            </div>
          ));
        })}
      </Box>
    </div>
  );
}
