import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentDetailFragment } from '../../gql/graphql';
import { fakeFetch, jsonResponse, setAuthState } from '../../test/auth';
import { answer, fakeGraphql, GraphqlErrorAnswer, type GraphqlHandler } from '../../test/graphql';
import { renderWithProviders } from '../../test/render';
import { AcceptSectionMutation, DocumentVersionContentQuery, DocumentVersionsQuery, RegenerateSectionMutation, RestoreDocumentVersionMutation, SaveDocumentMutation } from './api/documents.graphql';
import { DocumentPage } from './components/document-page';
import { docDetail, documentAnswers } from './documents-test-data';
import { CommentCountsQuery } from '../../lib/comment-counts';
import { TargetCommentsQuery } from './api/documents.graphql';
import { within } from '@testing-library/react';

const content = ['# MealMate PRD', '## Requirements', '### FR-3: Recipe search (Must)', 'Journeys cite FR-3.', '', '| Id | Name |', '| --- | --- |', '| FR-3 | Search |', '', '```mermaid', 'flowchart TD', '  A --> B', '```'].join('\n');
const doc = (extra: Partial<DocumentDetailFragment> = {}) => docDetail({ content, ...extra });

/**
 * The page at `path`: GraphQL answers the project, `documents` (the PRD by default) and `extra`;
 * REST answers only the file downloads (`files`).
 */
function renderDocument(path = '/project/p1/documents/prd', { documents = () => [doc()], extra = [], files = {} }: { documents?: () => DocumentDetailFragment[]; extra?: Array<[string, GraphqlHandler]>; files?: Parameters<typeof fakeFetch>[0] } = {}) {
  const rest = fakeFetch(files);
  vi.stubGlobal('fetch', rest.fetch);
  const gql = fakeGraphql([...documentAnswers(documents), ...extra]);
  renderWithProviders(
    <Routes>
      <Route path="/project/:projectId/documents/:docType" element={<DocumentPage />} />
    </Routes>,
    { path, client: gql.client },
  );
  return { rest, gql };
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
  it('shows open comment counts from one query and opens a thread in a drawer, from a badge or a ?comments= link', async () => {
    const extra = [
      answer(CommentCountsQuery)(() => ({ commentCounts: [{ __typename: 'CommentCount', target: 'FR-3', open: 2, total: 2 }] })),
      answer(TargetCommentsQuery)(({ target }) => ({
        comments: [{ __typename: 'Comment', id: `c-${String(target)}`, authorName: 'Rita Reviewer', body: `About ${String(target)}`, resolved: false, createdAt: '2026-01-05T10:00:00.000Z' }],
      })),
    ];
    const { gql } = renderDocument('/project/p1/documents/prd?comments=FR-3', { extra });
    const drawer = within(await screen.findByRole('dialog', { name: 'Comments on FR-3' }));
    expect(await drawer.findByText('About FR-3')).toBeTruthy();
    fireEvent.click(drawer.getByRole('button', { name: 'Close the comments' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Comments on FR-3' })).toBeNull());

    const heading = await screen.findByRole('heading', { name: /FR-3: Recipe search/ });
    expect((await within(heading).findByRole('button', { name: '2 open comments on FR-3' })).textContent).toBe('2');
    fireEvent.click(within(screen.getByRole('heading', { name: 'Requirements' })).getByRole('button', { name: 'Comment on the section Requirements' }));
    const section = within(await screen.findByRole('dialog', { name: 'Comments on the section Requirements' }));
    expect(await section.findByText('About document:prd#Requirements')).toBeTruthy();
    expect(gql.calls.filter((c) => c.operationName === 'CommentCounts')).toHaveLength(1);
  });

  it('renders GFM, a table of contents, FR anchors with links to them, and keeps mermaid as source until visible', async () => {
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
    renderDocument('/project/p1/documents/roadmap', { documents: () => [] });
    expect(await screen.findByText('This document has not been generated yet.', { exact: false })).toBeTruthy();
  });

  it('downloads an export with the bearer token, and shows the server reason when it fails', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const show = vi.spyOn(notifications, 'show');
    const { rest: fake } = renderDocument('/project/p1/documents/prd', {
      files: {
        'GET /api/documents/d1/export': (_init, url) =>
          url.includes('format=md') ? new Response('# PRD', { headers: { 'Content-Disposition': 'attachment; filename="mealmate-prd.md"' } }) : jsonResponse({ status: 'error', code: 'DOCUMENT_NOT_READY', message: 'The document is not ready yet' }, 409),
      },
    });
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
    const { rest: fake } = renderDocument('/project/p1/documents/roadmap', {
      documents: () => [roadmap],
      files: { 'GET /api/documents/d6/roadmap/export': () => new Response('Title,Body\n', { headers: { 'Content-Type': 'text/csv' } }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export tasks' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV for Linear' }));
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/api/documents/d6/roadmap/export?format=csv&target=linear')).toBe(true));
  });
});

describe('section regenerate', () => {
  it('shows the regenerated section against the current one and saves it only when accepted', async () => {
    const structured = { sections: [{ id: 'problem', title: 'Problem' }] };
    const preview = { __typename: 'SectionPreview' as const, sectionId: 'problem', title: 'Problem', before: '## Problem\nOld words', after: '## Problem\nNew words', baseVersion: 1, note: '' };
    const { gql } = renderDocument('/project/p1/documents/prd', {
      documents: () => [doc({ structured })],
      extra: [answer(RegenerateSectionMutation)(() => ({ regenerateSection: preview })), answer(AcceptSectionMutation)(() => ({ acceptSection: doc({ version: 2, structured }) }))],
    });
    const accepted = () => gql.calls.find((c) => c.operationName === 'AcceptSection');
    fireEvent.click(await screen.findByPlaceholderText('Pick a section'));
    fireEvent.click(await screen.findByRole('option', { name: 'Problem' }));
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate section' }));
    expect(await screen.findByText('Regenerated: Problem')).toBeTruthy();
    expect(screen.getByTestId('diff').querySelector('[data-change="added"]')?.textContent).toContain('New words');
    expect(accepted()).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(accepted()?.variables).toEqual({ documentId: 'd1', sectionId: 'problem', after: '## Problem\nNew words', baseVersion: 1 }));
    expect(await screen.findByText('Version 2')).toBeTruthy();
  });
});

describe('editor', () => {
  it('keeps every keystroke in a draft, autosaves after 1 s with the base version, and says Saved', async () => {
    const { gql } = renderDocument('/project/p1/documents/prd?mode=edit', {
      extra: [answer(SaveDocumentMutation)(({ content: saved }) => ({ updateDocumentContent: doc({ version: 2, content: saved }) }))],
    });
    const saves = () => gql.calls.filter((c) => c.operationName === 'SaveDocument');
    const editor = await screen.findByRole('textbox', { name: 'Markdown' });
    fireEvent.change(editor, { target: { value: `${content}\nMore.` } });
    expect(screen.getByTestId('save-state').textContent).toContain('Unsaved changes');
    expect(JSON.parse(localStorage.getItem('specforge.draft.d1') ?? '{}')).toMatchObject({ baseVersion: 1 });
    expect(saves()).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('Saved'), { timeout: 3000 });
    expect(saves().map((c) => c.variables)).toEqual([{ id: 'd1', content: `${content}\nMore.`, baseVersion: 1 }]);
    expect(localStorage.getItem('specforge.draft.d1')).toBeNull();
  });

  it('restores an unsaved draft on reload and, on a version conflict, lets the person keep theirs', async () => {
    localStorage.setItem('specforge.draft.d1', JSON.stringify({ content: 'My draft', baseVersion: 1 }));
    const puts: unknown[] = [];
    renderDocument('/project/p1/documents/prd?mode=edit', {
      documents: () => [doc({ version: 3, content: 'Server text' })],
      extra: [
        answer(SaveDocumentMutation)((variables) => {
          puts.push(variables);
          return puts.length === 1 ? new GraphqlErrorAnswer('The document changed', { code: 'CONFLICT', appCode: 'VERSION_CONFLICT' }) : { updateDocumentContent: doc({ version: 4, content: 'My draft' }) };
        }),
      ],
    });
    expect(await screen.findByText('Your unsaved changes from an earlier visit were restored.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Markdown' }) as HTMLTextAreaElement).value).toBe('My draft');
    expect(await screen.findByText('This document changed while you were editing')).toBeTruthy();
    expect(screen.getByTestId('diff').textContent).toContain('Server text');
    expect(puts).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() =>
      expect(puts).toEqual([
        { id: 'd1', content: 'My draft', baseVersion: 1 },
        { id: 'd1', content: 'My draft', baseVersion: 3 },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('Saved'));
  });
});

