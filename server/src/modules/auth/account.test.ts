import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient, transports, type Outcome } from '../../test/auth-client.js';
import { createUser, GOOD_PASSWORD, waitForDevMails } from '../../test/account-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { EmailToken } from './email-token.entity.js';
import { Identity } from '../users/identity.entity.js';
import { Session } from './session.entity.js';
import { User } from '../users/user.entity.js';

const NEW_PASSWORD = 'Fresh-Password-42';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe.each(transports)('credential changes over %s', (transport) => {
  const signedIn = async (seed: Parameters<typeof createUser>[1] = {}) => {
    const account = await createUser(t.db.orm, seed);
    const c = new AuthClient(t.app, transport);
    await c.signIn(account.email, GOOD_PASSWORD);
    return { ...account, c };
  };
  const expectError = (out: Outcome, code: string, message: string, http: number) => {
    expect(out).toMatchObject({ ok: false, code, message });
    if (transport === 'rest') expect(out.status).toBe(http);
  };

  it.each([
    ['', NEW_PASSWORD, 'Current password is required'],
    [GOOD_PASSWORD, '', 'New password is required'],
    [GOOD_PASSWORD, 'Short1!', 'Password must be at least 8 characters'],
    [GOOD_PASSWORD, GOOD_PASSWORD, 'New password must be different from current password'],
  ])('refuses a change from %j to %j: %s', async (current, next, message) => {
    const { c } = await signedIn();
    expectError(await c.changePassword(current, next), 'VALIDATION_FAILED', message, 400);
  });

  it('needs a signed-in caller', async () => {
    const c = new AuthClient(t.app, transport);
    expectError(await c.changePassword(GOOD_PASSWORD, NEW_PASSWORD), 'UNAUTHENTICATED', 'You must be logged in.', 401);
    expectError(await c.deleteAccount(GOOD_PASSWORD), 'UNAUTHENTICATED', 'You must be logged in.', 401);
  });

  it('refuses a wrong current password', async () => {
    const { c, email } = await signedIn();
    expectError(await c.changePassword('Not-The-Password-1', NEW_PASSWORD), 'WRONG_PASSWORD', 'Current password is incorrect', 400);
    expect((await new AuthClient(t.app, transport).logIn({ email, password: GOOD_PASSWORD })).ok).toBe(true);
  });

  it('locks the password checks after five wrong passwords in a row, across change and delete', async () => {
    const { c, user } = await signedIn();
    const wrong = (i: number) => (i % 2 === 0 ? c.deleteAccount(`Wrong-guess-${i}`) : c.changePassword(`Wrong-guess-${i}`, 'Another-Password-7'));
    for (let i = 0; i < 4; i += 1) expectError(await wrong(i), 'WRONG_PASSWORD', 'Current password is incorrect', 400);
    // The right password ends the streak.
    expect((await c.changePassword(GOOD_PASSWORD, NEW_PASSWORD)).ok).toBe(true);
    for (let i = 0; i < 4; i += 1) expectError(await wrong(i), 'WRONG_PASSWORD', 'Current password is incorrect', 400);
    expect((await c.changePassword(NEW_PASSWORD, GOOD_PASSWORD)).ok).toBe(true);
    for (let i = 0; i < 5; i += 1) expectError(await wrong(i), 'WRONG_PASSWORD', 'Current password is incorrect', 400);
    // Five in a row: even the right password is refused now, on both operations.
    const locked = await c.changePassword(GOOD_PASSWORD, NEW_PASSWORD);
    expectError(locked, 'RATE_LIMITED', 'Too many requests. Please try again later.', 429);
    if (transport === 'rest') expect(Number(locked.retryAfterHeader)).toBeGreaterThan(0);
    expectError(await c.deleteAccount(GOOD_PASSWORD), 'RATE_LIMITED', 'Too many requests. Please try again later.', 429);
    expect(await t.db.orm.em.fork().count(User, { id: user.id })).toBe(1);
  });

  it('changes the password, keeps this session, ends the others and notifies the owner', async () => {
    const { c, email } = await signedIn();
    const other = new AuthClient(t.app, transport);
    await other.signIn(email, GOOD_PASSWORD);

    const out = await c.changePassword(GOOD_PASSWORD, NEW_PASSWORD);
    expect(out).toMatchObject({ ok: true, message: 'Password updated successfully' });
    if (transport === 'rest') expect(out.body).toEqual({ status: 'success', message: 'Password updated successfully' });

    expect((await c.whoAmI()).ok).toBe(true);
    const otherMe = await other.whoAmI();
    expect(transport === 'rest' ? otherMe.status : otherMe.data.value).toBe(transport === 'rest' ? 401 : null);
    expect((await new AuthClient(t.app, transport).logIn({ email, password: GOOD_PASSWORD })).code).toBe('INVALID_CREDENTIALS');
    expect((await new AuthClient(t.app, transport).logIn({ email, password: NEW_PASSWORD })).ok).toBe(true);
    const [notice] = await waitForDevMails(t.db.orm, email);
    expect(notice?.subject).toBe('Your Specforge password was changed');
  });

  it('tells a Google-only account that it has no password yet', async () => {
    const { user, email } = await createUser(t.db.orm, { google: true });
    const c = new AuthClient(t.app, transport);
    await c.signIn(email, GOOD_PASSWORD);
    await t.db.orm.em.fork().nativeUpdate(User, { id: user.id }, { passwordHash: null });
    const out = await c.changePassword('anything-at-all', NEW_PASSWORD);
    expect(out).toMatchObject({ ok: false, code: 'PASSWORD_NOT_SET' });
    expect(out.message).toMatch(/signs in with Google/);
    expect((await c.deleteAccount('anything-at-all')).code).toBe('PASSWORD_NOT_SET');
  });

  it('deletes the account only with the right password, with everything it owns', async () => {
    const { c, user, email } = await signedIn();
    await new AuthClient(t.app, transport).recover(email); // leaves an e-mail token behind
    expectError(await c.deleteAccount(''), 'VALIDATION_FAILED', 'Password is required', 400);
    expectError(await c.deleteAccount('Not-The-Password-1'), 'WRONG_PASSWORD', 'Current password is incorrect', 400);

    const out = await c.deleteAccount(GOOD_PASSWORD);
    expect(out).toMatchObject({ ok: true, message: 'Account deleted successfully' });
    if (transport === 'rest') expect(out.body).toEqual({ status: 'success', message: 'Account deleted successfully' });
    expect(out.setCookies.find((l) => l.startsWith('sf_refresh='))).toMatch(/Expires=Thu, 01 Jan 1970/);

    const em = t.db.orm.em.fork();
    expect(await em.count(User, { id: user.id })).toBe(0);
    expect(await em.count(Identity, { user: user.id })).toBe(0);
    expect(await em.count(Session, { user: user.id })).toBe(0);
    expect(await em.count(EmailToken, { user: user.id })).toBe(0);
    const me = await c.whoAmI();
    expect(transport === 'rest' ? me.status : me.data.value).toBe(transport === 'rest' ? 401 : null);
    expect((await new AuthClient(t.app, transport).logIn({ email, password: GOOD_PASSWORD })).code).toBe('INVALID_CREDENTIALS');
  });
});

describe('DELETE /api/users/account', () => {
  it("answers 'Password is required' without the query parameter", async () => {
    const { email } = await createUser(t.db.orm);
    const c = new AuthClient(t.app, 'rest');
    await c.signIn(email, GOOD_PASSWORD);
    const out = await c.rest('delete', '/users/account');
    expect([out.status, out.body.code, out.body.message]).toEqual([400, 'VALIDATION_FAILED', 'Password is required']);
  });
});
