import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Observable, Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cssVariablesResolver, theme } from '../../app/theme';
import { fakeFetch, jsonResponse, setAuthState } from '../../test/auth';
import { MissionControlPage } from './components/mission-control-page';

const project = {
  id: 'p1', name: 'MealMate', status: 'active', description: 'Plan meals for the week in minutes.', user_id: 'u1', key_features: [], tech_stack: [],
  integrations: [], success_metrics: [], timeline: '3 months', development_phase: 'MVP', platforms: [], business_goals: null, user_personas: [],
  settings: {}, created_at: '2026-01-05T00:00:00Z', updated_at: '2026-01-05T00:00:00Z',
};
const summary = (type: string, status: string, extra: Record<string, unknown> = {}) => ({
  id: `d-${type}`, project_id: 'p1', type, title: type, status, version: status === 'ready' ? 1 : 0, generator: 'builtin', error: null,
  progress: 0, current_section: null, generated_at: null, created_at: '2026-01-05T00:00:00Z', updated_at: '2026-01-05T00:00:00Z', ...extra,
});
const usage = { projectsCreated: 1, documentsGenerated: 3, lastActive: null, maxProjects: 2, maxDocuments: 20 };

type Event = Record<string, unknown>;
let events: Subject<{ data: { generationProgress: Event } }>;

