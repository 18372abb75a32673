import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse, setAuthState } from '../../test/auth';
import { renderWithProviders } from '../../test/render';
import { DocumentPage } from './components/document-page';

const project = { id: 'p1', name: 'MealMate', status: 'active', description: 'Meals', user_id: 'u1', settings: {}, created_at: '2026-01-05T00:00:00Z', updated_at: '2026-01-05T00:00:00Z' };
const doc = (extra: Record<string, unknown> = {}) => ({
  id: 'd1', project_id: 'p1', type: 'prd', title: 'PRD', status: 'ready', version: 1, generator: 'builtin', error: null, progress: 100,
  current_section: null, generated_at: '2026-01-05T00:00:00Z', created_at: '2026-01-05T00:00:00Z', updated_at: '2026-01-05T00:00:00Z',
  content: '# PRD\n\n## Problem\n\nSlow dinners.', structured: null, ...extra,
});

function routes(current: () => Record<string, unknown>, extra: Parameters<typeof fakeFetch>[0] = {}) {
  return fakeFetch({
    'GET /api/projects/p1': () => jsonResponse({ status: 'success', data: project }),
    'GET /api/projects/p1/documents': () => jsonResponse({ status: 'success', data: [current()] }),
    'GET /api/documents/d1': () => jsonResponse({ status: 'success', data: current() }),
    ...extra,
  });
}

const renderDocument = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/project/:projectId/documents/:docType" element={<DocumentPage />} />
    </Routes>,
    { path },
  );

const editRadio = () => document.querySelector<HTMLInputElement>('input[type=radio][value="edit"]');

beforeEach(() => {
  setAuthState('signed-in');
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('document view while the document is generated', () => {
  it.each(['queued', 'generating'])('disables Edit while the document is %s, even when the address asks for it', async (status) => {
    vi.stubGlobal('fetch', routes(() => doc({ status, progress: 40 })).fetch);
    renderDocument('/project/p1/documents/prd?mode=edit');
    expect(await screen.findByTestId('edit-disabled-reason')).toBeTruthy();
    expect(editRadio()?.disabled).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Markdown' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Problem' })).toBeTruthy();
  });

  it('enables Edit once the generation has finished, without a reload', async () => {
    let status = 'generating';
    vi.stubGlobal('fetch', routes(() => doc({ status, version: status === 'ready' ? 2 : 1 })).fetch);
    renderDocument('/project/p1/documents/prd');
    expect(await screen.findByTestId('edit-disabled-reason')).toBeTruthy();
    status = 'ready';
    await waitFor(() => expect(editRadio()?.disabled).toBe(false), { timeout: 5000 });
    expect(screen.queryByTestId('edit-disabled-reason')).toBeNull();
    expect(screen.getByText('Version 2')).toBeTruthy();
  }, 10_000);

  it('offers Edit again for a ready document', async () => {
    vi.stubGlobal('fetch', routes(() => doc()).fetch);
    renderDocument('/project/p1/documents/prd?mode=edit');
    expect(await screen.findByRole('textbox', { name: 'Markdown' })).toBeTruthy();
    expect(editRadio()?.disabled).toBe(false);
    expect(screen.queryByTestId('edit-disabled-reason')).toBeNull();
  });
});

describe('autosave failures that are not conflicts', () => {
  it.each([
    ['a server error', 500, 'INTERNAL_SERVER_ERROR', 'Something went wrong'],
    ['a 409 that is not a version conflict', 409, 'GENERATION_IN_PROGRESS', 'The document is being generated'],
  ])('shows %s, keeps the draft and retries until saved, without a conflict dialog', async (_what, status, code, message) => {
    const puts: unknown[] = [];
    const fake = routes(() => doc(), {
      'PUT /api/documents/d1': (init) => {
        puts.push(JSON.parse(String(init?.body)));
        return puts.length === 1
          ? jsonResponse({ status: 'error', code, message }, status)
          : jsonResponse({ status: 'success', data: doc({ version: 2, content: 'Edited text' }) });
      },
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderDocument('/project/p1/documents/prd?mode=edit');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Markdown' }), { target: { value: 'Edited text' } });

    await waitFor(() => expect(screen.getByTestId('save-state').getAttribute('data-state')).toBe('error'), { timeout: 3000 });
    expect(screen.getByTestId('save-state').textContent).toContain(message);
    expect(screen.queryByText('This document changed while you were editing')).toBeNull();
    expect(JSON.parse(localStorage.getItem('specforge.draft.d1') ?? 'null')).toEqual({ content: 'Edited text', baseVersion: 1 });
    expect((screen.getByRole('textbox', { name: 'Markdown' }) as HTMLTextAreaElement).value).toBe('Edited text');

    // Retried on its own (no click), from the same base version.
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('Saved'), { timeout: 5000 });
    expect(puts).toEqual([
      { content: 'Edited text', base_version: 1 },
      { content: 'Edited text', base_version: 1 },
    ]);
    expect(localStorage.getItem('specforge.draft.d1')).toBeNull();
  }, 15_000);

  it('treats only VERSION_CONFLICT as a conflict', async () => {
    const fake = routes(() => doc({ version: 2, content: 'Theirs' }), {
      'PUT /api/documents/d1': () => jsonResponse({ status: 'error', code: 'VERSION_CONFLICT', message: 'The document changed' }, 409),
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderDocument('/project/p1/documents/prd?mode=edit');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Markdown' }), { target: { value: 'Mine' } });
    expect(await screen.findByText('This document changed while you were editing', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('save-state').getAttribute('data-state')).toBe('conflict');
  });
});
