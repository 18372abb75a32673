import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app.js';
import { createLogger } from '../../core/logger.js';
import { createUser, GOOD_PASSWORD } from '../../test/account-factories.js';
import { AuthClient } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { EditClient } from '../documents/testing/edit-client.js';
import { MailMessage } from '../mail/mail-message.entity.js';
import { subscribe, until, type LiveSubscription } from './testing/live-subscription.js';

// Two instances over one database: A's people are served by `t`, B's by `b`; presence and
// changes cross between them through the table and NOTIFY.
let t: TestApp;
let b: App;
const servers: Server[] = [];
let urlA: string;
let urlB: string;
let owner: EditClient;
let ownerId: string;
let projectId: string;
const member = { id: '', token: '', c: undefined as unknown as AuthClient };
const stranger = { id: '', token: '' };
const open: LiveSubscription<unknown>[] = [];

interface Present {
  userId: string;
  name: string;
  initials: string;
  since: string;
}
const PRESENCE = 'subscription($id: ID!) { projectPresence(projectId: $id) { userId name initials avatarUrl since } }';
const CHANGES = 'subscription($id: ID!) { projectChanged(projectId: $id) { projectId kind documentId } }';

function presence(url: string, token: string | undefined, id = projectId) {
  const s = subscribe<Present[]>(url, token, PRESENCE, { id }, 'projectPresence');
  open.push(s as LiveSubscription<unknown>);
  return s;
}
const names = (s: LiveSubscription<Present[]>) => s.values.at(-1)?.map((p) => p.name);

