import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForDevMails } from '../../test/account-factories.js';
import { transports, type Outcome } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Session } from '../auth/session.entity.js';
import { authenticateToken } from '../tokens/token.service.js';
import { Document } from '../documents/document.entity.js';
import { Project } from '../projects/project.entity.js';
import { User } from '../users/user.entity.js';
import { AdminAuditEntry } from './admin-audit.entity.js';
import { recordAudit } from './admin-audit.js';
import { payload, signedIn } from './testing/admin-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type UserRow = { id: string; email: string; role: string; disabledAt: string | null };
const DISABLED = 'This account has been disabled. Contact support.';

/** A request that needs a live session, per transport. */
const authedRequest = (o: Awaited<ReturnType<typeof signedIn>>): Promise<Outcome> => (o.c.transport === 'rest' ? o.c.rest('get', '/users/profile') : o.c.gql('{ usageStats { projectsCreated } }'));

const em = () => t.db.orm.em.fork();

describe.each(transports)('administration over %s', (transport) => {
  it('finds a user, disables them: sessions end, log-in and refresh are refused; enabling lets them back', async () => {
    const { admin, email: adminEmail, c: adminClient } = await signedIn(t.app, t.db.orm, transport, 'admin');
    const user = await signedIn(t.app, t.db.orm, transport);
    const refreshToken = (user.login.data.session as { refresh_token: string }).refresh_token;
    expect((await authedRequest(user)).ok).toBe(true);

    const found = payload<{ total: number; items: UserRow[] }>(await admin.users(user.email.toUpperCase()));
    expect(found.items.map((u) => u.id)).toEqual([user.id]);

    const disabled = payload<UserRow>(await admin.setDisabled(user.id, true));
    expect(disabled.disabledAt).not.toBeNull();

    const next = await authedRequest(user);
    expect(next).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    const login = await user.c.logIn({ email: user.email, password: user.password });
    expect(login).toMatchObject({ ok: false, code: 'ACCOUNT_DISABLED', message: DISABLED });
    if (transport === 'rest') expect(login.status).toBe(403);
    expect((await user.c.refresh(refreshToken)).ok).toBe(false);
    const sessions = await em().find(Session, { user: user.id });
    expect(sessions.every((s) => s.revokedAt && s.revokedReason === 'account_disabled')).toBe(true);

    const detail = payload<{ sessions: { active: boolean }[] }>(await admin.userDetail(user.id));
    expect(detail.sessions.length).toBeGreaterThan(0);
    expect(detail.sessions.every((s) => !s.active)).toBe(true);

    const audit = payload<{ items: { actorEmail: string; action: string; targetType: string }[] }>(await admin.audit(user.id));
    // Which credential made the change (the admin's session) and from which client address.
    expect(audit.items[0]).toMatchObject({ actorEmail: adminEmail, action: 'user.disable', targetType: 'user', credential: 'session', ip: adminClient.ip });

    expect(payload<UserRow>(await admin.setDisabled(user.id, false)).disabledAt).toBeNull();
    expect((await user.c.logIn({ email: user.email, password: user.password })).ok).toBe(true);
    const actions = payload<{ items: { action: string }[] }>(await admin.audit(user.id)).items.map((i) => i.action);
    expect(actions).toEqual(['user.enable', 'user.disable']);
  });

  it('refuses a refresh for a disabled account even if a session survived', async () => {
    const user = await signedIn(t.app, t.db.orm, transport);
    const refreshToken = (user.login.data.session as { refresh_token: string }).refresh_token;
    await em().nativeUpdate(User, { id: user.id }, { disabledAt: new Date() });
    expect(await user.c.refresh(refreshToken)).toMatchObject({ ok: false, code: 'ACCOUNT_DISABLED', message: DISABLED });
    expect((await authedRequest(user)).ok).toBe(false);
  });

  it('protects the last administrator and the caller themselves', async () => {
    const me = await signedIn(t.app, t.db.orm, transport, 'admin');
    // Only `me` stays an administrator in this database.
    await em().nativeUpdate(User, { id: { $ne: me.id }, role: 'admin' }, { role: 'user' });
    expect(await me.admin.setRole(me.id, 'user')).toMatchObject({ ok: false, code: 'LAST_ADMIN' });
    expect(await me.admin.setDisabled(me.id, true)).toMatchObject({ ok: false, code: 'ADMIN_SELF_ACTION' });
    expect(await me.admin.deleteUser(me.id)).toMatchObject({ ok: false, code: 'ADMIN_SELF_ACTION' });
    expect((await em().findOneOrFail(User, { id: me.id })).role).toBe('admin');

    const other = await signedIn(t.app, t.db.orm, transport);
    expect(payload<UserRow>(await me.admin.setRole(other.id, 'admin')).role).toBe('admin');
    // `other` can now act as an administrator; `me` may step down since another admin remains.
    expect(payload<UserRow>(await other.admin.setRole(me.id, 'user')).role).toBe('user');
    expect(await other.admin.setRole(other.id, 'user')).toMatchObject({ ok: false, code: 'LAST_ADMIN' });
    const audit = await em().find(AdminAuditEntry, { action: 'user.role', targetId: { $in: [me.id, other.id] } }, { orderBy: { createdAt: 'asc' } });
    expect(audit.map((a) => [a.targetId, a.details.to])).toEqual([
      [other.id, 'admin'],
      [me.id, 'user'],
    ]);
  });

  it('sends a password-reset e-mail and deletes a user (the audit entry outlives them)', async () => {
    const { admin } = await signedIn(t.app, t.db.orm, transport, 'admin');
    const user = await signedIn(t.app, t.db.orm, transport);
    expect((await admin.sendReset(user.id)).ok).toBe(true);
    const [mail] = await waitForDevMails(t.db.orm, user.email);
    expect(mail?.text).toContain('/reset-password?token=');

    expect((await admin.deleteUser(user.id)).ok).toBe(true);
    expect(await em().findOne(User, { id: user.id })).toBeNull();
    expect((await admin.userDetail(user.id)).code).toBe('USER_NOT_FOUND');
    const entries = await em().find(AdminAuditEntry, { targetId: user.id }, { orderBy: { createdAt: 'asc' } });
    expect(entries.map((e) => e.action)).toEqual(['user.password_reset', 'user.delete']);
    expect(entries[1]?.details.email).toBe(user.email);
  });

  it("lists jobs by status and cancels one with the owner's rules; retry refuses a ready document", async () => {
    const { admin } = await signedIn(t.app, t.db.orm, transport, 'admin');
    const owner = await signedIn(t.app, t.db.orm, transport);
    const e = em();
    const project = e.create(Project, { user: owner.id, name: `Jobs ${transport}` });
    const queued = e.create(Document, { project, type: 'prd', status: 'queued' });
    const ready = e.create(Document, { project, type: 'user_flows', status: 'ready', version: 1 });
    await e.flush();

    const list = payload<{ items: { id: string; ownerEmail: string }[] }>(await admin.jobs('queued'));
    expect(list.items.find((j) => j.id === queued.id)?.ownerEmail).toBe(owner.email);
    expect(list.items.some((j) => j.id === ready.id)).toBe(false);

    expect(payload<{ status: string }>(await admin.cancelJob(queued.id)).status).toBe('cancelled');
    expect(await admin.retryJob(ready.id)).toMatchObject({ ok: false, code: 'GENERATION_NOT_RETRYABLE' });
    expect(await admin.cancelJob(ready.id)).toMatchObject({ ok: false, code: 'GENERATION_NOT_ACTIVE' });
    const entries = await em().find(AdminAuditEntry, { targetId: queued.id });
    expect(entries.map((x) => [x.action, x.credential, x.ip])).toEqual([['job.cancel', 'session', admin.c.ip]]);
  });

  it("names a personal access token by its stored prefix, never its secret, and keeps the entry's client address", async () => {
    const me = await signedIn(t.app, t.db.orm, transport, 'admin');
    const target = await signedIn(t.app, t.db.orm, transport);
    const created = payload<{ token: string; item: { prefix: string } }>(await me.c.rest('post', '/users/tokens', { name: 'ops script', scope: 'read-write' }));
    // The token authenticator hands the prefix on with the caller, as every transport receives it.
    const caller = await authenticateToken(em(), created.token, t.services.auth.limits);
    expect(caller.token?.prefix).toBe(created.item.prefix);
    // Transports refuse tokens on the administration today; the entry still says which one acted
    // should a service record an admin change under one.
    const e = em();
    await recordAudit(e, { user: caller, client: { ip: '203.0.113.9' } }, 'user.password_reset', { type: 'user', id: target.id });
    await e.flush();
    const listed = payload<{ items: { credential: string; ip: string }[] }>(await me.admin.audit(target.id));
    expect(listed.items[0]).toMatchObject({ credential: `token:${created.item.prefix}`, ip: '203.0.113.9' });
    expect(JSON.stringify(listed)).not.toContain(created.token);
  });

  it('gives overview figures that match the database', async () => {
    const { admin } = await signedIn(t.app, t.db.orm, transport, 'admin');
    const o = payload<{ users: number; projects: number; signupsPerDay: { count: number }[]; jobsByStatus: { count: number }[] }>(await admin.overview());
    expect(o.users).toBe(await em().count(User));
    expect(o.projects).toBe(await em().count(Project));
    expect(o.signupsPerDay).toHaveLength(7);
    expect(o.signupsPerDay.reduce((s, d) => s + d.count, 0)).toBe(await em().count(User));
    expect(o.jobsByStatus.reduce((s, d) => s + d.count, 0)).toBe(await em().count(Document));
  });
});
