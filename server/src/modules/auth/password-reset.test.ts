import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient, transports, type Outcome } from '../../test/auth-client.js';
import { createUser, GOOD_PASSWORD, tokenFromText, uniqueEmail } from '../../test/account-factories.js';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { User } from '../users/user.entity.js';
import { EmailToken } from './email-token.entity.js';
import { Identity } from '../users/identity.entity.js';

const SENT = "We've sent a password reset link to your email address. Please check your inbox and follow the instructions.";
const DONE = 'Your password has been reset successfully. You can now log in with your new password.';
const BAD_LINK = 'Could not reset password. The link may have expired.';
const NEW_PASSWORD = 'Brand-New-Secret-7';

let t: TestApp;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url, APP_URL: 'https://specforge.example.test' });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

describe.each(transports)('password reset over %s', (transport) => {
  const client = () => new AuthClient(t.app, transport);
  const mailedToken = async (email: string) => {
    const mail = await inbox.waitFor(email, /Reset your Specforge password/);
    return tokenFromText(mail.text, '/reset-password');
  };
  const expectBadLink = (out: Outcome) => {
    expect(out).toMatchObject({ ok: false, code: 'RESET_TOKEN_INVALID', message: BAD_LINK });
    if (transport === 'rest') expect([out.status, out.body]).toEqual([400, { status: 'error', code: 'RESET_TOKEN_INVALID', message: BAD_LINK }]);
    else expect(out.gqlCode).toBe('BAD_USER_INPUT');
  };

  it('answers known and unknown e-mails identically and mails only the known one', async () => {
    const { email } = await createUser(t.db.orm);
    const ghost = uniqueEmail('ghost');
    const known = await client().recover(email.toUpperCase());
    const unknown = await client().recover(ghost);
    expect(known).toMatchObject({ ok: true, message: SENT, status: unknown.status });
    expect(known.body).toEqual(unknown.body);
    if (transport === 'rest') expect(known.body).toEqual({ status: 'success', message: SENT });

    const mail = await inbox.waitFor(email, /Reset/);
    expect(mail.subject).toBe('Reset your Specforge password');
    expect(mail.text).toMatch(/https:\/\/specforge\.example\.test\/reset-password\?token=[\w-]{43}/);
    expect(mail.html).toContain('https://specforge.example.test/reset-password?token=');
    await new Promise((r) => setTimeout(r, 100));
    expect(inbox.mails.some((m) => m.to.includes(ghost))).toBe(false);
  });

  it.each([
    ['', 'Email is required'],
    ['not-an-email', 'Please enter a valid email address'],
  ])('refuses the recovery e-mail %j', async (email, message) => {
    expect(await client().recover(email)).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', message });
  });

  it('resets once: new password works, old does not, every session ends, the e-mail counts as confirmed', async () => {
    const { user, email } = await createUser(t.db.orm, { confirmed: false });
    await t.db.orm.em.fork().nativeUpdate(User, { id: user.id }, { emailConfirmedAt: new Date() });
    const device = client();
    const login = await device.signIn(email, GOOD_PASSWORD);
    await t.db.orm.em.fork().nativeUpdate(User, { id: user.id }, { emailConfirmedAt: null });

    await client().recover(email);
    const token = await mailedToken(email);
    const stored = await t.db.orm.em.fork().findOneOrFail(EmailToken, { user: user.id, purpose: 'reset_password' });
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(3_500_000);

    const out = await client().reset(token, NEW_PASSWORD);
    expect(out).toMatchObject({ ok: true, message: DONE });
    if (transport === 'rest') expect(out.body).toEqual({ status: 'success', message: DONE });

    expect((await client().logIn({ email, password: GOOD_PASSWORD })).code).toBe('INVALID_CREDENTIALS');
    expect((await client().logIn({ email, password: NEW_PASSWORD })).ok).toBe(true);
    expect((await t.db.orm.em.fork().findOneOrFail(User, { id: user.id })).emailConfirmedAt).toBeInstanceOf(Date);
    const me = await device.whoAmI();
    expect(transport === 'rest' ? me.status : me.data.value).toBe(transport === 'rest' ? 401 : null);
    expect((await device.refresh((login.data.session as { refresh_token: string }).refresh_token)).code).toBe('INVALID_REFRESH_TOKEN');

    expectBadLink(await client().reset(token, 'Another-Secret-8'));
    expect((await client().logIn({ email, password: NEW_PASSWORD })).ok).toBe(true);
  });

  it('refuses expired, unknown and missing links, and earlier links once one was used', async () => {
    const { user, email } = await createUser(t.db.orm);
    await client().recover(email);
    const expired = await mailedToken(email);
    await t.db.orm.em.fork().nativeUpdate(EmailToken, { user: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    expectBadLink(await client().reset(expired, NEW_PASSWORD));
    expectBadLink(await client().reset('nope'.repeat(11), NEW_PASSWORD));
    expectBadLink(await client().reset('', NEW_PASSWORD));

    inbox.mails.length = 0;
    await client().recover(email);
    const older = await mailedToken(email);
    inbox.mails.length = 0;
    await client().recover(email);
    const newer = await mailedToken(email);
    expect((await client().reset(newer, NEW_PASSWORD)).ok).toBe(true);
    expectBadLink(await client().reset(older, 'Another-Secret-8'));
  });

  it('checks the new password first, without using up the link', async () => {
    const { email } = await createUser(t.db.orm);
    inbox.mails.length = 0;
    await client().recover(email);
    const token = await mailedToken(email);
    expect(await client().reset(token, '')).toMatchObject({ code: 'VALIDATION_FAILED', message: 'New password is required' });
    expect(await client().reset(token, 'short')).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password must be at least 8 characters',
    });
    expect((await client().reset(token, NEW_PASSWORD)).ok).toBe(true);
  });

  it('lets a Google-only account set a password (and sign in with e-mail from then on)', async () => {
    const { user, email } = await createUser(t.db.orm, { password: null, google: true });
    await client().recover(email);
    expect((await client().reset(await mailedToken(email), NEW_PASSWORD)).ok).toBe(true);
    expect((await client().logIn({ email, password: NEW_PASSWORD })).ok).toBe(true);
    const providers = (await t.db.orm.em.fork().find(Identity, { user: user.id })).map((i) => i.provider).sort();
    expect(providers).toEqual(['email', 'google']);
  });
});
