import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentDetailFragment } from '../../gql/graphql';
import { setAuthState } from '../../test/auth';
import { answer, fakeGraphql, GraphqlErrorAnswer, type GraphqlHandler } from '../../test/graphql';
import { renderWithProviders } from '../../test/render';
import { SaveDocumentMutation } from './api/documents.graphql';
import { DocumentPage } from './components/document-page';
import { docDetail, documentAnswers } from './documents-test-data';
import type { DocumentStatus } from '../../gql/graphql';

const doc = (extra: Partial<DocumentDetailFragment> = {}) => docDetail({ content: '# PRD\n\n## Problem\n\nSlow dinners.', ...extra });

/** The page with GraphQL answering the project and `current()` as its PRD, plus `extra` answers. */
function renderDocument(path: string, current: () => DocumentDetailFragment, extra: Array<[string, GraphqlHandler]> = []) {
  const gql = fakeGraphql([...documentAnswers(() => [current()]), ...extra]);
  renderWithProviders(
    <Routes>
      <Route path="/project/:projectId/documents/:docType" element={<DocumentPage />} />
    </Routes>,
    { path, client: gql.client },
  );
  return gql;
}

const editRadio = () => document.querySelector<HTMLInputElement>('input[type=radio][value="edit"]');

beforeEach(() => {
  setAuthState('signed-in');
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('document view while the document is generated', () => {
  it.each(['queued', 'generating'] as const)('disables Edit while the document is %s, even when the address asks for it', async (status) => {
    renderDocument('/project/p1/documents/prd?mode=edit', () => doc({ status, progress: 40 }));
    expect(await screen.findByTestId('edit-disabled-reason')).toBeTruthy();
    expect(editRadio()?.disabled).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Markdown' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Problem' })).toBeTruthy();
  });

  it('enables Edit once the generation has finished, without a reload', async () => {
    let status: DocumentStatus = 'generating';
    renderDocument('/project/p1/documents/prd', () => doc({ status, version: status === 'ready' ? 2 : 1 }));
    expect(await screen.findByTestId('edit-disabled-reason')).toBeTruthy();
    status = 'ready';
    await waitFor(() => expect(editRadio()?.disabled).toBe(false), { timeout: 5000 });
    expect(screen.queryByTestId('edit-disabled-reason')).toBeNull();
    expect(screen.getByText('Version 2')).toBeTruthy();
  }, 10_000);

  it('offers Edit again for a ready document', async () => {
    renderDocument('/project/p1/documents/prd?mode=edit', () => doc());
    expect(await screen.findByRole('textbox', { name: 'Markdown' })).toBeTruthy();
    expect(editRadio()?.disabled).toBe(false);
    expect(screen.queryByTestId('edit-disabled-reason')).toBeNull();
  });
});

describe('autosave failures that are not conflicts', () => {
  it.each([
    // The server hides an internal error's message: the page says what failed instead.
    ['a server error', new GraphqlErrorAnswer('Unexpected error.', { code: 'INTERNAL_SERVER_ERROR', appCode: 'INTERNAL_ERROR' }), 'Failed to save the document'],
    ['a conflict that is not a version conflict', new GraphqlErrorAnswer('The document is being generated', { code: 'CONFLICT', appCode: 'GENERATION_IN_PROGRESS' }), 'The document is being generated'],
  ])(
    'shows %s, keeps the draft and retries until saved, without a conflict dialog',
    async (_what, failure, message) => {
      const puts: unknown[] = [];
      renderDocument('/project/p1/documents/prd?mode=edit', () => doc(), [
        answer(SaveDocumentMutation)((variables) => {
          puts.push(variables);
          return puts.length === 1 ? failure : { updateDocumentContent: doc({ version: 2, content: 'Edited text' }) };
        }),
      ]);
      fireEvent.change(await screen.findByRole('textbox', { name: 'Markdown' }), { target: { value: 'Edited text' } });

      await waitFor(() => expect(screen.getByTestId('save-state').getAttribute('data-state')).toBe('error'), { timeout: 3000 });
      expect(screen.getByTestId('save-state').textContent).toContain(message);
      expect(screen.queryByText('This document changed while you were editing')).toBeNull();
      expect(JSON.parse(localStorage.getItem('specforge.draft.d1') ?? 'null')).toEqual({ content: 'Edited text', baseVersion: 1 });
      expect((screen.getByRole('textbox', { name: 'Markdown' }) as HTMLTextAreaElement).value).toBe('Edited text');

      // Retried on its own (no click), from the same base version.
      await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('Saved'), { timeout: 5000 });
      expect(puts).toEqual([
        { id: 'd1', content: 'Edited text', baseVersion: 1 },
        { id: 'd1', content: 'Edited text', baseVersion: 1 },
      ]);
      expect(localStorage.getItem('specforge.draft.d1')).toBeNull();
    },
    15_000,
  );

  it('treats only VERSION_CONFLICT as a conflict', async () => {
    renderDocument('/project/p1/documents/prd?mode=edit', () => doc({ version: 2, content: 'Theirs' }), [answer(SaveDocumentMutation)(() => new GraphqlErrorAnswer('The document changed', { code: 'CONFLICT', appCode: 'VERSION_CONFLICT' }))]);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Markdown' }), { target: { value: 'Mine' } });
    expect(await screen.findByText('This document changed while you were editing', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('save-state').getAttribute('data-state')).toBe('conflict');
  });
});
