import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UnderstandingPanel_LineFragment } from '../../gql/graphql';
import { setAuthState } from '../../test/auth';
import { answer, fakeGraphql } from '../../test/graphql';
import { DraftUnderstandingQuery } from './api/understanding.graphql';
import { DRAFT_STORAGE_KEY, useWizardDraftStore } from './stores/wizard-draft-store';
import { toggled, withActor, withIntegrationFeatures } from './understanding-model';
import { emptyDraft, toProjectInput, toSectionInputs, usesToSave, type WizardDraft } from './wizard-model';
import { renderWizard } from './wizard-test-utils';

type Line = UnderstandingPanel_LineFragment;

const keeper = 'Hobby beekeeper — keeps two to ten hives';
const coordinator = 'Co-op coordinator — runs the extraction room';
const draft: WizardDraft = {
  ...emptyDraft,
  projectName: 'Hivekeeper',
  projectDescription: 'A beekeeping co-op app.',
  keyFeatures: ['Log a hive inspection', 'Book the extraction room'],
  userPersonas: [keeper, coordinator],
  integrations: ['Pollen forecast API'],
  technicalConstraints: 'Must keep working without signal',
};

const line = (l: Partial<Line> & Pick<Line, 'key' | 'topic' | 'subject' | 'source' | 'correction'>): Line => ({
  __typename: 'UnderstoodLine',
  itemId: null,
  understood: '',
  values: [],
  evidence: 'Because.',
  question: null,
  choices: [],
  field: 'featureDetails',
  ...l,
});

/** The server, roughly: what the draft answers is shown as the user's answer, the rest as the reader had it. */
function linesOf(brief: Record<string, unknown>): Line[] {
  const b = brief as unknown as WizardDraft;
  const told = b.featureDetails.find((d) => d.feature === 'Book the extraction room')?.actor;
  const uses = b.integrationUses.filter((u) => u.integration === 'Pollen forecast API').map((u) => u.feature);
  return [
    line({ key: 'actor:FR-1', topic: 'actor', subject: 'Log a hive inspection', source: 'brief', correction: 'actor', values: [keeper], choices: b.userPersonas, evidence: 'The journey “Beekeeper: logs …”' }),
    told
      ? line({ key: 'actor:FR-2', topic: 'actor', subject: 'Book the extraction room', source: 'answer', correction: 'actor', values: [told], choices: b.userPersonas })
      : line({ key: 'actor:FR-2', topic: 'actor', subject: 'Book the extraction room', source: 'unknown', correction: 'actor', choices: b.userPersonas, question: 'Who does FR-2?' }),
    line({ key: 'integration:INT-1', topic: 'integration', subject: 'Pollen forecast API', source: uses.length ? 'answer' : 'unknown', correction: 'integration_features', values: uses, choices: b.keyFeatures, field: 'integrationUses' }),
    line({
      key: 'team_size',
      topic: 'team_size',
      subject: 'Team size',
      source: b.teamSize ? 'answer' : 'guess',
      correction: 'team_size',
      understood: `${b.teamSize ?? 3} people build it`,
      values: [String(b.teamSize ?? 3)],
      choices: ['1', '2', '3', '4', '5'],
      field: 'teamSize',
    }),
    line({
      key: 'constraint:1',
      topic: 'constraint',
      subject: 'Must keep working without signal',
      source: 'pattern',
      correction: 'edit',
      understood: 'Offline work and sync: 2 tasks join the plan',
      values: ['Sync API', 'Local store'],
      field: 'technicalConstraints',
    }),
  ];
}

function openLastStep() {
  localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  const gql = fakeGraphql([answer(DraftUnderstandingQuery)(({ brief }) => ({ briefUnderstandingPreview: { __typename: 'BriefUnderstanding', lines: linesOf(brief) } }))]);
  renderWizard(gql.client);
  fireEvent.click(screen.getByRole('button', { name: 'Step 6: Final Considerations' }));
  return gql;
}