async function listen(app: { app: import('express').Express; attach: App['attach'] }): Promise<string> {
  const server = createServer(app.app);
  app.attach(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

async function signedIn(email: string, firstName: string, lastName: string) {
  const { user } = await createUser(t.db.orm, { email, firstName, lastName });
  const c = new AuthClient(t.app, 'rest');
  await c.signIn(email, GOOD_PASSWORD);
  return { id: user.id, token: c.token!, c };
}

async function mint(c: AuthClient, scope: 'read' | 'read-write'): Promise<string> {
  const out = await c.rest('post', '/users/tokens', { name: `presence ${scope}`, scope });
  expect(out.status).toBe(201);
  return (out.body.data as { token: string }).token;
}

const rows = () => t.db.orm.em.fork().getConnection().execute<{ user_id: string; instance_id: string }[]>('select user_id, instance_id from project_presence where project_id = ?', [projectId]);

beforeAll(async () => {
  t = await createTestApp();
  b = await createApp({ env: t.env, logger: createLogger('silent', 'test'), orm: t.db.orm, runJobs: false });
  urlA = await listen(t);
  urlB = await listen(b);
  const o = await createUser(t.db.orm, { email: 'olive@example.test', firstName: 'Olive', lastName: 'Owner' });
  ownerId = o.user.id;
  owner = new EditClient(t.app, 'rest');
  await owner.signIn(o.email, GOOD_PASSWORD);
  projectId = await owner.projectWithBrief('Team Atlas');
  Object.assign(member, await signedIn('remy@example.test', 'Remy', 'Reviewer'));
  Object.assign(stranger, await signedIn('sam@example.test', 'Sam', 'Stranger'));
  expect((await owner.rest('post', `/projects/${projectId}/members`, { email: 'remy@example.test', role: 'reviewer' })).status).toBe(201);
  await t.services.mailer.drain();
  const mail = await t.db.orm.em.fork().findOneOrFail(MailMessage, { to: 'remy@example.test' }, { orderBy: { createdAt: 'desc' } });
  const invitation = /\/invitations\/([\w-]+)/.exec(mail.text)![1]!;
  expect((await member.c.rest('post', `/invitations/${invitation}/accept`)).status).toBe(200);
}, 120_000);
afterAll(async () => {
  for (const s of open) await s.close();
  await b.stop();
  for (const s of servers) await new Promise<void>((resolve) => s.close(() => resolve()));
  await t.close();
});

describe('projectPresence', () => {
  it('refuses a stranger like a missing project, signed-out callers, and every personal access token', async () => {
    const readToken = await mint(member.c, 'read');
    const writeToken = await mint(member.c, 'read-write');
    const subs = [presence(urlA, stranger.token), presence(urlA, stranger.token, '00000000-0000-4000-8000-000000000000'), presence(urlB, undefined), presence(urlA, readToken), presence(urlB, writeToken)];
    await until(() => subs.every((s) => s.ended), 'every refusal');
    const codes = subs.map((s) => [s.values.length, s.errors.map((e) => e.extensions?.appCode ?? e.extensions?.code)]);
    expect(codes).toEqual([
      [0, ['PROJECT_NOT_FOUND']],
      [0, ['PROJECT_NOT_FOUND']],
      [0, ['UNAUTHENTICATED']],
      [0, ['TOKEN_NOT_ALLOWED']],
      [0, ['TOKEN_NOT_ALLOWED']],
    ]);
    expect(subs[0]!.errors[0]!.message).toBe('Project not found');
    // Nobody of them was ever marked present.
    expect(await rows()).toEqual([]);
    // Reading who is present is a read: a read token may, a stranger may not.
    const agent = new AuthClient(t.app, 'graphql');
    agent.token = readToken;
    expect((await agent.gql('query($id: ID!) { projectPresence(projectId: $id) { userId } }', { id: projectId })).data).toEqual([]);
    const sam = new AuthClient(t.app, 'graphql');
    sam.token = stranger.token;
    expect((await sam.gql('query($id: ID!) { projectPresence(projectId: $id) { userId } }', { id: projectId })).code).toBe('PROJECT_NOT_FOUND');
  });

  it('shows a member arriving on another instance and leaving when their connection closes', async () => {
    const olive = presence(urlA, owner.token);
    await until(() => names(olive)?.length === 1, "the owner's own presence");
    expect(olive.values[0]).toEqual([{ userId: ownerId, name: 'Olive Owner', initials: 'OO', avatarUrl: null, since: expect.any(String) }]);

    const remy = presence(urlB, member.token);
    await until(() => names(olive)?.length === 2 && names(remy)?.length === 2, 'both to see both');
    expect(names(olive)).toEqual(['Olive Owner', 'Remy Reviewer']);
    expect(names(remy)).toEqual(['Olive Owner', 'Remy Reviewer']);
    // A second tab of Remy's makes no second entry, and closing it leaves him present.
    const remyTab = presence(urlB, member.token);
    await until(() => remyTab.values.length === 1, 'the second tab');
    expect(names(remyTab)).toEqual(['Olive Owner', 'Remy Reviewer']);
    await remyTab.close();
    await new Promise((r) => setTimeout(r, 300));
    expect(names(olive)).toEqual(['Olive Owner', 'Remy Reviewer']);

    const started = Date.now();
    await remy.close();
    await until(() => names(olive)?.length === 1, 'Remy to leave', 5_000);
    expect(names(olive)).toEqual(['Olive Owner']);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await rows()).map((r) => r.user_id)).toEqual([ownerId]);
    expect(b.services.presence.openCount()).toBe(0);
    await olive.close();
    await until(() => t.services.presence.openCount() === 0, 'the owner to leave');
    expect(await rows()).toEqual([]);
    expect(t.services.projectChanges.listenerCount(projectId) + b.services.projectChanges.listenerCount(projectId)).toBe(0);
  });

  it('drops the entry of an instance that died (no heartbeat) once its TTL passes', async () => {
    const olive = presence(urlA, owner.token);
    await until(() => olive.values.length === 1, 'the owner');
    const em = t.db.orm.em.fork();
    // An instance that wrote Remy's row and then died: nobody refreshes or deletes it.
    await em.execute('insert into project_presence (project_id, user_id, instance_id, since, seen_at) values (?, ?, gen_random_uuid(), now(), now())', [projectId, member.id]);
    await until(() => names(olive)?.length === 2, 'the ghost to appear while fresh');
    await em.execute("update project_presence set seen_at = now() - interval '1 hour' where user_id = ?", [member.id]);
    // Past the TTL it is no longer shown, and the next heartbeat of any live instance sweeps it.
    const list = new AuthClient(t.app, 'graphql');
    list.token = owner.token;
    expect((await list.gql('query($id: ID!) { projectPresence(projectId: $id) { name } }', { id: projectId })).data).toEqual([{ name: 'Olive Owner' }]);
    await b.services.presence.heartbeat();
    await until(() => names(olive)?.length === 1, 'the sweep to be announced');
    expect((await rows()).map((r) => r.user_id)).toEqual([ownerId]);
    // The heartbeat kept the live instance's own row.
    await t.services.presence.heartbeat();
    expect((await rows()).map((r) => r.user_id)).toEqual([ownerId]);
    await olive.close();
  });
});

