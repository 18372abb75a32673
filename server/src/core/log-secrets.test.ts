import { afterAll, beforeAll, expect, it } from 'vitest';
import { tokenFromText, uniqueEmail } from '../test/account-factories.js';
import { spawnServer, type SpawnedServer } from '../test/spawn-server.js';
import { startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

/**
 * The real server in production mode, logging at debug level, taken through every path that
 * handles a credential: sign-up, the verification link, log-in (right and wrong), GraphQL with
 * passwords in variables, refresh, password reset by mail, password change, account deletion.
 * Then every line it printed is read: no password, token, link or e-mail address may be there.
 */
/** The parts of the account answers this test reads (log-in and refresh; others are not read). */
interface AnswerJson {
  token?: string;
  session?: { access_token?: string; refresh_token?: string };
}

let db: TestDatabase;
let inbox: SmtpInbox;
let server: SpawnedServer | undefined;
beforeAll(async () => {
  db = await createTestDatabase();
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await inbox?.close();
  await db?.drop();
});

it('production logs carry no passwords, tokens, links or e-mail addresses', async () => {
  server = await spawnServer({
    NODE_ENV: 'production',
    LOG_LEVEL: 'debug',
    DATABASE_URL: db.url,
    JWT_SECRET: 'log-secrets-test-secret-that-is-long-enough-0123',
    SMTP_URL: inbox.url,
    MAIL_FROM: 'Specforge <no-reply@specforge.test>',
  });
  const url = server.url;
  const secrets: string[] = [];
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${url}${path}`, {
      method,
      redirect: 'manual',
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: (text.startsWith('{') ? JSON.parse(text) : {}) as AnswerJson, headers: res.headers };
  };

  const email = uniqueEmail('logs');
  const [first, wrong, second, third] = ['First-Secret-Pass-1', 'Wrong-Secret-Pass-2', 'Second-Secret-Pass-3', 'Third-Secret-Pass-4'];
  secrets.push(email, first, wrong, second, third);

  expect((await call('POST', '/api/auth/signup', { name: 'Log Tester', email, password: first })).status).toBe(200);
  const verifyMail = await inbox.waitFor(email, /verify|confirm/i);
  const verifyToken = tokenFromText(verifyMail.text, '/api/auth/verify');
  secrets.push(verifyToken);
  expect((await call('GET', `/api/auth/verify?token=${verifyToken}`)).status).toBe(302);

  expect((await call('POST', '/api/auth/login', { email, password: wrong })).status).toBe(401);
  const login = await call('POST', '/api/auth/login', { email, password: first });
  expect(login.status).toBe(200);
  const access = login.json.token as string;
  const refresh = login.json.session?.refresh_token as string;
  secrets.push(access, refresh);

  // GraphQL: a failing log-in and a document that does not validate, both with secrets in variables.
  await call('POST', '/graphql', { query: 'mutation L($input: LogInInput!) { logIn(input: $input) { token } }', variables: { input: { email, password: wrong } } });
  await call('POST', '/graphql', { query: 'mutation X($p: String!) { noSuchField(p: $p) }', variables: { p: first } });
  // A body that is not JSON, with a password in it.
  await call('POST', '/api/auth/login', `{"email":"${email}","password":"${wrong}"`);

  const refreshed = await call('POST', '/api/auth/refresh', { refresh_token: refresh });
  expect(refreshed.status).toBe(200);
  secrets.push(refreshed.json.session?.access_token as string, refreshed.json.session?.refresh_token as string);

  expect((await call('POST', '/api/auth/recover', { email })).status).toBe(200);
  const resetMail = await inbox.waitFor(email, /Reset your Specforge password/);
  const resetToken = tokenFromText(resetMail.text, '/reset-password');
  secrets.push(resetToken);
  expect((await call('POST', '/api/auth/reset', { token: resetToken, password: second })).status).toBe(200);

  const again = await call('POST', '/api/auth/login', { email, password: second });
  const bearer = { authorization: `Bearer ${again.json.token as string}` };
  secrets.push(again.json.token as string, again.json.session?.refresh_token as string);
  expect((await call('PUT', '/api/users/password', { currentPassword: second, newPassword: third }, bearer)).status).toBe(200);
  const last = await call('POST', '/api/auth/login', { email, password: third });
  secrets.push(last.json.token as string);
  const deleted = await call('DELETE', `/api/users/account?password=${encodeURIComponent(third)}`, undefined, { authorization: `Bearer ${last.json.token as string}` });
  expect(deleted.status).toBe(200);

  server.child.kill('SIGTERM');
  await server.exited;
  const logs = server.output();
  // The server did log these requests (so the check below reads real request logs)…
  expect(logs).toContain('/api/auth/verify');
  expect(logs).toContain('/api/users/account');
  // …and none of the secrets or the address.
  for (const secret of secrets) expect(logs.includes(secret), `log contains ${secret.slice(0, 12)}…`).toBe(false);
  expect(logs).not.toMatch(/reset-password\?token=/);
  expect(logs).not.toMatch(/verify\?token=[^[&\s"]/);
});
