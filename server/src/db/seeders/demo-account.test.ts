import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Notification } from '../../modules/notifications/notification.entity.js';
import { User } from '../../modules/users/user.entity.js';
import { Document } from '../../modules/documents/document.entity.js';
import { Project } from '../../modules/projects/project.entity.js';
import { DEMO_ACCOUNT, seedDemo, seedDemoAccount } from './demo-account.js';
import { DEMO_PROJECT_BRIEF, seedDemoProject } from './demo-project.js';

describe('demo account seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates one confirmed account that can log in, and only once', async () => {
    expect(await seedDemoAccount(t.db.orm.em.fork())).toBe(true);
    expect(await seedDemoAccount(t.db.orm.em.fork())).toBe(false);
    expect(await t.db.orm.em.fork().count(User, { email: DEMO_ACCOUNT.email })).toBe(1);
    // The five sample notifications, once (the second seed run adds none).
    expect(await t.db.orm.em.fork().count(Notification, { user: { email: DEMO_ACCOUNT.email } })).toBe(5);
    const out = await new AuthClient(t.app, 'rest').logIn({ ...DEMO_ACCOUNT });
    expect(out.ok).toBe(true);
    expect(out.data.user).toMatchObject({ email: DEMO_ACCOUNT.email, name: 'Demo User' });
  });
});

describe('demo account: administrator in development only, with a generated sample project', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const demoUser = () => t.db.orm.em.fork().findOneOrFail(User, { email: DEMO_ACCOUNT.email });
  const dev = { NODE_ENV: 'development', ADMIN_EMAILS: [] as string[] };
  const prod = { NODE_ENV: 'production', ADMIN_EMAILS: [] as string[] };

  it('development, embedded database: an administrator who can open the admin area; restarts change nothing', async () => {
    expect(await seedDemo(t.db.orm.em.fork(), dev, 'embedded')).toBe('created');
    expect(await seedDemo(t.db.orm.em.fork(), dev, 'embedded')).toBe('exists');
    expect((await demoUser()).role).toBe('admin');
    const c = new AuthClient(t.app, 'rest');
    await c.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect((await c.rest('get', '/admin/overview')).status).toBe(200);
  });

  it('production: never an administrator; a demo admin left from development is demoted, unless ADMIN_EMAILS names it', async () => {
    expect(await seedDemo(t.db.orm.em.fork(), prod, 'embedded')).toBeNull();
    expect((await demoUser()).role).toBe('user');
    const c = new AuthClient(t.app, 'rest');
    await c.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect((await c.rest('get', '/admin/overview')).status).toBe(403);
    await t.db.orm.em.fork().nativeUpdate(User, { email: DEMO_ACCOUNT.email }, { role: 'admin' });
    expect(await seedDemo(t.db.orm.em.fork(), { ...prod, ADMIN_EMAILS: [DEMO_ACCOUNT.email] }, 'embedded')).toBeNull();
    expect((await demoUser()).role).toBe('admin');
    // External databases in development get no demo account at all.
    expect(await seedDemo(t.db.orm.em.fork(), dev, 'external')).toBeNull();
  });

  it('gets one project whose six documents the built-in generator writes; a second run adds nothing', async () => {
    const user = await demoUser();
    const ctx = () => ({ user: { id: user.id, role: user.role, sessionId: '' }, em: t.db.orm.em.fork(), deps: t.services });
    expect(await seedDemoProject(ctx())).toBe(true);
    expect(await seedDemoProject(ctx())).toBe(false);
    const projects = await t.db.orm.em.fork().find(Project, { user: user.id });
    expect(projects.map((p) => p.name)).toEqual([DEMO_PROJECT_BRIEF.projectName]);
    const deadline = Date.now() + 60_000;
    let docs: Document[] = [];
    while (Date.now() < deadline) {
      docs = await t.db.orm.em.fork().find(Document, { project: projects[0]!.id });
      if (docs.length === 6 && docs.every((d) => d.status === 'ready')) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(docs.map((d) => `${d.type}:${d.status}:${d.generator}`).sort()).toEqual(['prd', 'implementation_plan', 'feature_breakdown', 'user_flows', 'technical_architecture', 'roadmap'].map((type) => `${type}:ready:builtin`).sort());
  }, 90_000);
});
