import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse, setAuthState, testUser } from '../../test/auth';
import { answer, fakeGraphql } from '../../test/graphql';
import { renderRoute } from '../../test/render';
import { UnreadNotificationCountQuery } from './graphql/unread-count';
import { useUiStore } from '../stores/ui-store';
import { avatarSrcOf, displayNameOf, initialOf } from './user-menu';

// The shell and its screen load lazily (with Apollo); loading them once up front keeps the first
// test's timing like the others' on a busy machine (the assertions are unchanged).
beforeAll(async () => {
  await Promise.all([import('./app-layout'), import('../../features/help/components/help-page')]);
});

function openShell(unreadCount = 0) {
  setAuthState('signed-in');
  localStorage.setItem(`specforge-onboarding-shown:${testUser.id}`, 'true');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      'GET /api/config': () => jsonResponse({ status: 'success', data: {} }),
    }).fetch,
  );
  const gql = fakeGraphql([answer(UnreadNotificationCountQuery)(() => ({ unreadNotificationCount: unreadCount }))]);
  return renderRoute('/help', { client: gql.client });
}

describe('app shell', () => {
  it('has the sidebar links, the top bar actions and the unread bell', async () => {
    openShell(3);
    expect((await screen.findByRole('link', { name: 'Notifications (3 unread)' })).getAttribute('href')).toBe('/notifications');
    expect(screen.getByRole('link', { name: 'Specforge home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Help & Support' }).getAttribute('href')).toBe('/help');
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
    expect(screen.getByText('Mission Control')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restart onboarding' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Create Project' }).some((l) => l.getAttribute('href') === '/create-project')).toBe(true);
  });

  it('collapses the sidebar to icons and remembers it', async () => {
    useUiStore.setState({ sidebarCollapsed: false });
    openShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy());
    expect(JSON.parse(localStorage.getItem('specforge-ui') ?? '{}').state.sidebarCollapsed).toBe(true);
    expect(screen.queryByText('Mission Control')).toBeNull();
    useUiStore.setState({ sidebarCollapsed: false });
  });

  it('falls back from the avatar image to the first letter of the name, then of the e-mail, and to User', () => {
    expect(avatarSrcOf({ ...testUser, avatar_url: '/a.png' })).toBe('/a.png');
    expect(avatarSrcOf(testUser)).toBeNull();
    expect(initialOf(testUser)).toBe('A');
    expect(initialOf({ ...testUser, name: '' })).toBe('A');
    expect(initialOf({ ...testUser, name: '', email: 'zed@example.com' })).toBe('Z');
    expect(displayNameOf({ ...testUser, name: '' })).toBe('User');
    expect(displayNameOf(null)).toBe('User');
  });
});
