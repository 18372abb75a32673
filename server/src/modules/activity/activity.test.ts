import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transports } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInClient } from '../../test/project-client.js';
import { User } from '../users/user.entity.js';
import { ActivityEvent } from './activity-event.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe.each(transports)('activity and usage over %s', (transport) => {
  it('stores a signal and ignores a flood of the same type for 10 seconds', async () => {
    const { c, userId } = await signedInClient(t.app, t.db.orm, transport);
    const project = await c.createProject({ name: 'Tracked' });
    const first = await c.track({ activity_type: 'PROJECT_CREATE', metadata: { entity_id: project.data.id, entity_type: 'project' } });
    expect(first).toMatchObject({ ok: true, data: { recorded: true } });
    if (transport === 'rest') expect(first.status).toBe(202);
    const burst = await Promise.all(Array.from({ length: 5 }, () => c.track({ activity_type: 'PROJECT_CREATE', metadata: { entity_id: null, entity_type: null } })));
    expect(burst.every((o) => o.ok && o.data.recorded === false)).toBe(true);
    // Another type is not held back by the first.
    expect((await c.track({ activity_type: 'USER_ACTIVE' })).data).toEqual({ recorded: true });
    const events = await t.db.orm.em.fork().find(ActivityEvent, { user: userId }, { orderBy: { createdAt: 'asc' } });
    expect(events.map((e) => [e.activityType, e.entityId, e.entityType])).toEqual([
      ['PROJECT_CREATE', project.data.id, 'project'],
      ['USER_ACTIVE', null, null],
    ]);
    // Once the window has passed, the type is recorded again.
    await t.db.orm.em.fork().nativeUpdate(ActivityEvent, { user: userId }, { createdAt: new Date(Date.now() - 11_000) });
    expect((await c.track({ activity_type: 'PROJECT_CREATE' })).data).toEqual({ recorded: true });
  });

  it.each([
    [{ activity_type: 'SLEEPING' }, 'activity_type must be one of: USER_ACTIVE, PROJECT_CREATE, DOCUMENT_CREATE'],
    [{ activity_type: 'USER_ACTIVE', metadata: { entity_id: 'not-a-uuid' } }, 'metadata.entity_id must be null or the id (UUID) of a project or document'],
    [{ activity_type: 'USER_ACTIVE', metadata: { entity_type: 'user' } }, "metadata.entity_type must be null, 'project' or 'document'"],
  ])('validates %j', async (input, message) => {
    const { c } = await signedInClient(t.app, t.db.orm, transport);
    const out = await c.track(input);
    expect(out).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', message });
    if (transport === 'rest') expect(out.status).toBe(400);
  });

  it('accepts only an entity that fits the signal and belongs to the caller', async () => {
    const { c, userId } = await signedInClient(t.app, t.db.orm, transport);
    const { c: other } = await signedInClient(t.app, t.db.orm, transport);
    const theirs = (await other.createProject({ name: 'Not yours' })).data.id as string;
    const mine = (await c.createProject({ name: 'Mine' })).data.id as string;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ activity_type: 'PROJECT_CREATE', metadata: { entity_id: theirs, entity_type: 'project' } }, 'PROJECT_NOT_FOUND', 'Project not found'],
      [{ activity_type: 'DOCUMENT_CREATE', metadata: { entity_id: mine, entity_type: 'document' } }, 'DOCUMENT_NOT_FOUND', 'Document not found'],
      [{ activity_type: 'USER_ACTIVE', metadata: { entity_id: mine, entity_type: 'project' } }, 'VALIDATION_FAILED', 'USER_ACTIVE carries no entity: metadata.entity_id and metadata.entity_type must be null'],
      [{ activity_type: 'PROJECT_CREATE', metadata: { entity_id: mine, entity_type: 'document' } }, 'VALIDATION_FAILED', "metadata.entity_type must be 'project' (or null) for PROJECT_CREATE"],
    ];
    for (const [input, code, message] of cases) expect(await c.track(input), JSON.stringify(input)).toMatchObject({ ok: false, code, message });
    expect(await t.db.orm.em.fork().count(ActivityEvent, { user: userId })).toBe(0);
    // The caller's own project, with the type left out, is recorded with the type it must have.
    expect((await c.track({ activity_type: 'PROJECT_CREATE', metadata: { entity_id: mine } })).data).toEqual({ recorded: true });
    const [event] = await t.db.orm.em.fork().find(ActivityEvent, { user: userId });
    expect([event?.entityId, event?.entityType]).toEqual([mine, 'project']);
  });

  it('reports usage: projects created, documents generated, last active and the plan', async () => {
    const { c, userId } = await signedInClient(t.app, t.db.orm, transport);
    const signIn = (await t.db.orm.em.fork().findOneOrFail(User, userId)).lastSignInAt;
    const before = await c.usage();
    expect(before.data).toEqual({ projectsCreated: 0, documentsGenerated: 0, lastActive: signIn?.toISOString() ?? null, maxProjects: 2, maxDocuments: 20, inputTokens: 0, outputTokens: 0 });
    await c.createProject({ name: 'One' });
    await c.track({ activity_type: 'USER_ACTIVE' });
    const event = await t.db.orm.em.fork().findOneOrFail(ActivityEvent, { user: userId });
    const after = await c.usage();
    expect(after.data).toMatchObject({ projectsCreated: 1, documentsGenerated: 0, lastActive: event.createdAt.toISOString() });
  });

  it('needs a signed-in caller', async () => {
    const { c } = await signedInClient(t.app, t.db.orm, transport);
    c.token = undefined;
    expect(await c.track({ activity_type: 'USER_ACTIVE' })).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await c.usage()).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
  });
});