describe('version history', () => {
  it('lists versions with who made them, diffs two and restores one', async () => {
    const versions = [
      { __typename: 'DocumentVersionSummary' as const, version: 3, source: 'section', generator: 'builtin', title: 'PRD', createdAt: '2026-01-07T00:00:00Z', createdByName: 'Ada Lovelace', note: 'Updated from the brief (FR-5 added)' },
      { __typename: 'DocumentVersionSummary' as const, version: 2, source: 'edit', generator: 'builtin', title: 'PRD', createdAt: '2026-01-06T00:00:00Z', createdByName: 'Ada Lovelace', note: null },
      { __typename: 'DocumentVersionSummary' as const, version: 1, source: 'generated', generator: 'builtin', title: 'PRD', createdAt: '2026-01-05T00:00:00Z', createdByName: null, note: null },
    ];
    const contents: Record<number, string> = { 1: 'line one\nold line', 2: 'line one\nnew line', 3: 'line one\nnew line\nFR-5' };
    const { gql } = renderDocument('/project/p1/documents/prd?mode=history', {
      documents: () => [doc({ version: 3 })],
      extra: [
        answer(DocumentVersionsQuery)(() => ({ documentVersions: versions })),
        answer(DocumentVersionContentQuery)(({ version }) => ({ documentVersion: { __typename: 'DocumentVersion', version, content: contents[version] ?? '' } })),
        answer(RestoreDocumentVersionMutation)(() => ({ restoreDocumentVersion: doc({ version: 4 }) })),
      ],
    });
    expect((await screen.findAllByText('Ada Lovelace')).length).toBe(2);
    expect(screen.getByText('Built-in composer')).toBeTruthy();
    // The history names what happened, not only how the version was made.
    expect(screen.getByText('Updated from the brief (FR-5 added)')).toBeTruthy();
    expect(screen.getByText('Edited')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('diff').querySelector('[data-change="added"]')?.textContent).toContain('FR-5'));
    fireEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(gql.calls.find((c) => c.operationName === 'RestoreDocumentVersion')?.variables).toEqual({ documentId: 'd1', version: 1 }));
    expect(await screen.findByText('Version 4')).toBeTruthy();
  });
});
