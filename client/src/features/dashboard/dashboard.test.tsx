import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse, setAuthState } from '../../test/auth';
import { renderWithProviders } from '../../test/render';
import { DashboardPage } from './components/dashboard-page';

const project = (id: string, name: string, status = 'draft', documents_ready = 0) => ({
  id, name, status, documents_ready, description: `${name} description`, user_id: 'u1', key_features: [], tech_stack: [], integrations: [], success_metrics: [],
  timeline: null, development_phase: null, platforms: [], business_goals: null, user_personas: [], settings: {}, created_at: '2026-01-05T00:00:00Z', updated_at: '2026-01-05T00:00:00Z',
});
const usage = (projectsCreated: number) => jsonResponse({ status: 'success', data: { projectsCreated, documentsGenerated: 0, lastActive: null, maxProjects: 2, maxDocuments: 20 } });

function open(projects: unknown[] | 'fail', used: number) {
  vi.stubGlobal('fetch', fakeFetch({
    'GET /api/projects': () => (projects === 'fail' ? jsonResponse({ status: 'error', code: 'X', message: 'Failed to get projects' }, 500) : jsonResponse({ status: 'success', data: projects })),
    'GET /api/users/usage': () => usage(used),
  }).fetch);
  renderWithProviders(<DashboardPage />);
}

beforeEach(() => {
  setAuthState('signed-in');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('dashboard', () => {
  it('welcomes a new user with a way to create the first project', async () => {
    open([], 0);
    expect(await screen.findByText("Welcome! Let's shape your first idea")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your first project' }).getAttribute('href')).toBe('/create-project');
    expect(await screen.findByText('0 of 2 projects')).toBeTruthy();
  });

  it('lists the projects with status and document progress, and usage x of 2', async () => {
    open([project('p1', 'MealMate', 'active', 4), project('p2', 'FitTrack')], 2);
    expect(await screen.findByText('MealMate')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByText('4 of 6 documents')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'MealMate: 4 of 6 documents' })).toBeTruthy();
    expect(screen.getByText('0 of 6 documents')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open MealMate' }).getAttribute('href')).toBe('/project/p1/mission-control');
    expect(await screen.findByText('2 of 2 projects')).toBeTruthy();
    // At the limit, creating is not offered.
    expect((screen.getByRole('button', { name: 'Create Project' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the projects could not be loaded', async () => {
    open('fail', 0);
    expect(await screen.findByText('Failed to load projects')).toBeTruthy();
  });
});
