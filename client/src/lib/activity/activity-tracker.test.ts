import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse, setAuthState } from '../../test/auth';
import { resetActivityForTests, startActivityTracker, trackActivity } from './activity-tracker';

const tracked = (calls: ReturnType<typeof fakeFetch>['calls']) => calls.filter((c) => c.url === '/api/activity/track').map((c) => c.body);

let fake: ReturnType<typeof fakeFetch>;
beforeEach(() => {
  vi.useFakeTimers();
  resetActivityForTests();
  fake = fakeFetch({ 'POST /api/activity/track': () => jsonResponse({ status: 'success', data: { recorded: true } }, 202) });
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('activity tracker', () => {
  it('sends USER_ACTIVE on sign-in and every 5 minutes, and stops on sign-out', async () => {
    setAuthState('signed-out');
    const stop = startActivityTracker();
    await vi.advanceTimersByTimeAsync(0);
    expect(tracked(fake.calls)).toEqual([]);

    setAuthState('signed-in');
    await vi.advanceTimersByTimeAsync(0);
    expect(tracked(fake.calls)).toEqual([{ activity_type: 'USER_ACTIVE', metadata: { entity_id: null, entity_type: null } }]);
    expect(fake.calls[0]?.headers.Authorization).toBe('Bearer access-1');

    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(tracked(fake.calls)).toHaveLength(2);

    setAuthState('signed-out');
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(tracked(fake.calls)).toHaveLength(2);
    stop();
  });

  it('shares one 10-second debounce between the three types', async () => {
    setAuthState('signed-in');
    expect(await trackActivity('USER_ACTIVE')).toBe(true);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(await trackActivity('PROJECT_CREATE', 'p1')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await trackActivity('DOCUMENT_CREATE', 'd1')).toBe(true);
    expect(tracked(fake.calls)).toEqual([
      { activity_type: 'USER_ACTIVE', metadata: { entity_id: null, entity_type: null } },
      { activity_type: 'DOCUMENT_CREATE', metadata: { entity_id: 'd1', entity_type: 'document' } },
    ]);
  });

  it('does nothing while signed out, and logs and ignores failures', async () => {
    setAuthState('signed-out');
    expect(await trackActivity('USER_ACTIVE')).toBe(false);
    expect(fake.calls).toHaveLength(0);

    setAuthState('signed-in');
    vi.stubGlobal('fetch', fakeFetch({}).fetch);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(trackActivity('PROJECT_CREATE', 'p1')).resolves.toBe(false);
    expect(logged).toHaveBeenCalledWith('Failed to track activity', expect.anything());
  });
});
