import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse, setAuthState } from '../../test/auth';
import { renderWithProviders } from '../../test/render';
import { DocumentPage } from './components/document-page';

const project = { id: 'p1', name: 'MealMate', status: 'active', description: 'Meals', user_id: 'u1', settings: {}, created_at: '2026-01-05T00:00:00Z', updated_at: '2026-01-05T00:00:00Z' };
const content = [
  '# MealMate PRD',
  '## Requirements',
  '### FR-3: Recipe search (Must)',
  'Journeys cite FR-3.',
  '',
  '| Id | Name |',
  '| --- | --- |',
  '| FR-3 | Search |',
  '',
  '```mermaid',
  'flowchart TD',
  '  A --> B',
  '```',
].join('\n');
const doc = (extra: Record<string, unknown> = {}) => ({
  id: 'd1', project_id: 'p1', type: 'prd', title: 'PRD', status: 'ready', version: 1, generator: 'builtin', error: null, progress: 100,
  current_section: null, generated_at: '2026-01-05T00:00:00Z', created_at: '2026-01-05T00:00:00Z', updated_at: '2026-01-05T00:00:00Z',
  content, structured: null, ...extra,
});

function routes(extra: Parameters<typeof fakeFetch>[0] = {}) {
  return fakeFetch({
    'GET /api/projects/p1': () => jsonResponse({ status: 'success', data: project }),
    'GET /api/projects/p1/documents': () => jsonResponse({ status: 'success', data: [doc()] }),
    'GET /api/documents/d1': () => jsonResponse({ status: 'success', data: doc() }),
    ...extra,
  });
}

function renderDocument(path = '/project/p1/documents/prd') {
  renderWithProviders(
    <Routes>
      <Route path="/project/:projectId/documents/:docType" element={<DocumentPage />} />
    </Routes>,
    { path },
  );
}

