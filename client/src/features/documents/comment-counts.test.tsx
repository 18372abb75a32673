import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../test/jsdom-fonts';
import { renderWithProviders } from '../../test/render';
import { MarkdownView } from './markdown/markdown-view';

const prd = [
  '# MealMate PRD',
  '## Goals',
  'Plan a week in minutes (FR-3).',
  '## Functional requirements',
  '### FR-3: Recipe search',
  'Find recipes by ingredient.',
  '- **AC-3.1** Given a pantry, when I search, then I see recipes.',
  '- **AC-3.2** Given nothing, then I see a hint.',
  '### FR-4: Shopping list',
  'Build a list.',
].join('\n');

const counts = new Map([
  ['FR-3', { open: 2, total: 3 }],
  ['AC-3.1', { open: 1, total: 1 }],
  ['document:prd#Goals', { open: 0, total: 2 }],
]);

describe('comment counts in the document view', () => {
  it('puts the open count beside each commented item, a comment affordance on every section, and opens the thread of what was clicked', () => {
    const onOpen = vi.fn();
    const { container } = renderWithProviders(<MarkdownView markdown={prd} comments={{ type: 'prd', counts, onOpen }} />);
    const fr3 = screen.getByRole('heading', { name: /FR-3: Recipe search/ });
    const badge = within(fr3).getByRole('button', { name: '2 open comments on FR-3 (3 in all)' });
    expect(badge.textContent).toBe('2');
    // The anchor the matrix links to stays the item's id.
    expect(fr3.id).toBe('FR-3');
    // An item defined in a list gets its badge right after its id.
    const ac = container.querySelector('li#AC-3\\.1')!;
    expect(within(ac as HTMLElement).getByRole('button', { name: '1 open comment on AC-3.1' })).toBeTruthy();
    // Uncommented items stay quiet; a resolved-only section shows 0 open.
    expect(within(screen.getByRole('heading', { name: /FR-4: Shopping list/ })).queryByTestId('comment-count')).toBeNull();
    expect(container.querySelector('li#AC-3\\.2 [data-testid="comment-count"]')).toBeNull();
    const goals = screen.getByRole('heading', { name: 'Goals' });
    expect(within(goals).getByRole('button', { name: '0 open comments on the section Goals (2 in all)' })).toBeTruthy();
    // A section nobody commented on yet still offers to start a thread.
    const requirements = screen.getByRole('heading', { name: 'Functional requirements' });
    fireEvent.click(within(requirements).getByRole('button', { name: 'Comment on the section Functional requirements' }));
    expect(onOpen).toHaveBeenLastCalledWith('document:prd#Functional requirements', 'the section Functional requirements');
    fireEvent.click(badge);
    expect(onOpen).toHaveBeenLastCalledWith('FR-3', 'FR-3');
    // The heading's own id (the table of contents' anchor) is unchanged by the badge.
    expect(requirements.id).toBe('functional-requirements');
  });

  it('without comments (the editor preview) renders no badges', () => {
    renderWithProviders(<MarkdownView markdown={prd} />);
    expect(screen.queryAllByTestId('comment-count')).toHaveLength(0);
  });
});
