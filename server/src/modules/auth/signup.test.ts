import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient, transports } from '../../test/auth-client.js';
import { createUser, GOOD_PASSWORD, tokenFromText, uniqueEmail } from '../../test/account-factories.js';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { User } from '../users/user.entity.js';
import { EmailToken } from './email-token.entity.js';
import { Identity } from '../users/identity.entity.js';

const SUCCESS = 'Account created successfully. Please check your email to verify your account before logging in.';
const ADMIN = 'boss@example.test';

let t: TestApp;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url, ADMIN_EMAILS: ADMIN, APP_URL: 'http://app.example.test' });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const verify = (token: string) => request(t.app).get('/api/auth/verify').query({ token });

describe.each(transports)('sign-up over %s', (transport) => {
  const client = () => new AuthClient(t.app, transport);

  it.each([
    [{ name: 'Ada', password: GOOD_PASSWORD }, 'Email and password are required', 'email'],
    [{ name: 'Ada', email: 'ada@example.test', password: '' }, 'Email and password are required', 'password'],
    [{ name: ' ', email: 'ada@example.test', password: GOOD_PASSWORD }, 'Name is required', 'name'],
    [{ name: 'Ada', email: 'not-an-email', password: GOOD_PASSWORD }, 'Please enter a valid email address', 'email'],
    [{ name: 'Ada', email: 'ada@example.test', password: 'Short1!' }, 'Password must be at least 8 characters', 'password'],
  ])('refuses %j: %s', async (input, message, field) => {
    const payload = transport === 'graphql' ? Object.assign({ name: '', email: '', password: '' }, input) : input;
    const out = await client().signUp(payload);
    expect(out).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', message });
    if (transport === 'rest') {
      expect(out.status).toBe(400);
      expect(out.body).toMatchObject({ status: 'error', success: false, code: 'VALIDATION_FAILED', message });
      expect(out.body.errors).toContainEqual({ field, message });
    } else {
      expect(out.gqlCode).toBe('BAD_USER_INPUT');
    }
  });

  it('creates an unconfirmed account, mails a single-use link that confirms it, then logs in', async () => {
    const c = client();
    const email = uniqueEmail('new');
    const out = await c.signUp({ name: '  Ada   King Lovelace ', email: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(out.ok).toBe(true);
    expect(out.data).toEqual({ success: true, message: SUCCESS });
    if (transport === 'rest') expect(out.body).toEqual({ success: true, message: SUCCESS });

    const em = t.db.orm.em.fork();
    const user = await em.findOneOrFail(User, { email });
    expect([user.firstName, user.lastName, user.role, user.emailConfirmedAt]).toEqual(['Ada', 'King Lovelace', 'user', null]);
    expect(await em.count(Identity, { user, provider: 'email', providerUserId: email })).toBe(1);

    const mail = await inbox.waitFor(email, /Verify your email/);
    expect(mail.subject).toBe('Verify your email address for Specforge');
    expect(mail.from).toBe('no-reply@specforge.local');
    expect(mail.html).toContain('Ada King Lovelace');
    expect(mail.text).toMatch(/http:\/\/app\.example\.test\/api\/auth\/verify\?token=[\w-]{43}/);
    const token = tokenFromText(mail.text, '/api/auth/verify');
    const stored = await em.findOneOrFail(EmailToken, { user, purpose: 'verify_email' });
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const early = await c.logIn({ email, password: GOOD_PASSWORD });
    expect(early).toMatchObject({ ok: false, code: 'EMAIL_NOT_CONFIRMED' });
    expect(early.message).toBe('Please verify your email address before logging in. Check your inbox for the link, or send a new one.');
    if (transport === 'rest') expect(early.status).toBe(403);
    else expect(early.gqlCode).toBe('FORBIDDEN');

    const first = await verify(token);
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe('/auth?verified=1');
    const again = await verify(token);
    expect(again.headers.location).toBe('/auth?verify_error=used');

    await em.refresh(user);
    expect(user.emailConfirmedAt).toBeInstanceOf(Date);
    expect((await c.logIn({ email: email.toUpperCase(), password: GOOD_PASSWORD })).ok).toBe(true);
  });

  it('answers an existing e-mail exactly like a new one and mails the owner instead', async () => {
    const { email } = await createUser(t.db.orm);
    const fresh = uniqueEmail('fresh');
    const known = await client().signUp({ name: 'Mallory', email, password: 'Other-Password-1' });
    const unknown = await client().signUp({ name: 'Mallory', email: fresh, password: 'Other-Password-1' });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(known.data).toEqual({ success: true, message: SUCCESS });

    const notice = await inbox.waitFor(email, /already have/);
    expect(notice.subject).toBe('You already have a Specforge account');
    expect(notice.text).toContain('http://app.example.test/auth');
    expect(notice.text).toContain('http://app.example.test/reset-password');
    expect(inbox.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
    // The stranger's password was not applied.
    expect((await client().logIn({ email, password: 'Other-Password-1' })).code).toBe('INVALID_CREDENTIALS');
    expect((await client().logIn({ email, password: GOOD_PASSWORD })).ok).toBe(true);
  });

  it('sends a repeated sign-up of an unconfirmed account a fresh verification link', async () => {
    const { email } = await createUser(t.db.orm, { confirmed: false });
    expect((await client().signUp({ name: 'Again', email, password: GOOD_PASSWORD })).ok).toBe(true);
    const mail = await inbox.waitFor(email, /Verify your email/);
    expect((await verify(tokenFromText(mail.text, '/api/auth/verify'))).headers.location).toBe('/auth?verified=1');
  });

  it('makes the e-mails of ADMIN_EMAILS administrators', async () => {
    const email = transport === 'rest' ? ADMIN : 'BOSS@example.test';
    await t.db.orm.em.fork().nativeDelete(User, { email: ADMIN });
    expect((await client().signUp({ name: 'Boss', email, password: GOOD_PASSWORD })).ok).toBe(true);
    expect((await t.db.orm.em.fork().findOneOrFail(User, { email: ADMIN })).role).toBe('admin');
  });

  it('resends a verification link only to unconfirmed accounts, always with the same answer', async () => {
    const message = 'If an account needs verifying, we have sent a new link.';
    const unconfirmed = await createUser(t.db.orm, { confirmed: false });
    const confirmed = await createUser(t.db.orm);
    for (const email of [unconfirmed.email, confirmed.email, uniqueEmail('nobody')]) {
      const out = await client().resend(email);
      expect(out).toMatchObject({ ok: true, message });
      if (transport === 'rest') expect(out.body).toEqual({ status: 'success', message });
    }
    const mail = await inbox.waitFor(unconfirmed.email, /Verify/);
    expect((await verify(tokenFromText(mail.text, '/api/auth/verify'))).headers.location).toBe('/auth?verified=1');
    await new Promise((r) => setTimeout(r, 100));
    expect(inbox.mails.some((m) => m.to.includes(confirmed.email))).toBe(false);
    expect(await client().resend('')).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', message: 'Email is required' });
  });
});

describe('GET /api/auth/verify', () => {
  it('explains expired, unknown and missing links', async () => {
    const c = new AuthClient(t.app, 'rest');
    const email = uniqueEmail('late');
    await c.signUp({ name: 'Late', email, password: GOOD_PASSWORD });
    const token = tokenFromText((await inbox.waitFor(email)).text, '/api/auth/verify');
    await t.db.orm.em.fork().nativeUpdate(EmailToken, { purpose: 'verify_email' }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await verify(token)).headers.location).toBe('/auth?verify_error=expired');
    expect((await verify('x'.repeat(43))).headers.location).toBe('/auth?verify_error=invalid');
    const missing = await request(t.app).get('/api/auth/verify');
    expect([missing.status, missing.headers.location]).toEqual([302, '/auth?verify_error=invalid']);
    const user = await t.db.orm.em.fork().findOneOrFail(User, { email });
    expect(user.emailConfirmedAt).toBeNull();
  });
});