beforeEach(() => {
  setAuthState('signed-in');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('document view', () => {
  it('renders GFM, a table of contents, FR anchors with links to them, and keeps mermaid as source until visible', async () => {
    vi.stubGlobal('fetch', routes().fetch);
    renderDocument();
    expect(await screen.findByRole('heading', { name: 'Product Requirements Document' })).toBeTruthy();
    const heading = await screen.findByRole('heading', { name: 'FR-3: Recipe search (Must)' });
    expect(heading.id).toBe('FR-3');
    expect(screen.getAllByRole('link', { name: 'FR-3' }).map((a) => a.getAttribute('href'))).toEqual(['#FR-3', '#FR-3']);
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    expect(toc.querySelector('a[href="#FR-3"]')?.textContent).toBe('FR-3: Recipe search (Must)');
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByTestId('mermaid-block').getAttribute('data-rendered')).toBe('false');
    expect(screen.getByTestId('mermaid-block').textContent).toContain('flowchart TD');
  });

  it('says when the document was not generated yet', async () => {
    vi.stubGlobal('fetch', routes({ 'GET /api/projects/p1/documents': () => jsonResponse({ status: 'success', data: [] }) }).fetch);
    renderDocument('/project/p1/documents/roadmap');
    expect(await screen.findByText('This document has not been generated yet.', { exact: false })).toBeTruthy();
  });

  it('downloads an export with the bearer token, and shows the server reason when it fails', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const show = vi.spyOn(notifications, 'show');
    const fake = routes({
      'GET /api/documents/d1/export': (_init, url) =>
        url.includes('format=md')
          ? new Response('# PRD', { headers: { 'Content-Disposition': 'attachment; filename="mealmate-prd.md"' } })
          : jsonResponse({ status: 'error', code: 'DOCUMENT_NOT_READY', message: 'The document is not ready yet' }, 409),
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Export as Markdown' }));
    expect(screen.queryByRole('button', { name: 'Export tasks' })).toBeNull();
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(fake.calls.find((c) => c.url.includes('format=md'))?.headers.authorization).toBe('Bearer access-1');
    fireEvent.click(screen.getByRole('button', { name: 'Export as PDF' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Export failed', message: 'The document is not ready yet' })));
  });
});

describe('roadmap tasks export', () => {
  it('offers CSV for GitHub, Linear and Jira and JSON on the roadmap only', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    const roadmap = doc({ id: 'd6', type: 'roadmap' });
    const fake = routes({
      'GET /api/projects/p1/documents': () => jsonResponse({ status: 'success', data: [roadmap] }),
      'GET /api/documents/d6': () => jsonResponse({ status: 'success', data: roadmap }),
      'GET /api/documents/d6/roadmap/export': () => new Response('Title,Body\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderDocument('/project/p1/documents/roadmap');
    fireEvent.click(await screen.findByRole('button', { name: 'Export tasks' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV for Linear' }));
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/api/documents/d6/roadmap/export?format=csv&target=linear')).toBe(true));
  });
});

describe('section regenerate', () => {
  it('shows the regenerated section against the current one and saves it only when accepted', async () => {
    const structured = { sections: [{ id: 'problem', title: 'Problem' }] };
    const preview = { section_id: 'problem', title: 'Problem', before: '## Problem\nOld words', after: '## Problem\nNew words', base_version: 1 };
    const fake = routes({
      'GET /api/documents/d1': () => jsonResponse({ status: 'success', data: doc({ structured }) }),
      'POST /api/documents/d1/sections/problem/regenerate': () => jsonResponse({ status: 'success', data: preview }),
      'POST /api/documents/d1/sections/problem/accept': () => jsonResponse({ status: 'success', data: doc({ version: 2, structured }) }),
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderDocument();
    fireEvent.click(await screen.findByPlaceholderText('Pick a section'));
    fireEvent.click(await screen.findByRole('option', { name: 'Problem' }));
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate section' }));
    expect(await screen.findByText('Regenerated: Problem')).toBeTruthy();
    expect(screen.getByTestId('diff').querySelector('[data-change="added"]')?.textContent).toContain('New words');
    expect(fake.calls.some((c) => c.url.endsWith('/accept'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(fake.calls.find((c) => c.url.endsWith('/accept'))?.body).toEqual({ after: '## Problem\nNew words', base_version: 1 }));
    expect(await screen.findByText('Version 2')).toBeTruthy();
  });
});

describe('editor', () => {
  it('keeps every keystroke in a draft, autosaves after 1 s with the base version, and says Saved', async () => {
    const fake = routes({ 'PUT /api/documents/d1': (init) => jsonResponse({ status: 'success', data: doc({ version: 2, content: JSON.parse(String(init?.body)).content }) }) });
    vi.stubGlobal('fetch', fake.fetch);
    renderDocument('/project/p1/documents/prd?mode=edit');
    const editor = await screen.findByRole('textbox', { name: 'Markdown' });
    fireEvent.change(editor, { target: { value: `${content}\nMore.` } });
    expect(screen.getByTestId('save-state').textContent).toContain('Unsaved changes');
    expect(JSON.parse(localStorage.getItem('specforge.draft.d1') ?? '{}')).toMatchObject({ baseVersion: 1 });
    expect(fake.calls.some((c) => c.method === 'PUT')).toBe(false);
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('Saved'), { timeout: 3000 });
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({ content: `${content}\nMore.`, base_version: 1 });
    expect(localStorage.getItem('specforge.draft.d1')).toBeNull();
  });

  it('restores an unsaved draft on reload and, on a version conflict, lets the person keep theirs', async () => {
    localStorage.setItem('specforge.draft.d1', JSON.stringify({ content: 'My draft', baseVersion: 1 }));
    const puts: unknown[] = [];
    const fake = routes({
      'GET /api/documents/d1': () => jsonResponse({ status: 'success', data: doc({ version: 3, content: 'Server text' }) }),
      'PUT /api/documents/d1': (init) => {
        puts.push(JSON.parse(String(init?.body)));
        return puts.length === 1
          ? jsonResponse({ status: 'error', code: 'VERSION_CONFLICT', message: 'The document changed' }, 409)
          : jsonResponse({ status: 'success', data: doc({ version: 4, content: 'My draft' }) });
      },
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderDocument('/project/p1/documents/prd?mode=edit');
    expect(await screen.findByText('Your unsaved changes from an earlier visit were restored.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Markdown' }) as HTMLTextAreaElement).value).toBe('My draft');
    expect(await screen.findByText('This document changed while you were editing')).toBeTruthy();
    expect(screen.getByTestId('diff').textContent).toContain('Server text');
    expect(puts).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(puts).toEqual([{ content: 'My draft', base_version: 1 }, { content: 'My draft', base_version: 3 }]));
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('Saved'));
  });
});

describe('version history', () => {
  it('lists versions with who made them, diffs two and restores one', async () => {
    const versions = [
      { version: 2, source: 'edit', generator: 'builtin', title: 'PRD', created_at: '2026-01-06T00:00:00Z', created_by_name: 'Ada Lovelace' },
      { version: 1, source: 'generated', generator: 'builtin', title: 'PRD', created_at: '2026-01-05T00:00:00Z', created_by_name: null },
    ];
    const fake = routes({
      'GET /api/documents/d1': () => jsonResponse({ status: 'success', data: doc({ version: 2 }) }),
      'GET /api/documents/d1/versions': () => jsonResponse({ status: 'success', data: versions }),
      'GET /api/documents/d1/versions/1': () => jsonResponse({ status: 'success', data: { ...versions[1], content: 'line one\nold line' } }),
      'GET /api/documents/d1/versions/2': () => jsonResponse({ status: 'success', data: { ...versions[0], content: 'line one\nnew line' } }),
      'POST /api/documents/d1/versions/1/restore': () => jsonResponse({ status: 'success', data: doc({ version: 3 }) }),
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderDocument('/project/p1/documents/prd?mode=history');
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Built-in composer')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('diff').querySelector('[data-change="added"]')?.textContent).toContain('new line'));
    expect(screen.getByTestId('diff').querySelector('[data-change="removed"]')?.textContent).toContain('old line');
    fireEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'POST' && c.url.endsWith('/versions/1/restore'))).toBe(true));
    expect(await screen.findByText('Version 3')).toBeTruthy();
  });
});
