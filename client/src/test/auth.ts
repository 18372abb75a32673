import { useAuthStore } from '../lib/auth/auth-store';
import type { AuthSession, AuthUser } from '../lib/auth/auth-types';

export const testUser: AuthUser = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  avatar_url: null,
  identities: [],
};

export function testSession(user: AuthUser = testUser): AuthSession {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_in: 900,
    expires_at: Math.floor(Date.now() / 1000) + 900,
    user,
  };
}

/** Puts the auth store in a state directly (no timers, no requests). */
export function setAuthState(state: 'signed-in' | 'signed-out' | 'loading', user: AuthUser = testUser): void {
  if (state === 'signed-in') {
    useAuthStore.setState({ status: 'authenticated', user, session: testSession(user) });
  } else {
    useAuthStore.setState({ status: state === 'loading' ? 'loading' : 'unauthenticated', user: null, session: null });
  }
}

/** A JSON answer for fake fetches. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

type Route = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/**
 * A fake `fetch` answering by "METHOD /path" (query string ignored); unknown requests fail the
 * way a dead network does. Records every call for assertions.
 */
export function fakeFetch(routes: Record<string, Route>) {
  const calls: Array<{ method: string; url: string; body: unknown; headers: Record<string, string> }> = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body, headers: { ...(init?.headers as Record<string, string> | undefined) } });
    const route = routes[`${method} ${url.split('?')[0]}`];
    if (!route) throw new TypeError('Failed to fetch');
    return route(init, url);
  };
  return { fetch: fn as typeof fetch, calls };
}
