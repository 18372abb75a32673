import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Outcome, transports } from '../auth-client.js';
import { callsOver, gql, rest } from './calls.js';
import { payloadOf, selfCases } from './self-cases.js';
import { snapshotUser } from './snapshot.js';
import { buildWorld, signUpActor, type Actor, type World } from './world.js';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(async () => {
  await w.t.close();
});

/** Which of A's ids, e-mail or project name an answer carries. */
const leaksOf = (out: Outcome) => {
  const text = JSON.stringify(out.body);
  return w.markers.filter((m) => text.includes(m));
};

// B is an ordinary user; the administrator's ordinary operations must be just as private.
const callers: ['B' | 'admin', () => Actor][] = [
  ['B', () => w.b],
  ['admin', () => w.admin],
];

describe.each(transports)('own data over %s', (transport) => {
  describe.each(callers)('called by %s', (_who, caller) => {
    it.each(callsOver(selfCases, transport))('%s acts on the caller only: A unchanged and absent from the answer', async (_key, self, call) => {
      const me = self.fresh ? await signUpActor(w.t) : caller();
      const before = await snapshotUser(w.t, w.a.id);

      const out = await call.run(me.as(transport), w.ids);
      expect({ ok: out.ok, code: out.code, message: out.ok ? undefined : out.message }).toEqual({ ok: true, code: undefined, message: undefined });
      expect(leaksOf(out)).toEqual([]);
      self.verify?.(payloadOf(out), me);
      await self.effect?.(w.t, me);

      const after = await snapshotUser(w.t, w.a.id);
      expect(after).toEqual(before);
    });
  });
});

it("the leak check sees A's data in A's own answers (so an empty list above means something)", async () => {
  for (const transport of transports) {
    const a = w.a.as(transport);
    const projects = await (transport === 'rest' ? rest('GET /api/projects') : gql('Query', '{ projects { nodes { id name } } }')).run(a, w.ids);
    expect(leaksOf(projects)).toEqual(expect.arrayContaining([w.ids.projectId]));
    const notifications = await (transport === 'rest' ? rest('GET /api/notifications') : gql('Query', '{ notifications { items { id } } }')).run(a, w.ids);
    expect(leaksOf(notifications)).toEqual(expect.arrayContaining([w.ids.notificationId]));
    const me = await (transport === 'rest' ? rest('GET /api/auth/session') : gql('Query', '{ me { id email } }')).run(a, w.ids);
    expect(leaksOf(me)).toEqual(expect.arrayContaining([w.a.id, w.a.email]));
  }
});

it("a snapshot of A's rows changes when A's data does (so equal snapshots above mean something)", async () => {
  const before = await snapshotUser(w.t, w.a.id);
  // The last check of the file: A's own write may change A's rows now.
  const read = await rest('POST /api/notifications/{id}/read', (i) => ({ id: i.notificationId })).run(w.a.as('rest'), w.ids);
  expect(read.ok).toBe(true);
  expect(await snapshotUser(w.t, w.a.id)).not.toEqual(before);
});