describe('projectChanged', () => {
  interface Change {
    projectId: string;
    kind: string;
    documentId: string | null;
  }

  it('refuses a stranger like a missing project; a read token may listen', async () => {
    const sam = subscribe<Change>(urlA, stranger.token, CHANGES, { id: projectId }, 'projectChanged');
    open.push(sam as LiveSubscription<unknown>);
    await until(() => sam.ended, 'the refusal');
    expect(sam.errors.map((e) => e.extensions?.appCode)).toEqual(['PROJECT_NOT_FOUND']);
    const reader = subscribe<Change>(urlB, await mint(member.c, 'read'), CHANGES, { id: projectId }, 'projectChanged');
    open.push(reader as LiveSubscription<unknown>);
    await until(() => b.services.projectChanges.listenerCount(projectId) === 1, 'the subscription');
    expect(reader.errors).toEqual([]);
    await reader.close();
  });

  it("tells a member on another instance of each comment change and of a document's new version", async () => {
    const remy = subscribe<Change>(urlB, member.token, CHANGES, { id: projectId }, 'projectChanged');
    open.push(remy as LiveSubscription<unknown>);
    await until(() => b.services.projectChanges.listenerCount(projectId) === 1, 'the subscription');
    // A version written by the generation worker is heard the same way.
    expect((await owner.generate(projectId, 'prd')).ok).toBe(true);
    const docs = await owner.settle(projectId, 60_000);
    const prd = docs.find((d) => d.type === 'prd')!;
    await until(() => remy.values.length === 1, 'the new version', 20_000);
    expect(remy.values[0]).toEqual({ projectId, kind: 'documents', documentId: prd.id });
    remy.values.length = 0;

    const added = await owner.rest('post', `/projects/${projectId}/comments`, { target: 'document:prd', body: 'Looks good @Remy' });
    expect(added.status).toBe(201);
    await until(() => remy.values.length === 1, 'the new comment');
    const id = (added.body.data as { id: string }).id;
    expect((await owner.rest('put', `/comments/${id}`, { body: 'Edited' })).status).toBe(200);
    await until(() => remy.values.length === 2, 'the edit');
    expect((await owner.rest('put', `/comments/${id}`, { resolved: true })).status).toBe(200);
    await until(() => remy.values.length === 3, 'the resolution');
    expect((await owner.rest('delete', `/comments/${id}`)).status).toBe(200);
    await until(() => remy.values.length === 4, 'the deletion');
    expect(remy.values.every((c) => c.projectId === projectId && c.documentId === null)).toBe(true);

    expect(remy.values.every((c) => c.kind === 'comments')).toBe(true);
    expect(remy.errors).toEqual([]);
    await remy.close();
    await until(() => b.services.projectChanges.listenerCount(projectId) === 0, 'the listener to go');
  }, 90_000);
});

describe('membership ends', () => {
  it("ends a removed member's subscription and takes them off the list", async () => {
    const olive = presence(urlA, owner.token);
    const remy = presence(urlB, member.token);
    await until(() => names(olive)?.length === 2, 'both present');
    expect((await owner.rest('delete', `/projects/${projectId}/members/${member.id}`)).status).toBe(200);
    await until(() => remy.ended && names(olive)?.length === 1, "Remy's subscription to end");
    expect(remy.errors.map((e) => e.extensions?.appCode)).toEqual(['PROJECT_NOT_FOUND']);
    await until(() => b.services.presence.openCount() === 0, 'the removed member to leave');
    for (let i = 0; (await rows()).length > 1 && i < 100; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await rows()).map((r) => r.user_id)).toEqual([ownerId]);
    await olive.close();
  });
});
