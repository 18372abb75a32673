import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient, transports } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AdminAuditEntry } from './admin-audit.entity.js';
import { adminOps, runOp, signedIn } from './testing/admin-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe.each(transports)('admin operations over %s', (transport) => {
  it.each(adminOps().map((op) => [op.name, op] as const))('%s: anonymous callers get 401 UNAUTHENTICATED', async (_name, op) => {
    const out = await runOp(new AuthClient(t.app, transport), op);
    expect(out.ok).toBe(false);
    expect(out.code).toBe('UNAUTHENTICATED');
    if (transport === 'rest') expect(out.status).toBe(401);
    else expect(out.gqlCode).toBe('UNAUTHENTICATED');
  });

  it('non-admins get 403 FORBIDDEN for every operation, and nothing is done or audited', async () => {
    const { c } = await signedIn(t.app, t.db.orm, transport);
    const victim = await signedIn(t.app, t.db.orm, transport);
    for (const op of adminOps(victim.id)) {
      const out = await runOp(c, op);
      expect({ op: op.name, ok: out.ok, code: out.code }).toEqual({ op: op.name, ok: false, code: 'FORBIDDEN' });
      if (transport === 'rest') expect(out.status).toBe(403);
      else expect(out.gqlCode).toBe('FORBIDDEN');
    }
    expect((await victim.c.whoAmI()).ok).toBe(true);
    expect(await t.db.orm.em.fork().count(AdminAuditEntry, { targetId: victim.id })).toBe(0);
  });

  it('an administrator demoted to user loses access on the next request (the stored role counts)', async () => {
    const a = await signedIn(t.app, t.db.orm, transport, 'admin');
    const b = await signedIn(t.app, t.db.orm, transport, 'admin');
    expect((await runOp(a.c, adminOps()[0]!)).ok).toBe(true);
    expect((await b.admin.setRole(a.id, 'user')).ok).toBe(true);
    expect((await runOp(a.c, adminOps()[0]!)).code).toBe('FORBIDDEN');
  });
});
