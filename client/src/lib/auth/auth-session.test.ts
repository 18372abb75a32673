import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse, testSession, testUser } from '../../test/auth';
import { api } from '../api';
import { initializeAuth, onAuthEvent, refreshSession, signInWithPassword, signOut } from './auth-session';
import { useAuthStore } from './auth-store';

const loginAnswer = (token: string, expiresIn = 900) => {
  const session = { ...testSession(), access_token: token, expires_in: expiresIn };
  return { token, user: { id: testUser.id, email: testUser.email, name: testUser.name }, session };
};
const noSession = () => jsonResponse({ status: 'error', code: 'INVALID_REFRESH_TOKEN', message: 'Your session has ended.' }, 401);

afterEach(() => vi.useRealTimers());

describe('auth session', () => {
  it('starts loading, and restores the session from the cookie (INITIAL_SESSION)', async () => {
    const fake = fakeFetch({ 'POST /api/auth/refresh': () => jsonResponse(loginAnswer('a1')) });
    vi.stubGlobal('fetch', fake.fetch);
    const events: string[] = [];
    onAuthEvent((event) => events.push(event));

    expect(useAuthStore.getState().status).toBe('loading');
    const result = await initializeAuth();

    expect(result.session?.access_token).toBe('a1');
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', user: { email: 'ada@example.com' } });
    expect(events).toEqual(['INITIAL_SESSION']);
    // Runs once per page: a second caller (the callback screen, StrictMode) shares the answer.
    await initializeAuth();
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/refresh' });
  });

  it('is signed out when there is no session, without logging the expected 401', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'POST /api/auth/refresh': noSession }).fetch);
    const logged = vi.spyOn(console, 'error');
    const result = await initializeAuth();
    expect(result).toEqual({ session: null, error: null });
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null, session: null });
    expect(logged).not.toHaveBeenCalled();
  });

  it('reports a restore that failed for another reason, and is signed out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', fakeFetch({}).fetch);
    const result = await initializeAuth();
    expect(result.error).toBeTruthy();
    expect(useAuthStore.getState().status).toBe('unauthenticated');
  });

  it('shares one refresh request among concurrent callers (rotation must not run twice)', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fake = fakeFetch({
      'POST /api/auth/refresh': async () => {
        await gate;
        return jsonResponse(loginAnswer('a2'));
      },
    });
    vi.stubGlobal('fetch', fake.fetch);
    const all = Promise.all([refreshSession(), refreshSession(), initializeAuth()]);
    release();
    const [a, b] = await all;
    expect([a, b]).toEqual([true, true]);
    expect(fake.calls).toHaveLength(1);
  });

  it('refreshes silently about a minute before the access token expires (TOKEN_REFRESHED)', async () => {
    vi.useFakeTimers();
    let n = 0;
    const fake = fakeFetch({
      'POST /api/auth/login': () => jsonResponse(loginAnswer('a1', 900)),
      'POST /api/auth/refresh': () => jsonResponse(loginAnswer(`r${++n}`, 900)),
    });
    vi.stubGlobal('fetch', fake.fetch);
    const events: string[] = [];
    onAuthEvent((event) => events.push(event));

    await signInWithPassword('ada@example.com', 'Secret123!');
    expect(events).toEqual(['SIGNED_IN']);

    await vi.advanceTimersByTimeAsync(839_999);
    expect(fake.calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(useAuthStore.getState().session?.access_token).toBe('r1');
    expect(events).toEqual(['SIGNED_IN', 'TOKEN_REFRESHED']);

    // …and again for the new token.
    await vi.advanceTimersByTimeAsync(840_000);
    expect(useAuthStore.getState().session?.access_token).toBe('r2');
  });

  it('signs out when the silent refresh is refused', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fakeFetch({ 'POST /api/auth/login': () => jsonResponse(loginAnswer('a1', 120)), 'POST /api/auth/refresh': noSession }).fetch);
    await signInWithPassword('ada@example.com', 'Secret123!');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', lastEvent: 'SIGNED_OUT' });
  });

  it("rejects a log-in answer without a session: 'Login successful but no user or session returned'", async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'POST /api/auth/login': () => jsonResponse({ token: 't' }) }).fetch);
    await expect(signInWithPassword('a@b.c', 'x')).rejects.toMatchObject({ message: 'Login successful but no user or session returned' });
    expect(useAuthStore.getState().status).toBe('loading');
  });

  it('signs out on the server, and clears local state even when that call fails', async () => {
    const ok = fakeFetch({
      'POST /api/auth/login': () => jsonResponse(loginAnswer('a1')),
      'POST /api/auth/logout': () => jsonResponse({ status: 'success', message: 'Logged out successfully' }),
    });
    vi.stubGlobal('fetch', ok.fetch);
    await signInWithPassword('ada@example.com', 'Secret123!');
    await signOut();
    expect(ok.calls.at(-1)).toMatchObject({ url: '/api/auth/logout', headers: { Authorization: 'Bearer a1' } });
    expect(useAuthStore.getState().status).toBe('unauthenticated');

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', fakeFetch({ 'POST /api/auth/login': () => jsonResponse(loginAnswer('a1')) }).fetch);
    await signInWithPassword('ada@example.com', 'Secret123!');
    await signOut();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', session: null, user: null });
  });

  it('lets the app-wide API client refresh on 401 and retry with the new token', async () => {
    let n = 0;
    const fake = fakeFetch({
      'POST /api/auth/login': () => jsonResponse(loginAnswer('expired')),
      'POST /api/auth/refresh': () => jsonResponse(loginAnswer('fresh')),
      'GET /api/projects': () => (++n === 1 ? jsonResponse({ status: 'error', code: 'UNAUTHENTICATED', message: 'x' }, 401) : jsonResponse([])),
    });
    vi.stubGlobal('fetch', fake.fetch);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInWithPassword('ada@example.com', 'Secret123!');

    expect(await api.get('/projects')).toEqual({ status: 'success', data: [] });
    expect(fake.calls.filter((c) => c.url === '/api/projects').map((c) => c.headers.Authorization)).toEqual(['Bearer expired', 'Bearer fresh']);
  });
});

describe('auth store events', () => {
  it('handles user updated and password recovery without changing who is signed in', () => {
    const store = useAuthStore.getState();
    store.handleAuthEvent('SIGNED_IN', testSession());
    useAuthStore.getState().handleAuthEvent('USER_UPDATED', null, { ...testUser, name: 'Ada King' });
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', user: { name: 'Ada King' }, session: { user: { name: 'Ada King' } } });
    useAuthStore.getState().handleAuthEvent('PASSWORD_RECOVERY', null);
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', lastEvent: 'PASSWORD_RECOVERY' });
    useAuthStore.getState().handleAuthEvent('SIGNED_OUT', null);
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null, session: null });
  });
});
