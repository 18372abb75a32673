import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../core/openapi/registry.js';
import { createUser, GOOD_PASSWORD, uniqueEmail } from '../../test/account-factories.js';
import { AuthClient, transports, type Outcome, type Transport } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { User } from '../users/user.entity.js';
import { Notification } from './notification.entity.js';
import { notify } from './notification.service.js';
import { WELCOME_NOTIFICATIONS } from './welcome-notifications.js';

const ITEM = 'id title message type read actionUrl actionLabel createdAt';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The five operations over either transport, answering the REST `data` / the GraphQL field. */
class NotificationsClient {
  constructor(readonly c: AuthClient) {}
  get transport(): Transport {
    return this.c.transport;
  }
  list(filter?: string): Promise<Outcome> {
    return this.transport === 'rest' ? this.c.rest('get', `/notifications${filter === undefined ? '' : `?filter=${filter}`}`) : this.c.gql(`query($f: String) { notifications(filter: $f) { items { ${ITEM} } unreadCount } }`, { f: filter });
  }
  unreadCount(): Promise<Outcome> {
    return this.transport === 'rest' ? this.c.rest('get', '/notifications/unread-count') : this.c.gql('{ unreadNotificationCount }');
  }
  markRead(id: string): Promise<Outcome> {
    return this.transport === 'rest' ? this.c.rest('post', `/notifications/${id}/read`) : this.c.gql(`mutation($id: ID!) { markNotificationRead(id: $id) { ${ITEM} } }`, { id });
  }
  markAllRead(): Promise<Outcome> {
    return this.transport === 'rest' ? this.c.rest('post', '/notifications/read-all') : this.c.gql('mutation { markAllNotificationsRead { updated message } }');
  }
  clear(): Promise<Outcome> {
    return this.transport === 'rest' ? this.c.rest('delete', '/notifications') : this.c.gql('mutation { clearNotifications { deleted message } }');
  }
}

/** REST wraps results in {status, data}; GraphQL gives the field itself. */
const dataOf = (out: Outcome): Record<string, unknown> => {
  expect(out.ok, `${out.code}: ${out.message}`).toBe(true);
  return (out.body.status === 'success' ? out.body.data : out.data) as Record<string, unknown>;
};
type Item = { id: string; title: string; read: boolean; createdAt: string; actionUrl: string | null };
const itemsOf = (out: Outcome) => dataOf(out).items as Item[];
const unreadOf = async (n: NotificationsClient): Promise<number> => {
  const out = await n.unreadCount();
  return n.transport === 'rest' ? (dataOf(out).unreadCount as number) : (out.data.value as number);
};

/** A new account the real way: sign up, confirm (straight in the database), log in. */
async function signedUp(transport: Transport): Promise<{ n: NotificationsClient; userId: string }> {
  const email = uniqueEmail('notified');
  const c = new AuthClient(t.app, transport);
  expect((await c.signUp({ name: 'Nora Notified', email, password: GOOD_PASSWORD })).ok).toBe(true);
  const em = t.db.orm.em.fork();
  await em.nativeUpdate(User, { email }, { emailConfirmedAt: new Date() });
  await c.signIn(email, GOOD_PASSWORD);
  const user = await em.findOneOrFail(User, { email });
  return { n: new NotificationsClient(c), userId: user.id };
}

