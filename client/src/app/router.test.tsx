import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setAuthState, testUser } from '../test/auth';
import { renderRoute } from '../test/render';
import { paths, pathTo } from './paths';
import { routes } from './router';

/** Starts a router at `path` (no rendering) and waits for loaders and redirects to settle. */
async function settle(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  await waitFor(() => expect(router.state.initialized).toBe(true));
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

describe('route table', () => {
  it('redirects /project-wizard to /create-project', async () => {
    expect(await settle('/project-wizard')).toBe('/create-project');
  });

  it('keeps the query string when redirecting', async () => {
    expect(await settle('/project-wizard?from=onboarding')).toBe('/create-project?from=onboarding');
  });

  it('redirects /project/:projectId to its mission-control page', async () => {
    expect(await settle('/project/abc')).toBe('/project/abc/mission-control');
  });

  it('builds paths that match their patterns', () => {
    expect(pathTo.projectMissionControl('a b')).toBe('/project/a%20b/mission-control');
    expect(pathTo.missionControlSettings('p1')).toBe('/mission-control/p1/settings');
  });

  it.each([
    ['/auth'],
    ['/auth/callback'],
    ['/reset-password?token=t'],
    ['/auth/reset-password'],
    ['/'],
    ['/project/p1/mission-control'],
    ['/project/p1/settings'],
    ['/mission-control/p1'],
    ['/mission-control/p1/settings'],
    ['/create-project'],
    ['/profile'],
    ['/help'],
    ['/notifications'],
    ['/admin'],
    ['/admin/users/42'],
    ['/privacy-policy'],
    ['/terms-of-service'],
    ['/cookie-policy'],
    ['/status'],
  ])('gives %s a screen of its own, not the catch-all', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    const leaf = matches.at(-1)?.route;
    expect(leaf).toBeDefined();
    expect(leaf?.path).not.toBe('*');
  });

  it('has a pattern for every entry of paths.ts', () => {
    const patterns = new Set<string>();
    const collect = (list: typeof routes) => {
      for (const route of list) {
        if (route.path) patterns.add(route.path);
        if (route.children) collect(route.children);
      }
    };
    collect(routes);
    for (const pattern of Object.values(paths)) {
      if (pattern !== paths.home) expect(patterns).toContain(pattern);
    }
  });

  it('renders a lazily loaded screen after the redirect', async () => {
    setAuthState('signed-in');
    renderRoute('/project-wizard');
    expect(await screen.findByRole('heading', { name: 'Create New Project' })).toBeTruthy();
  });

  it('shows the spec fallbacks while / and /admin/* load', async () => {
    setAuthState('signed-in');
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    // The admin area is for administrators (others get its not-authorised screen).
    setAuthState('signed-in', { ...testUser, role: 'admin' });
    renderRoute('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Admin' }, { timeout: 10_000 })).toBeTruthy();
  });
});
