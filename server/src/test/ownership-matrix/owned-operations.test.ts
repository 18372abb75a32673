import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient, type Outcome, transports } from '../auth-client.js';
import { callsOver, missingIds } from './calls.js';
import { ownedCases } from './owned-cases.js';
import { snapshotUser, type Snapshot } from './snapshot.js';
import { serveSubscriptions, subscribeOnce, subscriptionFields } from './subscriptions.js';
import { buildWorld, type World } from './world.js';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(async () => {
  await w.t.close();
});

const MESSAGES = { PROJECT_NOT_FOUND: 'Project not found', DOCUMENT_NOT_FOUND: 'Document not found', NOTIFICATION_NOT_FOUND: 'Notification not found', TOKEN_NOT_FOUND: 'Token not found', COMMENT_NOT_FOUND: 'Comment not found' };

/** The transport's not-found answer: 404 with the code on REST, NOT_FOUND with the appCode on GraphQL. */
function expectNotFound(out: Outcome, code: keyof typeof MESSAGES, who: string) {
  expect({ who, ok: out.ok, code: out.code, message: out.message }).toEqual({ who, ok: false, code, message: MESSAGES[code] });
  if (out.gqlCode === undefined) expect(out.status, who).toBe(404);
  else expect(out.gqlCode, who).toBe('NOT_FOUND');
}

describe.each(transports)("another user's objects over %s", (transport) => {
  it.each(callsOver(ownedCases, transport))('%s answers not-found to B and to the admin, and changes nothing of A', async (_key, owned, call) => {
    const before = await snapshotUser(w.t, w.a.id);

    const stranger = await call.run(w.b.as(transport), w.ids);
    expectNotFound(stranger, owned.code, `B: ${owned.name}`);
    // Exactly the answer for ids that exist nowhere: nothing tells B that A's objects exist.
    const missing = await call.run(w.b.as(transport), missingIds(w.ids));
    expect([missing.code, missing.message, missing.status, missing.gqlCode]).toEqual([stranger.code, stranger.message, stranger.status, stranger.gqlCode]);
    // Nor does an id that is not even a UUID reach the database as one (no 500 from a cast).
    const malformed = await call.run(w.b.as(transport), {
      ...w.ids,
      projectId: 'not-a-uuid',
      documentId: 'not-a-uuid',
      roadmapId: 'not-a-uuid',
      notificationId: 'not-a-uuid',
      tokenId: 'not-a-uuid',
      memberId: 'not-a-uuid',
      shareLinkId: 'not-a-uuid',
      commentId: 'not-a-uuid',
    });
    expect(malformed.code).toBe(owned.malformedId ?? owned.code);
    // Administrators reach other people's data only through the admin API.
    expectNotFound(await call.run(w.admin.as(transport), w.ids), owned.code, `admin: ${owned.name}`);

    const after = await snapshotUser(w.t, w.a.id);
    expect(after).toEqual(before);
  });
});

describe.each(transports)("another user's objects through a personal access token over %s", (transport) => {
  it.each(callsOver(ownedCases, transport))("%s answers B's read-write token like a missing object, and changes nothing of A", async (_key, owned, call) => {
    const before = await snapshotUser(w.t, w.a.id);
    const agent = new AuthClient(w.t.app, transport);
    agent.token = w.b.patSecret;
    const out = await call.run(agent, w.ids);
    // Tokens never manage tokens: that refusal comes first, whoever's token is named.
    if (owned.code === 'TOKEN_NOT_FOUND') expect({ code: out.code, status: out.status }).toEqual({ code: 'TOKEN_NOT_ALLOWED', status: 403 });
    else expectNotFound(out, owned.code, `B's token: ${owned.name}`);
    expect(await snapshotUser(w.t, w.a.id)).toEqual(before);
  });
});

it("the snapshot sees a change to any of A's rows, direct or through the project (so the comparisons above can fail)", async () => {
  const conn = w.t.db.orm.em.fork().getConnection();
  const before = await snapshotUser(w.t, w.a.id);
  await conn.execute('update app_user set bio = bio || ? where id = ?', ['!', w.a.id]);
  const bioChanged = await snapshotUser(w.t, w.a.id);
  await conn.execute('update comment set body = body || ? where id = ?', ['!', w.ids.commentId]);
  const commentChanged = await snapshotUser(w.t, w.a.id);
  // Put A's data back as built for the other cases.
  await conn.execute('update app_user set bio = left(bio, -1) where id = ?', [w.a.id]);
  await conn.execute('update comment set body = left(body, -1) where id = ?', [w.ids.commentId]);
  expect(Object.keys(diff(before, bioChanged))).toEqual(['app_user']);
  expect(Object.keys(diff(bioChanged, commentChanged))).toEqual(['comment']);
  expect(await snapshotUser(w.t, w.a.id)).toEqual(before);
});

/** The tables whose rows differ between two snapshots. */
function diff(a: Snapshot, b: Snapshot): Snapshot {
  return Object.fromEntries(
    Object.keys(a)
      .filter((table) => JSON.stringify(a[table]) !== JSON.stringify(b[table]))
      .map((table) => [table, b[table]!]),
  );
}

it("the owner's own calls succeed on the same ids (so the refusals above are about ownership)", async () => {
  // Reads only: A's data must stay as built for the other cases.
  for (const transport of transports) {
    const a = w.a.as(transport);
    const reads = callsOver(ownedCases, transport).filter(([key]) => key.startsWith('GET ') || key.startsWith('Query.'));
    expect(reads.length).toBeGreaterThanOrEqual(10);
    for (const [key, , call] of reads) {
      const out = await call.run(a, w.ids);
      expect({ key, ok: out.ok, code: out.code }).toEqual({ key, ok: true, code: undefined });
    }
  }
});

describe.each(subscriptionFields)('%s (subscription)', (field) => {
  let subs: Awaited<ReturnType<typeof serveSubscriptions>>;
  beforeAll(async () => {
    subs = await serveSubscriptions(w.t);
  });
  afterAll(async () => {
    await subs.close();
  });

  it("refuses A's project to B and to the admin like a missing project, and anonymous callers", async () => {
    const notFound = [expect.objectContaining({ message: 'Project not found', extensions: expect.objectContaining({ code: 'NOT_FOUND', appCode: 'PROJECT_NOT_FOUND' }) })];
    const [b, admin, missing, anonymous] = await Promise.all([
      subscribeOnce(subs.url, w.b.token, w.ids.projectId, 5_000, field),
      subscribeOnce(subs.url, w.admin.token, w.ids.projectId, 5_000, field),
      subscribeOnce(subs.url, w.b.token, missingIds(w.ids).projectId, 5_000, field),
      subscribeOnce(subs.url, undefined, w.ids.projectId, 5_000, field),
    ]);
    expect(b).toEqual({ errors: notFound, events: 0 });
    expect(admin).toEqual({ errors: notFound, events: 0 });
    expect(missing).toEqual(b);
    expect(anonymous.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) })]);
  });

  it('stays open for the owner (the refusals above are not a broken connection)', async () => {
    const own = await subscribeOnce(subs.url, w.a.token, w.ids.projectId, 1_000, field);
    expect(own.errors).toEqual([{ message: 'the subscription was accepted (still open after the timeout)' }]);
    // Presence answers the owner's own arrival at once; the others wait for news.
    expect(own.events).toBe(field === 'projectPresence' ? 1 : 0);
  });
});