describe.each(transports)('notifications over %s', (transport) => {
  it('gives every new account the five sample notifications, newest first, all unread', async () => {
    const { n } = await signedUp(transport);
    const list = await n.list();
    const items = itemsOf(list);
    expect(items.map((i) => i.title)).toEqual(WELCOME_NOTIFICATIONS.map((w) => w.title));
    expect(items.every((i) => !i.read)).toBe(true);
    expect(dataOf(list).unreadCount).toBe(5);
    expect(items[1]).toMatchObject({ type: 'info', actionUrl: '/create-project', actionLabel: 'Create Project' });
    expect(items[0]).toMatchObject({ type: 'success', actionUrl: null, actionLabel: null });
    expect(Date.parse(items[0]!.createdAt)).toBeGreaterThan(Date.parse(items[4]!.createdAt));
    expect(await unreadOf(n)).toBe(5);
  });

  it('marks one read (false → true only), then all, then clears', async () => {
    const { n } = await signedUp(transport);
    const [first, second] = itemsOf(await n.list());

    const read = dataOf(await n.markRead(first!.id));
    expect(read).toMatchObject({ id: first!.id, read: true, title: first!.title });
    expect(dataOf(await n.markRead(first!.id))).toMatchObject({ id: first!.id, read: true });
    expect(await unreadOf(n)).toBe(4);

    const unread = await n.list('unread');
    expect(itemsOf(unread).map((i) => i.id)).not.toContain(first!.id);
    expect(itemsOf(unread).map((i) => i.id)).toContain(second!.id);
    expect(dataOf(unread).unreadCount).toBe(4);

    const all = await n.markAllRead();
    expect(dataOf(all)).toMatchObject({ updated: 4 });
    expect(all.message).toBe('All notifications marked as read');
    expect(await unreadOf(n)).toBe(0);
    expect(itemsOf(await n.list('unread'))).toEqual([]);
    expect(itemsOf(await n.list('all'))).toHaveLength(5);
    expect(dataOf(await n.markAllRead())).toMatchObject({ updated: 0 });

    const cleared = await n.clear();
    expect(dataOf(cleared)).toMatchObject({ deleted: 5 });
    expect(cleared.message).toBe('All notifications cleared');
    expect(dataOf(await n.list())).toEqual({ items: [], unreadCount: 0 });
  });

  it("answers 404 for another user's notification, a missing one and a malformed id", async () => {
    const mine = await signedUp(transport);
    const theirs = await signedUp(transport);
    const [their] = itemsOf(await theirs.n.list());
    for (const id of [their!.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const out = await mine.n.markRead(id);
      expect(out).toMatchObject({ ok: false, code: 'NOTIFICATION_NOT_FOUND', message: 'Notification not found' });
      if (transport === 'rest') expect(out.status).toBe(404);
      else expect(out.gqlCode).toBe('NOT_FOUND');
    }
    // Clearing and marking all only ever touch the caller's own list.
    await mine.n.markAllRead();
    await mine.n.clear();
    expect(dataOf(await theirs.n.list())).toMatchObject({ unreadCount: 5 });
    expect(await t.db.orm.em.fork().count(Notification, { user: theirs.userId, read: false })).toBe(5);
  });

  it('refuses an unknown filter and a signed-out caller', async () => {
    const { n } = await signedUp(transport);
    const bad = await n.list('archived');
    expect(bad).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', message: "filter must be 'all' or 'unread'" });
    if (transport === 'rest') expect(bad.body.errors).toEqual([{ field: 'filter', message: "filter must be 'all' or 'unread'" }]);
    const anonymous = new NotificationsClient(new AuthClient(t.app, transport));
    for (const out of [await anonymous.list(), await anonymous.unreadCount(), await anonymous.markAllRead(), await anonymous.clear()]) {
      expect(out).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
      if (transport === 'rest') expect(out.status).toBe(401);
    }
  });

  it('shows what other modules report through notify()', async () => {
    const { user, email } = await createUser(t.db.orm);
    const c = new AuthClient(t.app, transport);
    await c.signIn(email, GOOD_PASSWORD);
    const em = t.db.orm.em.fork();
    await notify(em, user.id, {
      title: 'Project created',
      message: 'Your project "Atlas" was created.',
      type: 'success',
      actionUrl: '/projects/atlas',
      actionLabel: 'View Project',
    });
    await em.flush();
    const [item] = itemsOf(await new NotificationsClient(c).list());
    expect(item).toMatchObject({ title: 'Project created', read: false, actionUrl: '/projects/atlas', actionLabel: 'View Project' });
  });
});

describe('OpenAPI', () => {
  it('documents every notifications path', () => {
    const paths = buildOpenApiDocument('http://localhost').paths ?? {};
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/notifications', '/notifications/unread-count', '/notifications/{id}/read', '/notifications/read-all']));
    expect(Object.keys(paths['/notifications'] ?? {}).sort()).toEqual(['delete', 'get']);
  });
});
