import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImpactChecklistQuery as Impact } from '../../gql/graphql';
import type { DocumentStatus, DocumentType } from '../../lib/generation';
import type { LiveDocument, LiveDocuments } from './hooks/use-live-documents';
import { setAuthState } from '../../test/auth';
import { answer, fakeGraphql, GraphqlErrorAnswer, type GraphqlHandler } from '../../test/graphql';
import { renderWithProviders } from '../../test/render';
import { ImpactPanel } from './components/impact-panel';
import { ImpactChecklistQuery, StartSpecReviewMutation } from './graphql/change-impact.graphql';

function liveDoc(type: DocumentType, status: DocumentStatus, version = 1): LiveDocument {
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
const generated: LiveDocuments = { prd: liveDoc('prd', 'ready'), roadmap: liveDoc('roadmap', 'stale') };

const item = (id: string, change: string, title: string, reason: string) => ({ __typename: 'ImpactItem' as const, id, kind: 'requirement' as const, title, change, reason });
const section = (title: string, items: string[], editedByHand = false) => ({ __typename: 'ImpactSection' as const, title, items, editedByHand });

function impact(extra: Partial<Impact['changeImpact']> = {}): Impact['changeImpact'] {
  return {
    __typename: 'ChangeImpact',
    projectId: 'p1',
    tracked: true,
    briefChanged: true,
    inFlight: [],
    changes: [
      { __typename: 'BriefChange', field: 'keyFeatures', label: 'key feature 6', change: 'added', before: null, after: 'Family voting' },
      { __typename: 'BriefChange', field: 'timeline', label: 'the timeline', change: 'changed', before: '3 months', after: '6 months' },
    ],
    items: [
      item('FR-3', 'changed', 'Recipe search with allergy filters', 'Key feature 3 changed: "Recipe search" → "Recipe search with allergy filters"'),
      item('FR-6', 'added', 'Family voting', 'Key feature 6 is new: "Family voting"'),
      item('FR-5', 'retired', 'Nutrition insights dashboard', 'Key feature 5 was removed from the brief'),
      ...Array.from({ length: 8 }, (_, i) => item(`T-${i + 1}`, 'downstream', `Task ${i + 1}`, 'Dates are re-planned: the timeline "3 months" → "6 months"')),
    ],
    documents: [
      { __typename: 'ImpactDocument', type: 'prd', title: 'PRD: MealMate', status: 'ready', sections: [section('Functional requirements', ['FR-3', 'FR-5'], true)] },
      { __typename: 'ImpactDocument', type: 'roadmap', title: 'Roadmap: MealMate', status: 'stale', sections: [section('Gantt chart', ['T-1', 'T-2'])] },
      { __typename: 'ImpactDocument', type: 'user_flows', title: 'User Flows: MealMate', status: 'stale', sections: [] },
    ],
    ...extra,
  };
}

function Where() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

function open(data: Impact['changeImpact'], more: Array<[string, GraphqlHandler]> = [], openPatch: Impact['specPatch'] = null, docs = generated) {
  const gql = fakeGraphql([answer(ImpactChecklistQuery)(() => ({ changeImpact: data, specPatch: openPatch })), ...more]);
  renderWithProviders(
    <>
      <Routes>
        <Route path="/project/:projectId/mission-control" element={<ImpactPanel projectId="p1" docs={docs} />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Where />
    </>,
    { path: '/project/p1/mission-control', client: gql.client },
  );
  return gql;
}

beforeEach(() => {
  setAuthState('signed-in');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the impact checklist on Mission Control', () => {
  it('lists what the brief change reaches, grouped, by id, with the sections it reaches', async () => {
    open(impact());
    const panel = await screen.findByRole('region', { name: 'The brief changed' });
    expect(within(panel).getByText('Key feature 6 added: “Family voting”')).toBeTruthy();
    expect(within(panel).getByText('The timeline changed: “3 months” → “6 months”')).toBeTruthy();

    const changed = within(screen.getByRole('region', { name: 'Changed: 1' }));
    expect(changed.getByText('FR-3')).toBeTruthy();
    expect(changed.getByText('Recipe search with allergy filters')).toBeTruthy();
    expect(changed.getByText(/Key feature 3 changed/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'To add: 1' })).getByText('FR-6')).toBeTruthy();
    const retired = within(screen.getByRole('region', { name: 'To retire: 1' }));
    expect(retired.getByText('Nutrition insights dashboard').style.textDecoration).toContain('line-through');

    // Eight downstream tasks: six first, the rest on demand.
    const downstream = within(screen.getByRole('region', { name: 'Affected downstream: 8' }));
    expect(downstream.getAllByRole('listitem')).toHaveLength(6);
    fireEvent.click(downstream.getByRole('button', { name: 'Show all 8' }));
    expect(downstream.getAllByRole('listitem')).toHaveLength(8);

    const prd = within(screen.getByRole('region', { name: 'Product Requirements Document' }));
    expect(prd.getByText('Functional requirements')).toBeTruthy();
    expect(prd.getByText('edited by hand')).toBeTruthy();
    expect(prd.getByText('FR-3 FR-5')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Roadmap' })).queryByText('edited by hand')).toBeNull();
    // A document no section of which is reached is not listed.
    expect(screen.queryByRole('region', { name: 'User Flows' })).toBeNull();
  });

  it('prepares the update and opens the review screen', async () => {
    const gql = open(impact(), [answer(StartSpecReviewMutation)(() => ({ preparePatch: { __typename: 'SpecPatch', id: 'patch-1', status: 'open' } }))]);
    fireEvent.click(await screen.findByRole('button', { name: 'Review the update' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/project/p1/update'));
    expect(gql.calls.find((c) => c.operationName === 'StartSpecReview')?.variables).toEqual({ projectId: 'p1' });
  });

  it('opens the update already waiting instead of preparing another', async () => {
    const gql = open(impact({ briefChanged: false }), [], { __typename: 'SpecPatch', id: 'patch-1', status: 'open' });
    expect(await screen.findByRole('region', { name: 'An update is waiting for review' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review the update' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/project/p1/update'));
    expect(gql.calls.some((c) => c.operationName === 'StartSpecReview')).toBe(false);
  });

  it("shows the server's reason when the update cannot be prepared", async () => {
    const refused = () => new GraphqlErrorAnswer('Wait until Roadmap finishes generating: its items may still change.', { code: 'CONFLICT', appCode: 'GENERATION_IN_PROGRESS' });
    open(impact(), [answer(StartSpecReviewMutation)(refused)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Review the update' }));
    expect(await screen.findByText('Wait until Roadmap finishes generating: its items may still change.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/project/p1/mission-control');
  });

  it('says which documents are still generating and does not prepare meanwhile', async () => {
    open(impact({ inFlight: ['roadmap'] }));
    expect(await screen.findByText(/Roadmap is still generating: its items may still change/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Review the update' }).hasAttribute('disabled')).toBe(true);
  });

  it('explains in one line when the spec predates change tracking', async () => {
    open(impact({ tracked: false, briefChanged: false, changes: [], items: [] }));
    expect(await screen.findByText(/generated before changes were tracked.*regenerate the PRD once/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Changed/ })).toBeNull();
  });

  it('shows hand-edited sections of out-of-date documents even without a brief change', async () => {
    open(impact({ briefChanged: false, changes: [], items: [] }));
    expect(await screen.findByRole('region', { name: 'Documents are out of date' })).toBeTruthy();
    expect(screen.getByText('edited by hand')).toBeTruthy();
  });

  it('stays out of the way when the documents match the brief, and asks nothing before a document exists', async () => {
    const gql = open(impact({ briefChanged: false, changes: [], items: [], documents: [] }));
    await waitFor(() => expect(gql.calls.some((c) => c.operationName === 'ImpactChecklist')).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('impact-panel')).toBeNull();

    const none = fakeGraphql([]);
    renderWithProviders(<ImpactPanel projectId="p1" docs={{ prd: liveDoc('prd', 'generating', 0) }} />, { client: none.client });
    expect(none.calls).toHaveLength(0);
  });
});
