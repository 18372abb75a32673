import { Box, Text, VisuallyHidden } from '@mantine/core';
import { diffLines } from 'diff';
import { useMemo } from 'react';

interface DiffViewProps {
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
  /** Taller diffs scroll inside the box (px). */
  maxHeight?: number;
  /** When given, long unchanged runs fold to this many lines either side of a change. */
  context?: number;
}

type Change = 'added' | 'removed' | 'same';
type Row = { change: Change; text: string } | { change: 'folded'; count: number };

/** '' stays empty; anything else ends with one newline, so a missing last newline is no change. */
const withEol = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

/** The diff as one row per line, unchanged runs longer than 2×context+1 folded in the middle. */
export function diffRows(before: string, after: string, context?: number): Row[] {
  const rows: Row[] = [];
  for (const part of diffLines(withEol(before), withEol(after))) {
    const change: Change = part.added ? 'added' : part.removed ? 'removed' : 'same';
    const lines = part.value.replace(/\n$/, '').split('\n');
    if (change !== 'same' || context === undefined || lines.length <= context * 2 + 1) {
      rows.push(...lines.map((text) => ({ change, text })));
      continue;
    }
    const first = rows.length === 0;
    const head = first ? [] : lines.slice(0, context);
    const tail = lines.slice(lines.length - context);
    rows.push(...head.map((text) => ({ change, text })), { change: 'folded', count: lines.length - head.length - tail.length });
    rows.push(...tail.map((text) => ({ change, text })));
  }
  // After the last change only `context` lines stay (a fold of one line would save nothing).
  const last = rows.findLastIndex((r) => r.change === 'added' || r.change === 'removed');
  if (context !== undefined && last >= 0 && rows.length - 1 - last > context + 1) {
    const cut = rows.splice(last + 1 + context);
    const hidden = cut.reduce((n, r) => n + (r.change === 'folded' ? r.count : 1), 0);
    rows.push({ change: 'folded', count: hidden });
  }
  return rows;
}

const background: Record<Change, string | undefined> = {
  added: 'var(--mantine-color-green-light)',
  removed: 'var(--mantine-color-red-light)',
  same: undefined,
};
const sign: Record<Change, string> = { added: '+', removed: '−', same: ' ' };

/**
 * A line diff: removed lines red and struck through with '−', added lines green with '+',
 * unchanged ones plain. Shared by the document screens and the spec update review.
 */
export function DiffView({ before, after, beforeLabel, afterLabel, maxHeight = 480, context }: DiffViewProps) {
  const rows = useMemo(() => diffRows(before, after, context), [before, after, context]);
  const added = rows.filter((r) => r.change === 'added').length;
  const removed = rows.filter((r) => r.change === 'removed').length;

  return (
    <div>
      <Text size="sm" c="dimmed" mb="xs">
        {beforeLabel} → {afterLabel}: {added} {added === 1 ? 'line' : 'lines'} added, {removed} removed
      </Text>
      <Box
        component="pre"
        data-testid="diff"
        // A tall diff scrolls: keyboard users reach it with Tab and scroll it with the arrows.
        tabIndex={0}
        m={0}
        p="xs"
        ff="monospace"
        fz="xs"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight, overflow: 'auto', border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        {rows.map((row, index) =>
          row.change === 'folded' ? (
            <Text key={index} component="div" fz="xs" c="dimmed" fs="italic" data-change="folded">
              {`  … ${row.count} unchanged ${row.count === 1 ? 'line' : 'lines'}`}
            </Text>
          ) : (
            <div key={index} style={{ background: background[row.change], textDecoration: row.change === 'removed' ? 'line-through' : undefined }} data-change={row.change}>
              <span aria-hidden>{sign[row.change]} </span>
              {row.change === 'added' && <VisuallyHidden>Added: </VisuallyHidden>}
              {row.change === 'removed' && <VisuallyHidden>Removed: </VisuallyHidden>}
              {row.text}
            </div>
          ),
        )}
      </Box>
    </div>
  );
}
