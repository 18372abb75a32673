import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectsChanged } from '../../lib/projects';
import { fakeFetch, jsonResponse, setAuthState } from '../../test/auth';
import { renderWithProviders } from '../../test/render';
import { SidebarProjectList } from './components/sidebar-project-list';

const project = (id: string, name: string, status = 'draft') => ({
  id, name, status, description: `${name} description`, user_id: 'u1', key_features: ['Weekly plan'], tech_stack: ['[AI_RECOMMEND]'], integrations: [],
  success_metrics: [], timeline: '3 months', development_phase: null, platforms: ['iOS'], business_goals: 'Grow', user_personas: [],
  settings: { problem_statement: 'Planning takes hours' }, created_at: '2026-01-05T00:00:00Z', updated_at: '2026-01-05T00:00:00Z',
});
const five = ['A', 'B', 'C', 'D', 'E'].map((n, i) => project(`p${i + 1}`, `Project ${n}`, i === 1 ? 'completed' : 'active'));

beforeEach(() => {
  setAuthState('signed-in');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

function renderSidebar(path: string) {
  renderWithProviders(
    <Routes>
      <Route path="*" element={<SidebarProjectList collapsed={false} />} />
    </Routes>,
    { path },
  );
}

describe('sidebar Mission Control list (spec §2 Layout)', () => {
  it('shows 3 skeleton rows while loading, then the first 4 projects with the current one highlighted', async () => {
    let release: (r: Response) => void = () => undefined;
    const fake = fakeFetch({ 'GET /api/projects': () => new Promise<Response>((resolve) => (release = resolve)) });
    vi.stubGlobal('fetch', fake.fetch);
    renderSidebar('/project/p2/settings');
    const loading = screen.getByTestId('sidebar-projects-loading');
    expect(loading.children).toHaveLength(3);
    release(jsonResponse({ status: 'success', data: five }));
    expect(await screen.findByText('Project A')).toBeTruthy();
    expect(screen.queryByText('Project E')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Project B (Completed)' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Project A (Active)' }).getAttribute('aria-current')).toBeNull();
  });

  it("says 'Failed to load projects' on error", async () => {
    vi.stubGlobal('fetch', fakeFetch({}).fetch);
    renderSidebar('/');
    expect(await screen.findByText('Failed to load projects')).toBeTruthy();
  });

  it('fetches again when projects change', async () => {
    let list = five.slice(0, 1);
    const fake = fakeFetch({ 'GET /api/projects': () => jsonResponse({ status: 'success', data: list }) });
    vi.stubGlobal('fetch', fake.fetch);
    renderSidebar('/mission-control/p9');
    expect(await screen.findByText('Project A')).toBeTruthy();
    list = five.slice(0, 2);
    projectsChanged();
    expect(await screen.findByText('Project B')).toBeTruthy();
    expect(fake.calls.filter((c) => c.url === '/api/projects')).toHaveLength(2);
  });
});
