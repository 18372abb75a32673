import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentStatus, DocumentType } from '../../lib/generation';
import type { LiveDocument } from './hooks/use-live-documents';
import { fakeFetch, jsonResponse, setAuthState } from '../../test/auth';
import { renderWithProviders } from '../../test/render';
import { ProjectExports } from './components/project-exports';

function liveDoc(type: DocumentType, status: DocumentStatus, version: number): LiveDocument {
  return {
    __typename: 'DocumentSummary',
    id: `d-${type}`,
    projectId: 'p1',
    type,
    title: type,
    status,
    version,
    generator: 'builtin',
    error: null,
    progress: 0,
    currentSection: null,
    generatedAt: null,
    createdAt: '2026-01-05T00:00:00Z',
    updatedAt: '2026-01-05T00:00:00Z',
    live: '',
    startedAt: null,
  };
}

beforeEach(() => {
  setAuthState('signed-in');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('exports on the Mission Control page', () => {
  it('downloads all documents as a .zip and each generated one as Markdown, PDF or DOCX', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const show = vi.spyOn(notifications, 'show');
    const fake = fakeFetch({
      'GET /api/projects/p1/documents/export': () => new Response('PK', { headers: { 'Content-Disposition': 'attachment; filename="mealmate.zip"' } }),
      'GET /api/documents/d-prd/export': (_init, url) => (url.includes('format=docx') ? jsonResponse({ status: 'error', code: 'EXPORT_FAILED', message: 'DOCX is unavailable' }, 500) : new Response('x')),
      'GET /api/documents/d-implementation_plan/export': () => new Response('x'),
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderWithProviders(
      <ProjectExports
        projectId="p1"
        projectName="MealMate"
        // The plan is being regenerated: its last version still exports. The never-generated roadmap does not.
        docs={{ prd: liveDoc('prd', 'ready', 2), implementation_plan: liveDoc('implementation_plan', 'generating', 1), roadmap: liveDoc('roadmap', 'queued', 0) }}
      />,
    );
    const list = within(screen.getByRole('list', { name: 'Document exports' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Product Requirements Document'), expect.stringContaining('Implementation Plan')]);
    expect(screen.queryByRole('button', { name: /Export the Roadmap/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Download all as .zip' }));
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/api/projects/p1/documents/export?format=zip')).toBe(true));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(fake.calls[0]?.headers.authorization).toBe('Bearer access-1');

    for (const [label, format] of [
      ['Markdown', 'md'],
      ['PDF', 'pdf'],
    ]) {
      const button = screen.getByRole('button', { name: `Export the Product Requirements Document as ${label}` });
      await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
      fireEvent.click(button);
      await waitFor(() => expect(fake.calls.some((c) => c.url === `/api/documents/d-prd/export?format=${format}`)).toBe(true));
    }
    const plan = screen.getByRole('button', { name: 'Export the Implementation Plan as PDF' });
    await waitFor(() => expect(plan.hasAttribute('disabled')).toBe(false));
    fireEvent.click(plan);
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/api/documents/d-implementation_plan/export?format=pdf')).toBe(true));

    const docx = screen.getByRole('button', { name: 'Export the Product Requirements Document as DOCX' });
    await waitFor(() => expect(docx.hasAttribute('disabled')).toBe(false));
    fireEvent.click(docx);
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Export failed', message: 'DOCX is unavailable' })));
  });

  it('has nothing to download before a document is generated', () => {
    renderWithProviders(<ProjectExports projectId="p1" projectName="MealMate" docs={{}} />);
    expect(screen.getByRole('button', { name: 'Download all as .zip' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('list', { name: 'Document exports' })).toBeNull();
    expect(screen.getByText('Generate the PRD first: these exports are built from its spec.')).toBeTruthy();
    for (const label of ['spec-kit', 'Kiro', 'AGENTS.md', 'Gherkin']) {
      expect(screen.getByRole('button', { name: `Download the ${label} export as .zip` }).hasAttribute('disabled')).toBe(true);
    }
  });

  it('offers the agent-ready exports once the PRD is generated, each with its description', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    const fake = fakeFetch({
      'GET /api/projects/p1/documents/export': () => new Response('PK', { headers: { 'Content-Disposition': 'attachment; filename="mealmate-speckit.zip"' } }),
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderWithProviders(<ProjectExports projectId="p1" projectName="MealMate" docs={{ prd: liveDoc('prd', 'ready', 1) }} />);
    const list = within(screen.getByRole('list', { name: 'For coding agents' }));
    expect(list.getAllByRole('listitem')).toHaveLength(4);
    expect(list.getByText(/requirements with EARS criteria/)).toBeTruthy();
    for (const [label, format] of [
      ['spec-kit', 'speckit'],
      ['Kiro', 'kiro'],
      ['AGENTS.md', 'agents'],
      ['Gherkin', 'gherkin'],
    ]) {
      const button = screen.getByRole('button', { name: `Download the ${label} export as .zip` });
      await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
      fireEvent.click(button);
      await waitFor(() => expect(fake.calls.some((c) => c.url === `/api/projects/p1/documents/export?format=${format}`)).toBe(true));
    }
  });
});
