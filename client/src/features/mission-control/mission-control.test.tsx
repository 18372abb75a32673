import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthState } from '../../test/auth';
import { answer, fakeGraphql, type GraphqlHandler } from '../../test/graphql';
import { renderWithProviders } from '../../test/render';
import { SidebarProjectList } from './components/sidebar-project-list';
import { SidebarProjectsQuery } from './graphql/project.graphql';
import type { ProjectStatus } from '../../gql/graphql';

const project = (id: string, name: string, status: ProjectStatus = 'draft') => ({ __typename: 'Project' as const, id, name, status, role: 'owner' });
const five = ['A', 'B', 'C', 'D', 'E'].map((n, i) => project(`p${i + 1}`, `Project ${n}`, i === 1 ? 'completed' : 'active'));
const page = (nodes: ReturnType<typeof project>[]) => ({ projects: { __typename: 'ProjectConnection' as const, nodes } });

beforeEach(() => {
  setAuthState('signed-in');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function renderSidebar(path: string, handlers: Array<[string, GraphqlHandler]>) {
  const gql = fakeGraphql(handlers);
  renderWithProviders(
    <Routes>
      <Route path="*" element={<SidebarProjectList collapsed={false} />} />
    </Routes>,
    { path, client: gql.client },
  );
  return gql;
}

describe('sidebar Mission Control list (the app layout)', () => {
  it('shows 3 skeleton rows while loading, then the first 4 projects with the current one highlighted', async () => {
    let release: (nodes: ReturnType<typeof project>[]) => void = () => undefined;
    const gql = renderSidebar('/project/p2/settings', [answer(SidebarProjectsQuery)(({ first }) => new Promise((resolve) => (release = (nodes) => resolve(page(nodes.slice(0, first))))))]);
    const loading = screen.getByTestId('sidebar-projects-loading');
    expect(loading.children).toHaveLength(3);
    release(five);
    expect(await screen.findByText('Project A')).toBeTruthy();
    expect(gql.calls.find((c) => c.operationName === 'SidebarProjects')?.variables).toEqual({ first: 4 });
    expect(screen.queryByText('Project E')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Project B (Completed)' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Project A (Active)' }).getAttribute('aria-current')).toBeNull();
  });

  it("says 'Failed to load projects' on error", async () => {
    renderSidebar('/', []);
    expect(await screen.findByText('Failed to load projects')).toBeTruthy();
  });

  it('fetches again when projects change (the cached list is evicted)', async () => {
    let list = five.slice(0, 1);
    const gql = renderSidebar('/mission-control/p9', [answer(SidebarProjectsQuery)(() => page(list))]);
    expect(await screen.findByText('Project A')).toBeTruthy();
    list = five.slice(0, 2);
    // What creating or deleting a project does (use-submit-project.ts, danger-zone-tab.tsx).
    act(() => {
      gql.client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'projects' });
      gql.client.cache.gc();
    });
    expect(await screen.findByText('Project B')).toBeTruthy();
    expect(gql.calls.filter((c) => c.operationName === 'SidebarProjects')).toHaveLength(2);
  });
});
