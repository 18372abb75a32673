import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { useAuthStore } from '../lib/auth/auth-store';
import { fakeFetch, jsonResponse, setAuthState, testUser } from '../test/auth';
import { renderRoute } from '../test/render';
import { displayNameOf, initialOf } from './layouts/user-menu';
import { ProtectedRouteError } from './require-auth';
import { theme } from './theme';

describe('protected routes', () => {
  it('show a loading placeholder while the session is being restored', async () => {
    setAuthState('loading');
    renderRoute('/profile');
    expect(await screen.findByText('Loading...')).toBeTruthy();
  });

  it('send a visitor who is not signed in to /auth, passing the original location', async () => {
    setAuthState('signed-out');
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/auth/providers': () => jsonResponse({ status: 'success', data: { google: false } }) }).fetch);
    const { router } = renderRoute('/notifications?tab=unread');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/notifications', search: '?tab=unread' } });
    expect(await screen.findByRole('tab', { name: 'Log In' })).toBeTruthy();
  });

  it('open for a signed-in user, with the user menu in the top bar', async () => {
    setAuthState('signed-in');
    renderRoute('/help');
    const menu = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(menu.textContent).toContain('A');
    fireEvent.click(menu);
    expect((await screen.findByRole('menuitem', { name: 'Profile' })).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeTruthy();
  });

  it('sign out from the user menu, even when the server call fails, and land on /auth', async () => {
    setAuthState('signed-in');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/auth/providers': () => jsonResponse({ status: 'success', data: { google: false } }) }).fetch);
    const { router } = renderRoute('/help');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(useAuthStore.getState().status).toBe('unauthenticated');
    expect(await screen.findByRole('tab', { name: 'Log In' })).toBeTruthy();
  });

  it('show the Authentication Error screen for auth failures, with Go to Login', async () => {
    setAuthState('signed-in');
    // The router reports errors its errorElement caught; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = () => {
      throw new ApiError('UNAUTHENTICATED', 'You must be logged in.', 401);
    };
    const router = createMemoryRouter(
      [
        { path: '/', errorElement: <ProtectedRouteError />, loader: refused, element: null },
        { path: '/auth', element: <p>login screen</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Authentication Error' })).toBeTruthy();
    expect(screen.getByText(/Refresh the page/)).toBeTruthy();
    expect(screen.getByText(/cache and cookies/)).toBeTruthy();
    expect(screen.getByText(/Log in again/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(useAuthStore.getState().status).toBe('unauthenticated');
  });
});

describe('user menu labels', () => {
  it("shows the name, else 'User'; the initial of the name, else of the e-mail", () => {
    expect(displayNameOf(testUser)).toBe('Ada Lovelace');
    expect(displayNameOf({ ...testUser, name: '' })).toBe('User');
    expect(displayNameOf(null)).toBe('User');
    expect(initialOf(testUser)).toBe('A');
    expect(initialOf({ ...testUser, name: '', email: 'zoe@example.com' })).toBe('Z');
  });
});
