import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse } from '../test/auth';
import { createAuthHeaderLink, createResilienceLink } from './apollo-links';

// parse(), not a gql tag: codegen would check this test-only operation against the real schema.
const MeQuery = parse('query Me { me { id } }');
const me = { data: { me: { __typename: 'User', id: 'u1' } } };
const gqlError = (code: string, appCode?: string, retryAfter?: number) => ({
  data: null,
  errors: [{ message: code, extensions: { code, ...(appCode ? { appCode } : {}), ...(retryAfter ? { retryAfter } : {}) } }],
});

function clientWith(answers: Array<() => Response>, refreshSession: () => Promise<boolean>, token: { value: string | null }) {
  let n = 0;
  const fake = fakeFetch({ 'POST /graphql': () => (answers[Math.min(n++, answers.length - 1)] ?? answers[0]!)() });
  const client = new ApolloClient({
    link: ApolloLink.from([createResilienceLink({ refreshSession }), createAuthHeaderLink(() => token.value), new HttpLink({ uri: '/graphql', fetch: fake.fetch })]),
    cache: new InMemoryCache(),
  });
  const query = () => client.query({ query: MeQuery, fetchPolicy: 'network-only' });
  return { query, calls: fake.calls };
}

describe('Apollo link chain', () => {
  it('sends the bearer token of the session, and none when signed out', async () => {
    const token = { value: 'tok' as string | null };
    const { query, calls } = clientWith([() => jsonResponse(me)], async () => true, token);
    await query();
    token.value = null;
    await query();
    expect(calls[0]?.headers.authorization).toBe('Bearer tok');
    expect(calls[1]?.headers).not.toHaveProperty('authorization');
  });

  it('refreshes once on HTTP 401 and retries with the new token', async () => {
    const token = { value: 'old' };
    const refresh = vi.fn(async () => {
      token.value = 'new';
      return true;
    });
    const { query, calls } = clientWith([() => jsonResponse({ message: 'no' }, 401), () => jsonResponse(me)], refresh, token);
    const result = await query();
    expect(result.data).toEqual({ me: { __typename: 'User', id: 'u1' } });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('refreshes on a GraphQL UNAUTHENTICATED error, but only once', async () => {
    const refresh = vi.fn(async () => true);
    const { query, calls } = clientWith([() => jsonResponse(gqlError('UNAUTHENTICATED', 'UNAUTHENTICATED'))], refresh, { value: 't' });
    await expect(query()).rejects.toThrow('UNAUTHENTICATED');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('does not refresh for wrong credentials, and passes the error on when the refresh fails', async () => {
    const refresh = vi.fn(async () => false);
    const wrong = clientWith([() => jsonResponse(gqlError('UNAUTHENTICATED', 'INVALID_CREDENTIALS'))], refresh, { value: null });
    await expect(wrong.query()).rejects.toThrow('UNAUTHENTICATED');
    expect(refresh).not.toHaveBeenCalled();

    const failed = clientWith([() => jsonResponse({ message: 'no' }, 401)], refresh, { value: 't' });
    await expect(failed.query()).rejects.toThrow(/401/);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(failed.calls).toHaveLength(1);
  });

  describe('429', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('retries up to 3 times after 1, 2 and 4 s', async () => {
      const { query, calls } = clientWith([() => jsonResponse({ message: 'slow down' }, 429)], async () => true, { value: null });
      const outcome = query().catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1_999);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(3);
      await vi.advanceTimersByTimeAsync(4_000);
      expect(calls).toHaveLength(4);
      expect(String(await outcome)).toMatch(/429/);
    });

    it('waits Retry-After for a rate-limited GraphQL error, then delivers the answer', async () => {
      const { query, calls } = clientWith([() => jsonResponse(gqlError('TOO_MANY_REQUESTS', 'RATE_LIMITED'), 200, { 'Retry-After': '5' }), () => jsonResponse(me)], async () => true, { value: null });
      const outcome = query();
      await vi.advanceTimersByTimeAsync(4_999);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect((await outcome).data).toEqual({ me: { __typename: 'User', id: 'u1' } });
    });
  });
});
