import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { parseEnv } from '../../config/env.js';
import { AuthClient } from '../../test/auth-client.js';
import { GOOD_PASSWORD, tokenFromText, uniqueEmail, waitForDevMails } from '../../test/account-factories.js';
import { startSmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { isLoopbackAddress } from './dev-mailbox.routes.js';
import { MailMessage } from './mail-message.entity.js';
import { createMailer, mailModeOf } from './mail.service.js';
import { verifyEmailMail } from './mail.templates.js';

function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

describe('dev mailbox (no SMTP_URL, outside production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: 'http://localhost:5173' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps mails and lists them newest first, as HTML with clickable links and as JSON', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    const c = new AuthClient(t.app, 'rest');
    await c.signUp({ name: 'First <b>One</b>', email: first, password: GOOD_PASSWORD });
    await waitForDevMails(t.db.orm, first);
    await c.signUp({ name: 'Second', email: second, password: GOOD_PASSWORD });
    const [mail] = await waitForDevMails(t.db.orm, second);

    const list = await request(t.app).get('/dev/mailbox');
    expect(list.status).toBe(200);
    expect(list.headers['content-type']).toMatch(/text\/html/);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.text.indexOf(second)).toBeGreaterThan(0);
    expect(list.text.indexOf(second)).toBeLessThan(list.text.indexOf(first));
    expect(list.text).toContain(`href="/dev/mailbox/${mail?.id}"`);

    const shown = await request(t.app).get(`/dev/mailbox/${mail?.id}`);
    const token = tokenFromText(mail?.text ?? '', '/api/auth/verify');
    expect(shown.status).toBe(200);
    expect(shown.text).toContain(`<a href="http://localhost:5173/api/auth/verify?token=${token}">`);
    expect(shown.text).toContain('Verify your email address for Specforge');
    expect(shown.text).toContain('sandbox=');

    const json = await request(t.app).get('/dev/mailbox').set('Accept', 'application/json');
    expect(json.body.messages[0]).toMatchObject({ to: second, subject: 'Verify your email address for Specforge' });
    expect(json.body.messages[0].links).toContain(`http://localhost:5173/api/auth/verify?token=${token}`);
    expect((await request(t.app).get('/api/auth/verify').query({ token })).headers.location).toBe('/auth?verified=1');

    // The user's own text is escaped in the mail's HTML.
    const [firstMail] = await waitForDevMails(t.db.orm, first);
    expect(firstMail?.html).toContain('First &#60;b&#62;One&#60;/b&#62;');
    expect(firstMail?.html).not.toContain('<b>One</b>');
  });

  it('answers 404 for unknown mails', async () => {
    expect((await request(t.app).get('/dev/mailbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await request(t.app).get('/dev/mailbox/not-a-uuid')).status).toBe(404);
  });

  it('shows the mailbox only to this machine: a request from another address gets 404', async () => {
    // A client on another address: this machine's own network address (needs one, as any CI host has).
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    expect(external, 'a non-loopback IPv4 address on this machine').toBeDefined();
    const server = createServer(t.app).listen(0, '0.0.0.0');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const remote = await fetch(`http://${external}:${port}/dev/mailbox`, { headers: { accept: 'application/json' } });
      expect(remote.status).toBe(404);
      expect(await remote.text()).toBe('Not found');
      const local = await fetch(`http://127.0.0.1:${port}/dev/mailbox`, { headers: { accept: 'application/json' } });
      expect(local.status).toBe(200);
    } finally {
      server.close();
    }
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(isLoopbackAddress)).toEqual([true, true, true, true]);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', 'fe80::1', '', undefined].map(isLoopbackAddress)).toEqual([false, false, false, false, false, false]);
  });

  it('refuses with 403 a Host that is neither this app nor this machine (a DNS-rebinding page)', async () => {
    // A page on evil.example that rebinds its name to 127.0.0.1 reaches us from this machine.
    for (const host of ['evil.example:3000', 'evil.example', 'localhost.evil.example:5173', 'localhost:5173.evil.example']) {
      const res = await request(t.app).get('/dev/mailbox').set('Host', host).set('Accept', 'application/json');
      expect({ host, status: res.status }).toEqual({ host, status: 403 });
      expect(res.text).not.toContain('messages');
    }
    expect((await request(t.app).get('/dev/mailbox/00000000-0000-4000-8000-000000000000').set('Host', 'evil.example')).status).toBe(403);
    // APP_URL's host and loopback names on any port still open it.
    for (const host of ['localhost:5173', '127.0.0.1:4000', 'localhost', '[::1]:3000']) {
      expect((await request(t.app).get('/dev/mailbox').set('Host', host)).status, host).toBe(200);
    }
  });

  it('logs the links of each stored mail (development only)', async () => {
    const { logger, lines } = captureLogger();
    const mailer = createMailer({ env: { ...t.env, SMTP_URL: undefined }, logger, orm: t.db.orm });
    const to = uniqueEmail('logged');
    await mailer.send({ to, ...verifyEmailMail({ name: 'Log', link: 'http://localhost:5173/api/auth/verify?token=abc' }) });
    const line = lines.find((l) => l.msg === 'dev mail stored (no SMTP_URL): open the dev mailbox');
    expect(line).toMatchObject({
      level: 30,
      links: ['http://localhost:5173/api/auth/verify?token=abc'],
      mailbox: 'http://localhost:5173/dev/mailbox',
    });
    expect(await t.db.orm.em.fork().count(MailMessage, { to })).toBe(1);
  });
});

