import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transports } from '../auth-client.js';
import { adminCases } from './admin-cases.js';
import { callsOver } from './calls.js';
import { snapshotUser } from './snapshot.js';
import { A_PROJECT, buildWorld, type World } from './world.js';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(async () => {
  await w.t.close();
});

const auditRowsOn = (id: string) => w.t.db.orm.em.fork().getConnection().execute('select id from admin_audit_entry where target_id = ?', [id]);

describe.each(transports)('admin operations over %s', (transport) => {
  it.each(callsOver(adminCases, transport))('%s is refused to A and B with FORBIDDEN, and changes nothing of A', async (_key, admin, call) => {
    const before = await snapshotUser(w.t, w.a.id);
    // A is refused even when the operation is aimed at A's own account, project or documents.
    for (const [who, actor] of [
      ['A', w.a],
      ['B', w.b],
    ] as const) {
      const out = await call.run(actor.as(transport), w.ids);
      expect({ who, op: admin.name, ok: out.ok, code: out.code }).toEqual({ who, op: admin.name, ok: false, code: 'FORBIDDEN' });
      if (transport === 'rest') expect(out.status).toBe(403);
      else expect(out.gqlCode).toBe('FORBIDDEN');
    }
    expect(await snapshotUser(w.t, w.a.id)).toEqual(before);
    expect(await auditRowsOn(w.a.id)).toEqual([]);
  });
});

it('the administrator gets answers from the read-only ones (so the refusals above are about the role)', async () => {
  for (const transport of transports) {
    const reads = callsOver(
      adminCases.filter((c) => c.readOnly),
      transport,
    );
    expect(reads.length).toBeGreaterThan(7);
    for (const [key, , call] of reads) {
      const out = await call.run(w.admin.as(transport), w.ids);
      expect({ key, ok: out.ok, code: out.code }).toEqual({ key, ok: true, code: undefined });
    }
  }
  // And the admin API, unlike the ordinary one, does show A's project to the administrator.
  const project = await callsOver(
    adminCases.filter((c) => c.name === 'open a project'),
    'rest',
  )[0]![2].run(w.admin.as('rest'), w.ids);
  expect(JSON.stringify(project.body)).toContain(A_PROJECT);
});