/** An Apollo client whose subscriptions are fed by the test (`events.next(...)`). */
function subscriptionClient() {
  events = new Subject();
  const link = new ApolloLink(() => new Observable((observer) => events.subscribe(observer)));
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

function renderPage(path = '/project/p1/mission-control') {
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <ApolloProvider client={subscriptionClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/project/:projectId/mission-control" element={<MissionControlPage />} />
            <Route path="/mission-control/:projectId" element={<MissionControlPage />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </MantineProvider>,
  );
}

const event = (extra: Event): Event => ({
  __typename: 'GenerationEvent', eventId: String(Math.random()), projectId: 'p1', documentId: 'd-prd', type: 'prd', status: 'generating',
  section: null, delta: '', percent: 0, version: 0, error: null, ...extra,
});

beforeEach(() => {
  setAuthState('signed-in');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('mission control page', () => {
  it('shows the header: name, status, phase, timeline, brief summary with settings link, and usage', async () => {
    vi.stubGlobal('fetch', fakeFetch({
      'GET /api/projects/p1': () => jsonResponse({ status: 'success', data: project }),
      'GET /api/projects/p1/documents': () => jsonResponse({ status: 'success', data: [] }),
      'GET /api/users/usage': () => jsonResponse({ status: 'success', data: usage }),
    }).fetch);
    renderPage('/mission-control/p1');
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
    let list = [summary('prd', 'generating', { progress: 30, current_section: 'Overview' })];
    const fake = fakeFetch({
      'GET /api/projects/p1': () => jsonResponse({ status: 'success', data: project }),
      'GET /api/projects/p1/documents': () => jsonResponse({ status: 'success', data: list }),
      'GET /api/documents/d-prd': () => jsonResponse({ status: 'success', data: { ...list[0], content: '# MealMate PRD\n', structured: null } }),
      'GET /api/users/usage': () => jsonResponse({ status: 'success', data: usage }),
      'POST /api/activity/track': () => jsonResponse({ status: 'success', data: { recorded: true } }),
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderPage();
    const prd = within(await screen.findByTestId('step-prd'));
    expect(prd.getByText('Writing: Overview')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('stream-prd').textContent).toContain('# MealMate PRD'));

    act(() => events.next({ data: { generationProgress: event({ section: 'Goals', delta: '## Goals\nWeekly plans', percent: 55 }) } }));
    await waitFor(() => expect(prd.getByText('Writing: Goals')).toBeTruthy());
    expect(screen.getByTestId('stream-prd').textContent).toContain('## Goals\nWeekly plans');
    expect(prd.getByRole('progressbar', { name: 'Product Requirements Document: 55% generated' })).toBeTruthy();

    list = [summary('prd', 'ready', { version: 1, progress: 100 })];
    act(() => events.next({ data: { generationProgress: event({ status: 'ready', percent: 100, version: 1 }) } }));
    await waitFor(() => expect(prd.getByText('Ready')).toBeTruthy());
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/api/activity/track')).toBe(true));
    expect(fake.calls.find((c) => c.url === '/api/activity/track')?.body).toMatchObject({ activity_type: 'DOCUMENT_CREATE', metadata: { entity_id: 'd-prd', entity_type: 'document' } });
    expect(screen.queryByTestId('stream-prd')).toBeNull();
  });

  it('reports DOCUMENT_CREATE only for a first version, not when a regeneration turns ready', async () => {
    let list = [summary('prd', 'generating', { version: 1, progress: 50, current_section: 'Problem' })];
    const fake = fakeFetch({
      'GET /api/projects/p1': () => jsonResponse({ status: 'success', data: project }),
      'GET /api/projects/p1/documents': () => jsonResponse({ status: 'success', data: list }),
      'GET /api/documents/d-prd': () => jsonResponse({ status: 'success', data: { ...list[0], content: '# PRD\n', structured: null } }),
      'GET /api/users/usage': () => jsonResponse({ status: 'success', data: usage }),
      'POST /api/activity/track': () => jsonResponse({ status: 'success', data: { recorded: true } }),
    });
    vi.stubGlobal('fetch', fake.fetch);
    // Past the tracker's shared 10 s debounce, so a signal sent by an earlier test cannot hide one here.
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 3_600_000);
    renderPage();
    const prd = within(await screen.findByTestId('step-prd'));
    list = [summary('prd', 'ready', { version: 2, progress: 100 })];
    act(() => events.next({ data: { generationProgress: event({ status: 'ready', percent: 100, version: 2 }) } }));
    await waitFor(() => expect(prd.getByText('Ready')).toBeTruthy());
    await waitFor(() => expect(prd.getByText(/^Version 2/)).toBeTruthy());
    await new Promise((r) => setTimeout(r, 50));
    expect(fake.calls.some((c) => c.url === '/api/activity/track')).toBe(false);
    vi.mocked(Date.now).mockRestore();
  });

  it('starts a generation and shows a failure reason with a retry', async () => {
    let list: unknown[] = [];
    const fake = fakeFetch({
      'GET /api/projects/p1': () => jsonResponse({ status: 'success', data: project }),
      'GET /api/projects/p1/documents': () => jsonResponse({ status: 'success', data: list }),
      'GET /api/users/usage': () => jsonResponse({ status: 'success', data: usage }),
      'POST /api/projects/p1/documents/prd/generate': () => jsonResponse({ status: 'success', data: summary('prd', 'queued') }, 202),
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate the Product Requirements Document' }));
    const prd = within(screen.getByTestId('step-prd'));
    await waitFor(() => expect(prd.getByText('Queued')).toBeTruthy());

    list = [summary('prd', 'failed', { error: 'The AI provider timed out.' })];
    act(() => events.next({ data: { generationProgress: event({ status: 'failed', error: 'The AI provider timed out.' }) } }));
    await waitFor(() => expect(prd.getByText('The AI provider timed out.')).toBeTruthy());
    list = [summary('prd', 'queued')];
    fireEvent.click(prd.getByRole('button', { name: 'Retry the Product Requirements Document' }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'POST' && c.url === '/api/documents/d-prd/retry')).toBe(true));
    await waitFor(() => expect(prd.getByText('Queued')).toBeTruthy());
  });

  it('shows the export controls on the page once a document is generated', async () => {
    vi.stubGlobal('fetch', fakeFetch({
      'GET /api/projects/p1': () => jsonResponse({ status: 'success', data: project }),
      'GET /api/projects/p1/documents': () => jsonResponse({ status: 'success', data: [summary('prd', 'ready')] }),
      'GET /api/users/usage': () => jsonResponse({ status: 'success', data: usage }),
    }).fetch);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Download all as .zip' })).toBeTruthy();
    for (const format of ['Markdown', 'PDF', 'DOCX']) {
      expect(screen.getByRole('button', { name: `Export the Product Requirements Document as ${format}` })).toBeTruthy();
    }
  });

  it("disables the PRD with 'Needs the project brief first' when the project has no brief", async () => {
    const fake = fakeFetch({
      'GET /api/projects/p1': () => jsonResponse({ status: 'success', data: { ...project, description: null } }),
      'GET /api/projects/p1/documents': () => jsonResponse({ status: 'success', data: [] }),
      'GET /api/projects/p1/wizard/responses': () => jsonResponse({ status: 'success', data: [] }),
      'GET /api/users/usage': () => jsonResponse({ status: 'success', data: usage }),
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderPage();
    const prd = within(await screen.findByTestId('step-prd'));
    await waitFor(() => expect(prd.getByRole('button').textContent).toBe('Needs the project brief first'));
    expect(prd.getByRole('button').hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Generate all (needs the project brief first)' }).hasAttribute('disabled')).toBe(true);
  });

  it('enables the PRD when the description comes from the wizard answers', async () => {
    vi.stubGlobal('fetch', fakeFetch({
      'GET /api/projects/p1': () => jsonResponse({ status: 'success', data: { ...project, description: '' } }),
      'GET /api/projects/p1/documents': () => jsonResponse({ status: 'success', data: [] }),
      'GET /api/projects/p1/wizard/responses': () =>
        jsonResponse({ status: 'success', data: [{ id: 'w1', project_id: 'p1', section_id: 'projectFoundation', responses: { projectName: 'MealMate', projectDescription: 'Plan meals' }, completed: true, created_at: '', updated_at: '' }] }),
      'GET /api/users/usage': () => jsonResponse({ status: 'success', data: usage }),
    }).fetch);
    renderPage();
    const button = await screen.findByRole('button', { name: 'Generate the Product Requirements Document' });
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it("shows 'Project Not Found' for someone else's project", async () => {
    vi.stubGlobal('fetch', fakeFetch({
      'GET /api/projects/p1': () => jsonResponse({ status: 'error', code: 'PROJECT_NOT_FOUND', message: 'Project not found' }, 404),
      'GET /api/projects/p1/documents': () => jsonResponse({ status: 'error', code: 'PROJECT_NOT_FOUND', message: 'Project not found' }, 404),
    }).fetch);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeTruthy();
  });
});
