import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, setAuthState } from '../../test/auth';
import { fakeGraphql } from '../../test/graphql';
import { renderWithProviders } from '../../test/render';
import { DocumentPage } from './components/document-page';
import { docDetail, documentAnswers } from './documents-test-data';

const content = ['# MealMate PRD', '## Requirements', '### FR-3: Recipe search (Must)', 'Journeys cite FR-3.', '## Risks', 'None.'].join('\n');

/** A viewport narrower than Mantine's md breakpoint (a phone), or a desktop. */
function viewport(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function renderDocument() {
  vi.stubGlobal('fetch', fakeFetch({}).fetch);
  const gql = fakeGraphql(documentAnswers(() => [docDetail({ content })]));
  renderWithProviders(
    <Routes>
      <Route path="/project/:projectId/documents/:docType" element={<DocumentPage />} />
    </Routes>,
    { path: '/project/p1/documents/prd', client: gql.client },
  );
}

beforeEach(() => {
  setAuthState('signed-in');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('document page: the table of contents on phones', () => {
  it('is a popover behind a "Contents" button instead of a list above the text', async () => {
    viewport(true);
    renderDocument();
    await screen.findByRole('heading', { name: 'FR-3: Recipe search (Must)' });
    expect(screen.queryByRole('navigation', { name: 'Table of contents' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Contents (4 sections)' });
    fireEvent.click(button);
    const popover = await screen.findByRole('dialog');
    const nav = within(popover).getByRole('navigation', { name: 'Table of contents' });
    const link = within(nav).getByRole('link', { name: 'FR-3: Recipe search (Must)' });
    expect(link.getAttribute('href')).toBe('#FR-3');
    // Following a link closes the popover.
    fireEvent.click(link);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Table of contents' })).toBeNull());
  });

  it('stays a list beside the text on wide screens', async () => {
    viewport(false);
    renderDocument();
    await screen.findByRole('heading', { name: 'FR-3: Recipe search (Must)' });
    expect(screen.getByRole('navigation', { name: 'Table of contents' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Contents/ })).toBeNull();
  });
});
