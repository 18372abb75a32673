import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentStatus, DocumentType } from '../../lib/generation';
import type { LiveDocument, LiveDocuments } from './hooks/use-live-documents';
import { renderWithProviders } from '../../test/render';
import { DocumentSequence } from './components/document-sequence';

function liveDoc(type: DocumentType, status: DocumentStatus, extra: Partial<LiveDocument> = {}): LiveDocument {
  return {
    __typename: 'DocumentSummary',
    id: `d-${type}`,
    projectId: 'p1',
    type,
    title: type,
    status,
    version: status === 'ready' || status === 'stale' ? 1 : 0,
    generator: 'builtin',
    error: null,
    progress: status === 'ready' ? 100 : 0,
    currentSection: null,
    generatedAt: null,
    createdAt: '2026-01-05T00:00:00Z',
    updatedAt: '2026-01-05T00:00:00Z',
    live: '',
    startedAt: null,
    ...extra,
  };
}

function renderSequence(docs: LiveDocuments, withCancel = false) {
  const onGenerate = vi.fn();
  const onGenerateAll = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(<DocumentSequence docs={docs} busy={new Set()} documentPath={(t) => `/project/p1/documents/${t}`} onGenerate={onGenerate} onGenerateAll={onGenerateAll} onCancel={withCancel ? onCancel : undefined} />);
  return { onGenerate, onGenerateAll, onCancel };
}

const step = (type: DocumentType) => within(screen.getByTestId(`step-${type}`));

describe('document sequence (stepper)', () => {
  it('offers the PRD first and says which document every other one is missing', () => {
    const { onGenerate, onGenerateAll } = renderSequence({});
    const prd = step('prd').getByRole('button', { name: 'Generate the Product Requirements Document' });
    expect(prd.hasAttribute('disabled')).toBe(false);
    const plan = step('implementation_plan').getByRole('button', { name: /^Generate the Implementation Plan/ });
    expect(plan.hasAttribute('disabled')).toBe(true);
    expect(plan.textContent).toBe('Needs the PRD first');
    expect(step('roadmap').getByRole('button').textContent).toBe('Needs the PRD and Implementation Plan first');
    expect(screen.getAllByText('Not started')).toHaveLength(6);
    fireEvent.click(prd);
    expect(onGenerate).toHaveBeenCalledWith('prd');
    fireEvent.click(screen.getByRole('button', { name: 'Generate all' }));
    expect(onGenerateAll).toHaveBeenCalledTimes(1);
  });

  it('moves Generate on to the Implementation Plan once the PRD is ready, and links the PRD', () => {
    const { onGenerate } = renderSequence({ prd: liveDoc('prd', 'ready') });
    expect(step('prd').getByText('Ready')).toBeTruthy();
    expect(step('prd').getByRole('link', { name: 'Open the Product Requirements Document' }).getAttribute('href')).toBe('/project/p1/documents/prd');
    fireEvent.click(step('implementation_plan').getByRole('button', { name: 'Generate the Implementation Plan' }));
    expect(onGenerate).toHaveBeenCalledWith('implementation_plan');
    expect(step('feature_breakdown').getByRole('button').textContent).toBe('Needs the Implementation Plan first');
    expect(screen.getByText('1 of 6 documents ready')).toBeTruthy();
  });

  it('flags a stale document with a one-click regenerate', () => {
    const { onGenerate } = renderSequence({ prd: liveDoc('prd', 'stale') });
    expect(step('prd').getByText('Out of date')).toBeTruthy();
    expect(step('prd').getByText(/changed since this version/)).toBeTruthy();
    fireEvent.click(step('prd').getByRole('button', { name: 'Regenerate the Product Requirements Document' }));
    expect(onGenerate).toHaveBeenCalledWith('prd');
    // A stale PRD still feeds the plan.
    expect(step('implementation_plan').getByRole('button', { name: 'Generate the Implementation Plan' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows why a generation failed, with a retry', () => {
    const { onGenerate } = renderSequence({
      prd: liveDoc('prd', 'ready'),
      implementation_plan: liveDoc('implementation_plan', 'failed', { error: 'The AI provider timed out.' }),
    });
    expect(step('implementation_plan').getByText('Failed')).toBeTruthy();
    expect(step('implementation_plan').getByText('The AI provider timed out.')).toBeTruthy();
    fireEvent.click(step('implementation_plan').getByRole('button', { name: 'Retry the Implementation Plan' }));
    expect(onGenerate).toHaveBeenCalledWith('implementation_plan');
  });

  it('renders a running generation: section, percent, elapsed time, streamed text and cancel', () => {
    const startedAt = Date.now() - 7_000;
    const running = liveDoc('prd', 'generating', { progress: 40, currentSection: 'Goals', live: '# MealMate\n\n## Goals\nShip weekly plans', startedAt });
    const { onCancel } = renderSequence({ prd: running }, true);
    expect(step('prd').getByText('Generating')).toBeTruthy();
    expect(step('prd').getByText('Writing: Goals')).toBeTruthy();
    expect(step('prd').getByRole('progressbar', { name: 'Product Requirements Document: 40% generated' })).toBeTruthy();
    expect(step('prd').getByLabelText('Elapsed time').textContent).toMatch(/^0:0[78]$/);
    expect(screen.getByTestId('stream-prd').textContent).toContain('Ship weekly plans');
    expect(screen.getByRole('button', { name: /^Generate all/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(step('prd').getByRole('button', { name: 'Cancel generating the Product Requirements Document' }));
    expect(onCancel).toHaveBeenCalledWith(running);
  });

  it('hides cancel when the server cannot cancel, and shows a queued document as waiting', () => {
    renderSequence({ prd: liveDoc('prd', 'queued') });
    expect(step('prd').getByText('Queued')).toBeTruthy();
    expect(step('prd').getByText('Waiting to start…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });
});
