import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Notification } from '../../modules/notifications/notification.entity.js';
import { User } from '../../modules/users/user.entity.js';
import { DEMO_ACCOUNT, seedDemoAccount } from './demo-account.js';

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

