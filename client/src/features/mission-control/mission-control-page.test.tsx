import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GenerationProgressSubscription as GenerationProgress } from '../../gql/graphql';
import { fakeFetch, jsonResponse, setAuthState } from '../../test/auth';
import { answer, fakeGraphql, GraphqlErrorAnswer, stream, type GraphqlHandler } from '../../test/graphql';
import { renderWithProviders } from '../../test/render';
import { MissionControlPage } from './components/mission-control-page';
import { GenerationProgressSubscription, GenerationTextSoFarQuery, RetryGenerationMutation } from './graphql/generation.graphql';
import { BriefWizardAnswersQuery } from './graphql/project.graphql';
import { generateAnswers, mcProject, notFound, pageAnswers, summary } from './mission-control-test-data';

type Event = GenerationProgress['generationProgress'];
let events: Subject<GenerationProgress>;

/** The page with GraphQL answered by `handlers`; its subscription is fed by the test (`events.next(...)`). */
function renderPage(handlers: Array<[string, GraphqlHandler]>, path = '/project/p1/mission-control') {
  events = new Subject();
  const gql = fakeGraphql([...handlers, stream(GenerationProgressSubscription)(events)]);
  renderWithProviders(
    <Routes>
      <Route path="/project/:projectId/mission-control" element={<MissionControlPage />} />
      <Route path="/mission-control/:projectId" element={<MissionControlPage />} />
    </Routes>,
    { path, client: gql.client },
  );
  return gql;
}

const event = (extra: Partial<Event>): Event => ({
  __typename: 'GenerationEvent',
  eventId: String(Math.random()),
  projectId: 'p1',
  documentId: 'd-prd',
  type: 'prd',
  status: 'generating',
  section: null,
  delta: '',
  percent: 0,
  version: 0,
  error: null,
  ...extra,
});
const textSoFar = (content: string) => answer(GenerationTextSoFarQuery)(({ id }) => ({ document: { __typename: 'ProjectDocument', id: String(id), content } }));
/** The activity tracker stays on REST (it is mounted next to the auth provider). */
const trackedActivity = () => {
  const fake = fakeFetch({ 'POST /api/activity/track': () => jsonResponse({ status: 'success', data: { recorded: true } }) });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
};

