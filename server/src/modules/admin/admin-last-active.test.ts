import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transports } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ActivityEvent } from '../activity/activity-event.entity.js';
import { payload, signedIn } from './testing/admin-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Row = { id: string; lastActiveAt: string | null };

describe.each(transports)("admin users' 'Last active' over %s", (transport) => {
  it('is the time of the latest activity the Activity tab lists for that user, in the list and the detail', async () => {
    const { admin } = await signedIn(t.app, t.db.orm, transport, 'admin');
    const user = await signedIn(t.app, t.db.orm, transport);
    const tracked = transport === 'rest' ? await user.c.rest('post', '/activity/track', { activity_type: 'USER_ACTIVE' }) : await user.c.gql('mutation { trackActivity(input: { activityType: "USER_ACTIVE" }) { recorded } }');
    expect(tracked.ok).toBe(true);

    const activity = payload<{ items: { createdAt: string }[] }>(
      transport === 'rest' ? await admin.c.rest('get', `/admin/activity?userId=${user.id}`) : await admin.c.gql('query($u: ID) { adminActivity(input: { userId: $u }) { items { createdAt } } }', { u: user.id }),
    );
    const latest = (await t.db.orm.em.fork().findOneOrFail(ActivityEvent, { user: user.id }, { orderBy: { createdAt: 'desc' } })).createdAt.toISOString();
    expect(activity.items[0]?.createdAt).toBe(latest);

    const list = payload<{ items: Row[] }>(
      transport === 'rest' ? await admin.c.rest('get', `/admin/users?search=${encodeURIComponent(user.email)}`) : await admin.c.gql('query($s: String) { adminUsers(input: { search: $s }) { items { id lastActiveAt } } }', { s: user.email }),
    );
    expect(list.items).toEqual([expect.objectContaining({ id: user.id, lastActiveAt: latest })]);

    const detail = payload<{ user: Row }>(transport === 'rest' ? await admin.c.rest('get', `/admin/users/${user.id}`) : await admin.c.gql('query($id: ID!) { adminUser(id: $id) { user { id lastActiveAt } } }', { id: user.id }));
    expect(detail.user.lastActiveAt).toBe(latest);

    // Sorting by 'Last active' puts them first too.
    const sorted = payload<{ items: Row[] }>(
      transport === 'rest' ? await admin.c.rest('get', '/admin/users?sort=lastActiveAt&direction=desc') : await admin.c.gql('{ adminUsers(input: { sort: "lastActiveAt", direction: "desc" }) { items { id lastActiveAt } } }'),
    );
    expect(sorted.items[0]?.id).toBe(user.id);
  });
});
