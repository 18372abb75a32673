import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditBriefPage_BriefFragment } from '../../gql/graphql';
import { setAuthState } from '../../test/auth';
import { answer, fakeGraphql } from '../../test/graphql';
import '../../test/jsdom-fonts';
import { renderWithProviders } from '../../test/render';
import { EditBriefQuery, UpdateBriefMutation } from './api/brief.graphql';
import { EditBriefPage } from './components/edit-brief-page';
import { useWizardDraftStore } from './stores/wizard-draft-store';
import { detailsToSave, emptyDraft, toSectionInputs, type FeatureDetail } from './wizard-model';
import { button, location, type } from './wizard-test-utils';

const detail = (d: Partial<FeatureDetail> & { feature: string }): FeatureDetail => ({ actor: '', trigger: '', outcome: '', rule: '', failure: '', ...d });

const saved: EditBriefPage_BriefFragment = {
  __typename: 'Brief',
  ...emptyDraft,
  integrationUses: [],
  projectId: 'p1',
  version: 4,
  changedFields: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
  projectName: 'Walkies',
  projectDescription: 'Dog walks on demand.',
  keyFeatures: ['Book a same-day walk', 'Live walk map'],
  userPersonas: ['Dog owner — busy professionals', 'Walker — students with free afternoons'],
  featureDetails: [{ __typename: 'FeatureDetail', ...detail({ feature: 'Live walk map', actor: 'Dog owner — busy professionals', outcome: 'they see the dog on the map' }) }],
};

function Where() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

function open() {
  const gql = fakeGraphql([answer(EditBriefQuery)(() => ({ brief: saved })), answer(UpdateBriefMutation)(({ input }) => ({ updateBrief: { ...saved, ...input, version: 5, changedFields: ['featureDetails'] } as EditBriefPage_BriefFragment }))]);
  renderWithProviders(
    <>
      <Routes>
        <Route path="/project/:projectId/brief" element={<EditBriefPage />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Where />
    </>,
    { path: '/project/p1/brief', client: gql.client },
  );
  return { variablesOf: (name: string) => gql.calls.filter((c) => c.operationName === name).map((c) => c.variables) };
}

beforeEach(() => {
  setAuthState('signed-in');
  localStorage.clear();
  useWizardDraftStore.setState({ draft: { ...emptyDraft } });
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the feature interview', () => {
  it('asks about each key feature on step 2 of the brief editor and saves the answers with the brief', async () => {
    const { variablesOf } = open();
    await screen.findByDisplayValue('Walkies');
    fireEvent.click(screen.getByRole('button', { name: 'Step 2: Core Product Details' }));
    const panel = screen.getByRole('group', { name: 'Feature details' });
    // One block per key feature; the answered one says so.
    const live = within(panel).getByRole('button', { name: /Live walk map/ });
    expect(live.textContent).toContain('Answered');
    const book = within(panel).getByRole('button', { name: /Book a same-day walk/ });
    expect(book.textContent).not.toContain('Answered');

    fireEvent.click(book);
    fireEvent.click(document.getElementById('wizard-detail-0-actor')!);
    fireEvent.click(await screen.findByRole('option', { name: 'Dog owner — busy professionals' }));
    type(document.getElementById('wizard-detail-0-trigger')!, 'a walker has a free slot today');
    type(document.getElementById('wizard-detail-0-outcome')!, 'the walk is booked and the walker is on the way');
    type(document.getElementById('wizard-detail-0-failure')!, 'they are offered the next free slot');

    fireEvent.click(button('Save changes'));
    await waitFor(() => expect(location()).toBe('/project/p1/mission-control'));
    const [variables] = variablesOf('UpdateBrief');
    // In key feature order; the answer stored earlier is kept as it was.
    expect((variables as { input: { featureDetails: FeatureDetail[] } }).input.featureDetails).toEqual([
      detail({
        feature: 'Book a same-day walk',
        actor: 'Dog owner — busy professionals',
        trigger: 'a walker has a free slot today',
        outcome: 'the walk is booked and the walker is on the way',
        failure: 'they are offered the next free slot',
      }),
      detail({ feature: 'Live walk map', actor: 'Dog owner — busy professionals', outcome: 'they see the dog on the map' }),
    ]);
  }, 20_000);

  it('sends only answers about features and personas the draft still has, also in the new project’s sections', () => {
    const draft = {
      ...emptyDraft,
      keyFeatures: ['Book a same-day walk', 'Live walk map'],
      userPersonas: ['Walker'],
      featureDetails: [
        detail({ feature: 'Removed feature', outcome: 'gone' }),
        detail({ feature: 'live walk map ', actor: 'Somebody removed', rule: 'only during the walk' }),
        detail({ feature: 'Book a same-day walk', actor: 'Walker' }),
        detail({ feature: 'Book a same-day walk', outcome: 'a second answer' }),
      ],
    };
    const expected = [detail({ feature: 'Book a same-day walk', actor: 'Walker' }), detail({ feature: 'Live walk map', rule: 'only during the walk' })];
    expect(detailsToSave(draft)).toEqual(expected);
    expect(toSectionInputs(draft).find((s) => s.sectionId === 'product_details')?.responses).toMatchObject({ featureDetails: expected });
  });
});