beforeEach(() => {
  setAuthState('signed-in');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('mission control page', () => {
  it('shows the header: name, status, phase, timeline, brief summary with settings link, and usage', async () => {
    renderPage(
      pageAnswers(mcProject(), () => []),
      '/mission-control/p1',
    );
    expect(await screen.findByRole('heading', { name: 'MealMate' })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('MVP')).toBeTruthy();
    expect(screen.getByText('3 months')).toBeTruthy();
    expect(screen.getByText(/Plan meals for the week in minutes\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit the brief' }).getAttribute('href')).toBe('/project/p1/brief');
    expect(await screen.findByText('3 of 20 documents')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Generate the Product Requirements Document' })).toBeTruthy();
  });

  it('picks a running generation up on load, then streams it live until ready', async () => {
    let list = [summary('prd', 'generating', { progress: 30, currentSection: 'Overview' })];
    const fake = trackedActivity();
    renderPage([...pageAnswers(mcProject(), () => list), textSoFar('# MealMate PRD\n')]);
    const prd = within(await screen.findByTestId('step-prd'));
    expect(prd.getByText('Writing: Overview')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('stream-prd').textContent).toContain('# MealMate PRD'));

    act(() => events.next({ generationProgress: event({ section: 'Goals', delta: '## Goals\nWeekly plans', percent: 55 }) }));
    await waitFor(() => expect(prd.getByText('Writing: Goals')).toBeTruthy());
    expect(screen.getByTestId('stream-prd').textContent).toContain('## Goals\nWeekly plans');
    expect(prd.getByRole('progressbar', { name: 'Product Requirements Document: 55% generated' })).toBeTruthy();

    list = [summary('prd', 'ready', { version: 1, progress: 100 })];
    act(() => events.next({ generationProgress: event({ status: 'ready', percent: 100, version: 1 }) }));
    await waitFor(() => expect(prd.getByText('Ready')).toBeTruthy());
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/api/activity/track')).toBe(true));
    expect(fake.calls.find((c) => c.url === '/api/activity/track')?.body).toMatchObject({ activity_type: 'DOCUMENT_CREATE', metadata: { entity_id: 'd-prd', entity_type: 'document' } });
    expect(screen.queryByTestId('stream-prd')).toBeNull();
  });

  it('reports DOCUMENT_CREATE only for a first version, not when a regeneration turns ready', async () => {
    let list = [summary('prd', 'generating', { version: 1, progress: 50, currentSection: 'Problem' })];
    const fake = trackedActivity();
    // Past the tracker's shared 10 s debounce, so a signal sent by an earlier test cannot hide one here.
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 3_600_000);
    renderPage([...pageAnswers(mcProject(), () => list), textSoFar('# PRD\n')]);
    const prd = within(await screen.findByTestId('step-prd'));
    list = [summary('prd', 'ready', { version: 2, progress: 100 })];
    act(() => events.next({ generationProgress: event({ status: 'ready', percent: 100, version: 2 }) }));
    await waitFor(() => expect(prd.getByText('Ready')).toBeTruthy());
    await waitFor(() => expect(prd.getByText(/^Version 2/)).toBeTruthy());
    await new Promise((r) => setTimeout(r, 50));
    expect(fake.calls.some((c) => c.url === '/api/activity/track')).toBe(false);
    vi.mocked(Date.now).mockRestore();
  });

  it('starts a generation and shows a failure reason with a retry', async () => {
    let list: ReturnType<typeof summary>[] = [];
    const gql = renderPage([...pageAnswers(mcProject(), () => list), ...generateAnswers(), answer(RetryGenerationMutation)(({ documentId }) => ({ retryGeneration: { ...summary('prd', 'queued'), id: String(documentId) } }))]);
    fireEvent.click(await screen.findByRole('button', { name: 'Generate the Product Requirements Document' }));
    const prd = within(screen.getByTestId('step-prd'));
    await waitFor(() => expect(prd.getByText('Queued')).toBeTruthy());

    list = [summary('prd', 'failed', { error: 'The AI provider timed out.' })];
    act(() => events.next({ generationProgress: event({ status: 'failed', error: 'The AI provider timed out.' }) }));
    await waitFor(() => expect(prd.getByText('The AI provider timed out.')).toBeTruthy());
    list = [summary('prd', 'queued')];
    fireEvent.click(prd.getByRole('button', { name: 'Retry the Product Requirements Document' }));
    await waitFor(() => expect(gql.calls.some((c) => c.operationName === 'RetryGeneration' && c.variables.documentId === 'd-prd')).toBe(true));
    await waitFor(() => expect(prd.getByText('Queued')).toBeTruthy());
  });

  it('shows the export controls on the page once a document is generated', async () => {
    renderPage(pageAnswers(mcProject(), () => [summary('prd', 'ready')]));
    expect(await screen.findByRole('button', { name: 'Download all as .zip' })).toBeTruthy();
    for (const format of ['Markdown', 'PDF', 'DOCX']) {
      expect(screen.getByRole('button', { name: `Export the Product Requirements Document as ${format}` })).toBeTruthy();
    }
  });

  it("disables the PRD with 'Needs the project brief first' when the project has no brief", async () => {
    renderPage([...pageAnswers(mcProject({ description: '' }), () => []), answer(BriefWizardAnswersQuery)(() => ({ wizardResponses: [] }))]);
    const prd = within(await screen.findByTestId('step-prd'));
    await waitFor(() => expect(prd.getByRole('button').textContent).toBe('Needs the project brief first'));
    expect(prd.getByRole('button').hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Generate all (needs the project brief first)' }).hasAttribute('disabled')).toBe(true);
  });

  it("logs 'Failed to get wizard responses' when the answers cannot be read", async () => {
    renderPage([...pageAnswers(mcProject({ description: '' }), () => []), answer(BriefWizardAnswersQuery)(() => new GraphqlErrorAnswer('Too many requests. Please try again later.', { code: 'TOO_MANY_REQUESTS' }))]);
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Failed to get wizard responses', 'Too many requests. Please try again later.'));
  });

  it('enables the PRD when the description comes from the wizard answers', async () => {
    renderPage([
      ...pageAnswers(mcProject({ description: '' }), () => []),
      answer(BriefWizardAnswersQuery)(() => ({
        wizardResponses: [{ __typename: 'WizardResponse', id: 'w1', sectionId: 'projectFoundation', responses: { projectName: 'MealMate', projectDescription: 'Plan meals' } }],
      })),
    ]);
    const button = await screen.findByRole('button', { name: 'Generate the Product Requirements Document' });
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it("shows 'Project Not Found' for someone else's project", async () => {
    renderPage(pageAnswers(notFound(), notFound));
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith('Failed to get project', 'Project not found');
  });
});