beforeEach(() => {
  setAuthState('signed-in');
  useWizardDraftStore.setState({ draft: { ...emptyDraft } });
  vi.stubGlobal('scrollTo', vi.fn());
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('"Here is what I understood" on the last step', { timeout: 20_000 }, () => {
  it('reads each line back with its source, and corrects who does a feature with one click', async () => {
    const gql = openLastStep();
    const panel = within(await screen.findByRole('region', { name: 'Here is what I understood' }));
    const who = within(panel.getByRole('region', { name: 'Who does each feature' }));
    const booking = within(await who.findByRole('listitem', { name: 'Book the extraction room' }));
    expect(booking.getByText('Question')).toBeTruthy();
    expect(booking.getByText('Done by: not known yet')).toBeTruthy();
    expect(booking.getByText('Who does FR-2?')).toBeTruthy();
    expect(within(who.getByRole('listitem', { name: 'Log a hive inspection' })).getByText('Done by: Hobby beekeeper')).toBeTruthy();
    expect(panel.getByRole('status').textContent).toMatch(/^3 lines are guesses or questions/);

    fireEvent.click(booking.getByRole('button', { name: 'Choose who does “Book the extraction room”' }));
    expect(await screen.findByRole('menuitem', { name: 'Hobby beekeeper' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Co-op coordinator' }));
    expect(useWizardDraftStore.getState().draft.featureDetails).toEqual([{ feature: 'Book the extraction room', actor: coordinator, trigger: '', outcome: '', rule: '', failure: '' }]);
    // Read back again once the correction settles: now the user's answer.
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Book the extraction room' })).getByText('Your answer')).toBeTruthy(), { timeout: 3000 });
    expect(within(screen.getByRole('listitem', { name: 'Book the extraction room' })).getByText('Done by: Co-op coordinator')).toBeTruthy();
    expect(gql.calls.filter((c) => c.operationName === 'DraftUnderstanding').at(-1)?.variables).toEqual({
      brief: expect.objectContaining({ featureDetails: [expect.objectContaining({ actor: coordinator })] }),
    });
  });

  it('links an integration to a feature and sets the team size, each in the draft the project is created from', async () => {
    openLastStep();
    const integration = within(await screen.findByRole('listitem', { name: 'Pollen forecast API' }));
    fireEvent.click(integration.getByRole('button', { name: 'Change features Pollen forecast API serves' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log a hive inspection' }));
    expect(useWizardDraftStore.getState().draft.integrationUses).toEqual([{ integration: 'Pollen forecast API', feature: 'Log a hive inspection' }]);
    // The menu stays open for more toggles, and marks what is now chosen.
    expect(screen.getByRole('menuitem', { name: 'Log a hive inspection, chosen' })).toBeTruthy();

    fireEvent.click(within(screen.getByRole('listitem', { name: 'Team size' })).getByRole('button', { name: 'Change size of the team' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '5 people' }));
    expect(useWizardDraftStore.getState().draft.teamSize).toBe(5);
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Team size' })).getByText('5 people build it')).toBeTruthy(), { timeout: 3000 });

    const saved = useWizardDraftStore.getState().draft;
    expect(toProjectInput(saved, 'u1').settings).toMatchObject({ team_size: 5 });
    expect(toSectionInputs(saved).find((s) => s.sectionId === 'tech_stack')?.responses).toMatchObject({ integrationUses: [{ integration: 'Pollen forecast API', feature: 'Log a hive inspection' }] });
    // A constraint is corrected where it is written: one click opens its step.
    fireEvent.click(within(screen.getByRole('listitem', { name: 'Must keep working without signal' })).getByRole('button', { name: /^Edit in step 4/ }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Technical Foundation');
  });
});

describe('corrections in the draft', () => {
  it('keep the other answers of a detail, toggle features in the brief order, and drop links the draft no longer has', () => {
    const withDetail = { ...draft, featureDetails: [{ feature: 'Log a hive inspection', actor: '', trigger: 'Weekly', outcome: '', rule: '', failure: '' }] };
    expect(withActor(withDetail, 'Log a hive inspection', coordinator).featureDetails).toEqual([{ feature: 'Log a hive inspection', actor: coordinator, trigger: 'Weekly', outcome: '', rule: '', failure: '' }]);
    expect(toggled(['Book the extraction room'], 'Log a hive inspection', draft.keyFeatures)).toEqual(['Log a hive inspection', 'Book the extraction room']);
    expect(toggled(['Book the extraction room'], 'book the extraction room', draft.keyFeatures)).toEqual([]);
    const linked = withIntegrationFeatures(draft, 'Pollen forecast API', ['Log a hive inspection']);
    expect(usesToSave({ ...linked, keyFeatures: ['Book the extraction room'] })).toEqual([]);
    expect(usesToSave(linked)).toEqual([{ integration: 'Pollen forecast API', feature: 'Log a hive inspection' }]);
  });
});
