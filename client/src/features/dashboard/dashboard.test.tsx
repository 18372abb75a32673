import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthState } from '../../test/auth';
import { answer, fakeGraphql, GraphqlErrorAnswer } from '../../test/graphql';
import { renderWithProviders } from '../../test/render';
import { DashboardProjectsQuery, DashboardUsageQuery } from './api/dashboard.graphql';
import { DashboardPage } from './components/dashboard-page';
import type { ProjectStatus } from '../../gql/graphql';

const project = (id: string, name: string, status: ProjectStatus = 'draft', documentsReady = 0) => ({
  __typename: 'Project' as const,
  id,
  name,
  status,
  documentsReady,
  description: `${name} description`,
  updatedAt: '2026-01-05T00:00:00.000Z',
});
type Node = ReturnType<typeof project>;

function open(projects: Node[] | 'fail', used: number) {
  const gql = fakeGraphql([
    answer(DashboardProjectsQuery)(() => (projects === 'fail' ? new GraphqlErrorAnswer('Failed to get projects', { code: 'INTERNAL_SERVER_ERROR' }) : { projects: { __typename: 'ProjectConnection', nodes: projects } })),
    answer(DashboardUsageQuery)(() => ({ usageStats: { __typename: 'UsageStats', projectsCreated: used, maxProjects: 2 } })),
  ]);
  renderWithProviders(<DashboardPage />, { client: gql.client });
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
    // At the limit, creating is not offered, and the limit is explained in real numbers.
    const create = screen.getByRole('button', { name: 'Create Project' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    expect(screen.getByText('Project limit reached')).toBeTruthy();
    const reason = screen.getByText('The free beta allows 2 projects, and you have 2. Delete a project you no longer need to create a new one.');
    expect(create.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('says nothing about the limit below it', async () => {
    open([project('p1', 'MealMate')], 1);
    expect(await screen.findByText('1 of 2 projects')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Project' }).getAttribute('href')).toBe('/create-project');
    expect(screen.queryByText('Project limit reached')).toBeNull();
  });

  it('says when the projects could not be loaded', async () => {
    open('fail', 0);
    expect(await screen.findByText('Failed to load projects')).toBeTruthy();
  });
});
