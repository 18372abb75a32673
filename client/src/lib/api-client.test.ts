import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse } from '../test/auth';
import { ApiError, createApiClient, retryDelayMs, type ApiClientOptions } from './api-client';

function setup(routes: Parameters<typeof fakeFetch>[0], options: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(routes);
  const logger = { error: vi.fn() };
  const client = createApiClient({ fetch: fake.fetch, logger, ...options });
  return { client, calls: fake.calls, logger };
}

/** Awaits a promise that must reject, returning the rejection. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('api client: requests and answers', () => {
  it('sends JSON to /api with cookies and the bearer token of the session', async () => {
    const { client, calls } = setup({ 'POST /api/projects': () => jsonResponse({ status: 'success', data: { id: 'p1' }, message: 'Created' }) }, { getAccessToken: () => 'tok-1' });

    const answer = await client.post<{ id: string }>('/projects', { name: 'X' });

    expect(answer).toEqual({ status: 'success', data: { id: 'p1' }, message: 'Created' });
    expect(calls[0]?.body).toEqual({ name: 'X' });
    expect(calls[0]?.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'Content-Type': 'application/json' });
  });

  it('includes credentials and omits the bearer header when there is no session', async () => {
    const seen: RequestInit[] = [];
    const client = createApiClient({
      fetch: async (_url, init) => {
        seen.push(init ?? {});
        return jsonResponse([]);
      },
      getAccessToken: () => null,
    });
    await client.get('/projects', { query: { page: 2, q: undefined } });
    expect(seen[0]?.credentials).toBe('include');
    expect(seen[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('wraps answers that have no status field as success plus data', async () => {
    const { client } = setup({ 'POST /api/auth/login': () => jsonResponse({ token: 't', user: { id: 'u' } }) });
    expect(await client.post('/auth/login', {})).toEqual({ status: 'success', data: { token: 't', user: { id: 'u' } } });
  });

  it("raises the server's code and message, with field errors, and logs the message", async () => {
    const { client, logger } = setup({
      'POST /api/auth/signup': () => jsonResponse({ status: 'error', code: 'VALIDATION_FAILED', message: 'Password must be at least 8 characters', errors: [{ field: 'password', message: 'too short' }] }, 400),
    });
    const error = await rejection(client.post('/auth/signup', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Password must be at least 8 characters', status: 400 });
    expect(error.fieldErrors).toEqual([{ field: 'password', message: 'too short' }]);
    expect(logger.error).toHaveBeenCalledWith('Password must be at least 8 characters');
  });

  it('gives UNKNOWN_ERROR when the server sends no code, and logs "Request failed with status"', async () => {
    const { client, logger } = setup({ 'GET /api/x': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const error = await rejection(client.get('/x'));
    expect(error).toMatchObject({ code: 'UNKNOWN_ERROR', message: 'An unknown error occurred', status: 502 });
    expect(logger.error).toHaveBeenCalledWith('Request failed with status 502');
  });

  it('logs the server `error` field when there is no message', async () => {
    const { client, logger } = setup({ 'GET /api/x': () => jsonResponse({ error: 'Boom' }, 500) });
    await rejection(client.get('/x'));
    expect(logger.error).toHaveBeenCalledWith('Boom');
  });

  it("gives PARSE_ERROR 'Failed to parse server response' for a success that is not JSON", async () => {
    const { client } = setup({ 'GET /api/x': () => new Response('not json', { status: 200 }) });
    expect(await rejection(client.get('/x'))).toMatchObject({ code: 'PARSE_ERROR', message: 'Failed to parse server response' });
  });

  it('gives NETWORK_ERROR when no response arrives, with the spec message', async () => {
    const { client, logger } = setup({});
    const error = await rejection(client.get('/projects'));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: 'No response received from server. Please check your connection.' });
    expect(logger.error).toHaveBeenCalledWith('No response received from server. Please check your connection.');
  });

  it("logs 'Error setting up API request: …' when the request cannot be built", async () => {
    const { client, logger, calls } = setup({});
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const error = await rejection(client.post('/x', circular));
    expect(error.code).toBe('UNKNOWN_ERROR');
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/^Error setting up API request: .+/));
    expect(calls).toHaveLength(0);
  });
});

describe('api client: 429 retries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries up to 3 times after 1 s, 2 s and 4 s, then raises the rate-limit error', async () => {
    const { client, calls } = setup({
      'GET /api/x': () => jsonResponse({ status: 'error', code: 'RATE_LIMITED', message: 'Too many requests' }, 429),
    });
    const outcome = rejection(client.get('/x'));

    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(4);

    expect(await outcome).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(4);
  });

  it('waits the Retry-After seconds when the server gives them, and returns the later success', async () => {
    let n = 0;
    const { client, calls } = setup({
      'GET /api/x': () => (++n === 1 ? jsonResponse({ status: 'error', code: 'RATE_LIMITED' }, 429, { 'Retry-After': '7' }) : jsonResponse({ ok: true })),
    });
    const answer = client.get('/x');
    await vi.advanceTimersByTimeAsync(6_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual({ status: 'success', data: { ok: true } });
    expect(calls).toHaveLength(2);
  });

  it('does not retry when the call opts out (forms a person waits on)', async () => {
    const { client, calls } = setup({ 'POST /api/auth/login': () => jsonResponse({ code: 'RATE_LIMITED', message: 'Slow down' }, 429) });
    expect(await rejection(client.post('/auth/login', {}, { retryOn429: false }))).toMatchObject({ code: 'RATE_LIMITED' });
    expect(calls).toHaveLength(1);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryDelayMs('3', 0)).toBe(3_000);
    expect(retryDelayMs(new Date(10_000).toUTCString(), 0, 4_000)).toBe(6_000);
    expect([0, 1, 2].map((i) => retryDelayMs(null, i))).toEqual([1_000, 2_000, 4_000]);
  });
});

describe('api client: 401 refresh', () => {
  it('refreshes the session once and retries with the new token', async () => {
    let token = 'old';
    let first = true;
    const refreshSession = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const { client, calls } = setup(
      {
        'GET /api/users/profile': () => {
          if (first) {
            first = false;
            return jsonResponse({ status: 'error', code: 'UNAUTHENTICATED', message: 'You must be logged in.' }, 401);
          }
          return jsonResponse({ status: 'success', data: { id: 'u1' } });
        },
      },
      { getAccessToken: () => token, refreshSession },
    );

    expect(await client.get('/users/profile')).toEqual({ status: 'success', data: { id: 'u1' } });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('gives up after one refresh, and when the refresh fails', async () => {
    const unauthorized = () => jsonResponse({ status: 'error', code: 'UNAUTHENTICATED', message: 'You must be logged in.' }, 401);
    const always = setup({ 'GET /api/x': unauthorized }, { refreshSession: async () => true });
    expect(await rejection(always.client.get('/x'))).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(always.calls).toHaveLength(2);

    const refused = setup({ 'GET /api/x': unauthorized }, { refreshSession: async () => false });
    expect(await rejection(refused.client.get('/x'))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(refused.calls).toHaveLength(1);
  });

  it('does not refresh for wrong credentials or when the call opts out', async () => {
    const refreshSession = vi.fn(async () => true);
    const { client } = setup(
      {
        'POST /api/auth/login': () => jsonResponse({ status: 'error', code: 'INVALID_CREDENTIALS', message: 'Invalid email or password. Please try again.' }, 401),
        'POST /api/auth/refresh': () => jsonResponse({ status: 'error', code: 'INVALID_REFRESH_TOKEN', message: 'x' }, 401),
        'GET /api/x': () => jsonResponse({ status: 'error', code: 'UNAUTHENTICATED', message: 'x' }, 401),
      },
      { refreshSession },
    );
    await rejection(client.post('/auth/login', {}));
    await rejection(client.post('/auth/refresh'));
    await rejection(client.get('/x', { refreshOn401: false }));
    expect(refreshSession).not.toHaveBeenCalled();
  });
});
