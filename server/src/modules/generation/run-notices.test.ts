import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transports } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Notification } from '../notifications/notification.entity.js';
import { documentClient, type DocumentClient } from '../documents/testing/document-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const FOUR = { email: true, projectUpdates: true, marketingEmails: false, productNews: true };

async function setPerDocument(c: DocumentClient, value: boolean): Promise<boolean> {
  const out =
    c.transport === 'rest'
      ? await c.rest('put', '/users/notifications', { notificationPreferences: FOUR, perDocumentNotices: value })
      : await c.gql('mutation($input: NotificationPreferencesInput!, $per: Boolean) { updateNotificationPreferences(input: $input, perDocumentNotices: $per) { perDocumentNotices notificationPreferences { email } } }', { input: FOUR, per: value });
  expect(out.ok, JSON.stringify(out.body)).toBe(true);
  const data = out.data as Record<string, unknown>;
  const user = (c.transport === 'rest' ? data.data : data) as Record<string, unknown>;
  return (c.transport === 'rest' ? user.per_document_notices : user.perDocumentNotices) as boolean;
}

describe.each(transports)('in-app notices of a generation run over %s', (transport) => {
  const titles = async (userId: string) => (await t.db.orm.em.fork().find(Notification, { user: userId, title: { $like: '%ready' } }, { orderBy: { createdAt: 'asc' } })).map((n) => n.title);

  it('are one per run by default, and one per document, in correct grammar, for a user who asks for that', async () => {
    const { c, userId } = await documentClient(t.app, t.db.orm, transport);
    // The default, as the profile shows it.
    const profile = transport === 'rest' ? await c.rest('get', '/users/profile') : await c.gql('{ profile { perDocumentNotices } }');
    const shown = transport === 'rest' ? (profile.data.data as Record<string, unknown>).per_document_notices : profile.data.perDocumentNotices;
    expect(shown).toBe(false);

    const grouped = await c.projectWithBrief('Harbor Tally');
    expect((await c.generateAll(grouped)).ok).toBe(true);
    await c.settle(grouped);
    expect(await titles(userId)).toEqual(['6 documents of Harbor Tally are ready']);

    expect(await setPerDocument(c, true)).toBe(true);
    const each = await c.projectWithBrief('Quay Ledger');
    expect((await c.generateAll(each)).ok).toBe(true);
    await c.settle(each);
    const perDocument = (await titles(userId)).slice(1);
    expect(perDocument.sort()).toEqual(['Your PRD is ready', 'Your Implementation plan is ready', 'Your Feature breakdown is ready', 'Your User flows are ready', 'Your Technical architecture is ready', 'Your Roadmap is ready'].sort());

    // Saving the four e-mail preferences alone keeps the choice; switching back groups again.
    const kept =
      transport === 'rest'
        ? await c.rest('put', '/users/notifications', { notificationPreferences: FOUR })
        : await c.gql('mutation($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { perDocumentNotices } }', { input: FOUR });
    expect(transport === 'rest' ? (kept.data.data as Record<string, unknown>).per_document_notices : kept.data.perDocumentNotices).toBe(true);
    expect(await setPerDocument(c, false)).toBe(false);
    expect((await c.generate(each, 'prd')).ok).toBe(true);
    await c.settle(each);
    // A regeneration of the PRD marks the later documents stale (not regenerated): one document, one notice.
    expect((await titles(userId)).at(-1)).toBe('Your PRD is ready');
    expect(await titles(userId)).toHaveLength(8);
  });

  it('refuses a non-boolean choice with the preferences message', async () => {
    const { c } = await documentClient(t.app, t.db.orm, transport);
    if (transport === 'rest') {
      const bad = await c.rest('put', '/users/notifications', { notificationPreferences: FOUR, perDocumentNotices: 'yes' });
      expect(bad.status).toBe(400);
      expect(bad.code).toBe('VALIDATION_FAILED');
    } else {
      const bad = await c.gql('mutation($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input, perDocumentNotices: "yes") { id } }', { input: FOUR });
      expect(bad.ok).toBe(false);
    }
  });
});
