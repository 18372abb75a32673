import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DiffView, diffRows } from './diff-view';

const lines = (n: number, prefix = 'line') => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

describe('line diff', () => {
  it('marks removed and added lines, unchanged ones plain; a missing last newline is no change', () => {
    expect(diffRows('a\nb\nc', 'a\nB\nc\n')).toEqual([
      { change: 'same', text: 'a' },
      { change: 'removed', text: 'b' },
      { change: 'added', text: 'B' },
      { change: 'same', text: 'c' },
    ]);
    expect(diffRows('', 'new')).toEqual([{ change: 'added', text: 'new' }]);
    expect(diffRows('gone', '')).toEqual([{ change: 'removed', text: 'gone' }]);
  });

  it('folds long unchanged runs to the context around each change', () => {
    const before = [...lines(10), 'old', ...lines(10, 'tail')].join('\n');
    const after = [...lines(10), 'new', ...lines(10, 'tail')].join('\n');
    const rows = diffRows(before, after, 2);
    expect(rows).toEqual([
      { change: 'folded', count: 8 },
      { change: 'same', text: 'line 9' },
      { change: 'same', text: 'line 10' },
      { change: 'removed', text: 'old' },
      { change: 'added', text: 'new' },
      { change: 'same', text: 'tail 1' },
      { change: 'same', text: 'tail 2' },
      { change: 'folded', count: 8 },
    ]);
    // Without context nothing folds; a short run is never folded.
    expect(diffRows(before, after)).toHaveLength(22);
    expect(diffRows('a\nb\nc\nx', 'a\nb\nc\ny', 2).some((r) => r.change === 'folded')).toBe(false);
  });

  it('shows removed lines struck through and counts the changes', () => {
    renderWithProviders(<DiffView before={'keep\nold'} after={'keep\nnew\nmore'} beforeLabel="Now" afterLabel="Proposed" />);
    expect(screen.getByText('Now → Proposed: 2 lines added, 1 removed')).toBeTruthy();
    const removed = screen.getByTestId('diff').querySelector('[data-change="removed"]') as HTMLElement;
    expect(removed.textContent).toContain('old');
    expect(removed.style.textDecoration).toBe('line-through');
  });
});