describe('production without SMTP_URL', () => {
  it('warns at start, drops mails and has no mailbox (404, not the single-page app)', async () => {
    expect(mailModeOf({ NODE_ENV: 'production', SMTP_URL: undefined })).toBe('disabled');
    const { logger, lines } = captureLogger();
    const t = await createTestApp({ NODE_ENV: 'production' });
    const clientDir = await mkdtemp(path.join(os.tmpdir(), 'specforge-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>spa</title>');
    const prod = await createApp({ env: t.env, logger, orm: t.db.orm, clientDir });
    try {
      expect(lines.some((l) => l.level === 40 && String(l.msg).includes('SMTP_URL is not set'))).toBe(true);
      for (const p of ['/dev/mailbox', '/dev/mailbox/00000000-0000-4000-8000-000000000000']) {
        const res = await request(prod.app).get(p);
        expect([p, res.status, res.text]).toEqual([p, 404, 'Not found']);
      }
      expect((await request(prod.app).get('/profile')).text).toContain('<title>spa</title>');

      const email = uniqueEmail('prod');
      expect((await new AuthClient(prod.app, 'rest').signUp({ name: 'P', email, password: GOOD_PASSWORD })).ok).toBe(true);
      await new Promise((r) => setTimeout(r, 100));
      expect(await t.db.orm.em.fork().count(MailMessage, {})).toBe(0);
    } finally {
      await prod.stop();
      await t.close();
      await rm(clientDir, { recursive: true, force: true });
    }
  });
});

describe('with SMTP_URL', () => {
  it('sends through SMTP from MAIL_FROM and keeps nothing locally (no mailbox)', async () => {
    const inbox = await startSmtpInbox();
    const t = await createTestApp({ SMTP_URL: inbox.url, MAIL_FROM: 'Specforge Test <hello@specforge.example.test>' });
    try {
      const email = uniqueEmail('smtp');
      await new AuthClient(t.app, 'rest').signUp({ name: 'Smtp', email, password: GOOD_PASSWORD });
      const mail = await inbox.waitFor(email);
      expect(mail.from).toBe('hello@specforge.example.test');
      expect(mail.raw).toMatch(/^From: Specforge Test <hello@specforge\.example\.test>/m);
      expect(mail.text).toContain('Verify email address: http://localhost:3000/api/auth/verify?token=');
      expect(mail.html).toContain('<a href="http://localhost:3000/api/auth/verify?token=');
      expect(await t.db.orm.em.fork().count(MailMessage, {})).toBe(0);
      expect((await request(t.app).get('/dev/mailbox')).status).toBe(404);
    } finally {
      await t.close();
      await inbox.close();
    }
  });
});

describe('parseEnv for mail', () => {
  it('defaults MAIL_FROM', () => {
    expect(parseEnv({}).MAIL_FROM).toBe('Specforge <no-reply@specforge.local>');
  });
});
