import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse, testSession } from '../../test/auth';
import { renderRoute } from '../../test/render';

type Routes = Parameters<typeof fakeFetch>[0];

function openCallback(path: string, routes: Routes) {
  const fake = fakeFetch({ 'GET /api/auth/providers': () => jsonResponse({ status: 'success', data: { google: true } }), ...routes });
  vi.stubGlobal('fetch', fake.fetch);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { ...renderRoute(path), calls: fake.calls };
}

const session = () => jsonResponse({ token: 't', user: { id: 'u1', email: 'ada@example.com', name: 'Ada' }, session: testSession() });
const noSession = () => jsonResponse({ status: 'error', code: 'INVALID_REFRESH_TOKEN', message: 'x' }, 401);

describe('auth callback', () => {
  it("shows 'Completing authentication...' and, with a session, goes to the redirect parameter", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { router } = openCallback('/auth/callback?redirect=%2Fhelp', {
      'POST /api/auth/refresh': async () => {
        await gate;
        return session();
      },
    });
    expect(await screen.findByText('Completing authentication...')).toBeTruthy();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to / with a session and no redirect (and never off-site)', async () => {
    const { router } = openCallback('/auth/callback?redirect=%2F%2Fevil.example', { 'POST /api/auth/refresh': session });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes to /auth without a session', async () => {
    const { router } = openCallback('/auth/callback', { 'POST /api/auth/refresh': noSession });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toBeNull();
    expect(await screen.findByRole('tab', { name: 'Log In' })).toBeTruthy();
  });

  it("hands the server's error to /auth, or 'Authentication failed. Please try again.'", async () => {
    const { router } = openCallback('/auth/callback?error=GOOGLE_ACCOUNT_IN_USE&message=That%20Google%20account%20is%20linked%20elsewhere.', {
      'POST /api/auth/refresh': noSession,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ error: true, message: 'That Google account is linked elsewhere.' });
    expect(await screen.findByText('That Google account is linked elsewhere.')).toBeTruthy();
  });

  it("falls back to 'Authentication failed. Please try again.' when the error has no message", async () => {
    const { router } = openCallback('/auth/callback?error=access_denied', { 'POST /api/auth/refresh': noSession });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText('Authentication failed. Please try again.')).toBeTruthy();
  });

  it("says 'An unexpected error occurred during authentication.' when reading the session fails", async () => {
    const { router } = openCallback('/auth/callback', {});
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText('An unexpected error occurred during authentication.')).toBeTruthy();
  });
});
