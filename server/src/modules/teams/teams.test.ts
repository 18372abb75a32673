import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, GOOD_PASSWORD } from '../../test/account-factories.js';
import { AuthClient, type Outcome } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { EditClient } from '../documents/testing/edit-client.js';
import { MailMessage } from '../mail/mail-message.entity.js';
import { Notification } from '../notifications/notification.entity.js';
import { ProjectMember } from '../projects/project-member.entity.js';
import { ShareLink } from './share-link.entity.js';

let t: TestApp;
let owner: EditClient;
let projectId: string;

interface Person {
  email: string;
  c: AuthClient;
  id: string;
}

async function person(email: string, transport: 'rest' | 'graphql' = 'rest'): Promise<Person> {
  const { user } = await createUser(t.db.orm, { email });
  const c = new AuthClient(t.app, transport);
  await c.signIn(email, GOOD_PASSWORD);
  return { email, c, id: user.id };
}

async function tokenMailedTo(to: string): Promise<string> {
  await t.services.mailer.drain();
  const mail = await t.db.orm.em.fork().findOneOrFail(MailMessage, { to }, { orderBy: { createdAt: 'desc' } });
  return /http:\/\/localhost:3000\/invitations\/([\w-]+)/.exec(mail.text)![1]!;
}

const invite = (email: string, role: string) => owner.rest('post', `/projects/${projectId}/members`, { email, role });
const accept = (c: AuthClient, token: string) => c.rest('post', `/invitations/${token}/accept`);
const memberRows = (email: string) => t.db.orm.em.fork().find(ProjectMember, { email });

function expectError(out: Outcome, status: number, code: string) {
  expect({ status: out.status, code: out.code }).toEqual({ status, code });
}

beforeAll(async () => {
  t = await createTestApp({ PLAN_MAX_PROJECTS: '2' });
  const { user, email } = await createUser(t.db.orm, { email: 'team-owner@example.test', firstName: 'Olive' });
  owner = new EditClient(t.app, 'rest');
  await owner.signIn(email, GOOD_PASSWORD);
  expect(user.id).toBeTruthy();
  projectId = await owner.projectWithBrief('Team Atlas');
  expect((await owner.generate(projectId, 'prd')).ok).toBe(true);
  await owner.settle(projectId, 60_000);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('invitations', () => {
  it('mails a link to /invitations/{token}, notifies an existing account, and the invited account joins with the role', async () => {
    const ed = await person('team-editor@example.test');
    const invited = await invite(ed.email, 'editor');
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ email: ed.email, role: 'editor', status: 'pending', user_id: ed.id });
    const token = await tokenMailedTo(ed.email);
    const notes = await t.db.orm.em.fork().find(Notification, { user: ed.id, title: 'Project invitation' });
    expect(notes.map((n) => [n.message, n.actionUrl])).toEqual([[expect.stringContaining('"Team Atlas" as editor'), `/invitations/${token}`]]);
    // Only the hash is kept.
    expect((await memberRows(ed.email))[0]!.tokenHash).not.toContain(token);

    const joined = await accept(ed.c, token);
    expect({ status: joined.status, name: (joined.body.data as { name: string }).name, role: (joined.body.data as { role: string }).role }).toEqual({ status: 200, name: 'Team Atlas', role: 'editor' });
    const list = await owner.rest('get', `/projects/${projectId}/members`);
    expect((list.body.data as { email: string; role: string; status: string }[]).map((m) => [m.email, m.role, m.status])).toEqual([
      ['team-owner@example.test', 'owner', 'active'],
      [ed.email, 'editor', 'active'],
    ]);
    // A reused link is refused, and nothing changes.
    expectError(await accept(ed.c, token), 409, 'INVITATION_USED');
  });

  it('refuses bad invitations with a clear 4xx and saves nothing', async () => {
    const before = await t.db.orm.em.fork().count(ProjectMember, {});
    expectError(await invite('team-editor@example.test', 'viewer'), 409, 'MEMBER_ALREADY_INVITED');
    expectError(await invite('TEAM-OWNER@example.test', 'viewer'), 409, 'MEMBER_IS_OWNER');
    const wrongRole = await invite('someone@example.test', 'admin');
    expectError(wrongRole, 400, 'VALIDATION_FAILED');
    expect(wrongRole.message).toContain("role must be 'editor', 'reviewer' or 'viewer'");
    expectError(await invite('someone@example.test', 'owner'), 400, 'VALIDATION_FAILED');
    expectError(await invite('not an address', 'viewer'), 400, 'VALIDATION_FAILED');
    expect(await t.db.orm.em.fork().count(ProjectMember, {})).toBe(before);
  });

  it('two invitations of the same address at once: one is sent, the other answers 409', async () => {
    const answers = await Promise.all([invite('team-race@example.test', 'viewer'), invite('team-race@example.test', 'reviewer')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await memberRows('team-race@example.test')).toHaveLength(1);
  });

  it('another account, an expired link and a revoked link are refused; nothing is half-saved', async () => {
    const rev = await person('team-reviewer@example.test');
    const other = await person('team-other@example.test');
    expect((await invite(rev.email, 'reviewer')).status).toBe(201);
    const token = await tokenMailedTo(rev.email);
    expectError(await accept(other.c, token), 403, 'INVITATION_OTHER_ACCOUNT');
    expectError(await accept(other.c, 'x'.repeat(43)), 404, 'INVITATION_NOT_FOUND');
    expect((await memberRows(rev.email))[0]!.acceptedAt).toBeNull();

    // Expired: seven days later the link no longer works.
    await t.db.orm.em.fork().nativeUpdate(ProjectMember, { email: rev.email }, { expiresAt: new Date(Date.now() - 1000) });
    expectError(await accept(rev.c, token), 410, 'INVITATION_EXPIRED');
    // Inviting again renews it with a new link; the old one stays dead.
    expect((await invite(rev.email, 'reviewer')).status).toBe(201);
    const renewed = await tokenMailedTo(rev.email);
    expect(renewed).not.toBe(token);
    expectError(await accept(rev.c, token), 404, 'INVITATION_NOT_FOUND');

    // Revoked: deleting the pending member (by the membership id) kills the link.
    const memberId = (await memberRows(rev.email))[0]!.id;
    expect((await owner.rest('delete', `/projects/${projectId}/members/${memberId}`)).status).toBe(200);
    expectError(await accept(rev.c, renewed), 404, 'INVITATION_NOT_FOUND');
    expect((await rev.c.rest('get', '/projects')).body.data).toEqual([]);
  });

  it('two acceptances of one link at once: one joins, the other answers 409', async () => {
    const v = await person('team-viewer@example.test');
    expect((await invite(v.email, 'viewer')).status).toBe(201);
    const token = await tokenMailedTo(v.email);
    const answers = await Promise.all([accept(v.c, token), accept(v.c, token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe('members', () => {
  it('the owner changes roles but cannot be changed or removed; members cannot manage others; a member may leave', async () => {
    const members = (await owner.rest('get', `/projects/${projectId}/members`)).body.data as { user_id: string; email: string }[];
    const ownerId = members.find((m) => m.email === 'team-owner@example.test')!.user_id;
    const viewerId = members.find((m) => m.email === 'team-viewer@example.test')!.user_id;
    const editorId = members.find((m) => m.email === 'team-editor@example.test')!.user_id;
    expectError(await owner.rest('delete', `/projects/${projectId}/members/${ownerId}`), 409, 'MEMBER_IS_OWNER');
    expectError(await owner.rest('put', `/projects/${projectId}/members/${ownerId}`, { role: 'viewer' }), 409, 'MEMBER_IS_OWNER');
    expectError(await owner.rest('put', `/projects/${projectId}/members/${viewerId}`, { role: 'boss' }), 400, 'VALIDATION_FAILED');

    const viewer = new AuthClient(t.app, 'rest');
    await viewer.signIn('team-viewer@example.test', GOOD_PASSWORD);
    const refused = await viewer.rest('delete', `/projects/${projectId}/members/${editorId}`);
    expectError(refused, 403, 'FORBIDDEN');
    expect(refused.message).toContain('Only the project owner');

    const promoted = await owner.rest('put', `/projects/${projectId}/members/${viewerId}`, { role: 'reviewer' });
    expect(promoted.body.data).toMatchObject({ role: 'reviewer', status: 'active' });
    expect(((await viewer.rest('get', '/projects')).body.data as { role: string }[])[0]!.role).toBe('reviewer');

    expect((await viewer.rest('delete', `/projects/${projectId}/members/${viewerId}`)).status).toBe(200);
    expect((await viewer.rest('get', '/projects')).body.data).toEqual([]);
    expectError(await viewer.rest('get', `/projects/${projectId}`), 404, 'PROJECT_NOT_FOUND');
  });

  it('a shared project does not count against the member’s plan: they still create their own two', async () => {
    const editor = new AuthClient(t.app, 'rest');
    await editor.signIn('team-editor@example.test', GOOD_PASSWORD);
    for (const name of ['Own one', 'Own two']) expect((await editor.rest('post', '/projects', { name })).status).toBe(201);
    expectError(await editor.rest('post', '/projects', { name: 'Own three' }), 403, 'PLAN_LIMIT_REACHED');
    expect(((await editor.rest('get', '/projects')).body.data as unknown[]).length).toBe(3);
  });

  it('GraphQL: invite, list, change the role, accept and remove', async () => {
    const g = new AuthClient(t.app, 'graphql');
    await g.signIn('team-owner@example.test', GOOD_PASSWORD);
    const gp = await person('team-graphql@example.test', 'graphql');
    const invited = await g.gql('mutation($p: ID!) { inviteMember(projectId: $p, input: { email: "team-graphql@example.test", role: "viewer" }) { email role status } }', { p: projectId });
    expect(invited.data).toEqual({ email: gp.email, role: 'viewer', status: 'pending' });
    const changed = await g.gql('mutation($p: ID!, $u: ID!) { updateMemberRole(projectId: $p, userId: $u, role: "editor") { role } }', { p: projectId, u: gp.id });
    expect(changed.data).toEqual({ role: 'editor' });
    const joined = await gp.c.gql('mutation($t: String!) { acceptInvitation(token: $t) { name role } }', { t: await tokenMailedTo(gp.email) });
    expect(joined.data).toEqual({ name: 'Team Atlas', role: 'editor' });
    const listed = await gp.c.gql('query($p: ID!) { projectMembers(projectId: $p) { email role status } }', { p: projectId });
    expect(listed.data).toEqual(
      expect.arrayContaining([
        { email: 'team-owner@example.test', role: 'owner', status: 'active' },
        { email: gp.email, role: 'editor', status: 'active' },
      ]),
    );
    const removed = await g.gql('mutation($p: ID!, $u: ID!) { removeMember(projectId: $p, userId: $u) { message } }', { p: projectId, u: gp.id });
    expect(removed.data).toEqual({ message: 'Member removed' });
    const gone = await gp.c.gql('query($p: ID!) { project(id: $p) { id } }', { p: projectId });
    expect(gone.code).toBe('PROJECT_NOT_FOUND');
  });
});

describe('share links', () => {
  it('shows the project name and documents signed out; keeps only a hash; a revoked or guessed token gets 404', async () => {
    const created = await owner.rest('post', `/projects/${projectId}/share-links`);
    expect(created.status).toBe(201);
    const { id, url } = created.body.data as { id: string; url: string };
    expect(url).toMatch(/^http:\/\/localhost:3000\/share\/[\w-]{40,}$/);
    const token = url.split('/share/')[1]!;
    const row = await t.db.orm.em.fork().findOneOrFail(ShareLink, { id });
    expect(JSON.stringify(row)).not.toContain(token);

    const anonymous = new AuthClient(t.app, 'rest');
    const shared = await anonymous.rest('get', `/share/${token}`);
    expect(shared.status).toBe(200);
    const data = shared.body.data as { name: string; documents: { type: string; content: string }[] };
    expect(Object.keys(data).sort()).toEqual(['documents', 'name']);
    expect(data.name).toBe('Team Atlas');
    expect(data.documents.map((d) => d.type)).toEqual(['prd']);
    expect(data.documents[0]!.content.length).toBeGreaterThan(500);
    expect(Object.keys(data.documents[0]!).sort()).toEqual(['content', 'id', 'title', 'type', 'updated_at', 'version']);

    const gql = await new AuthClient(t.app, 'graphql').gql('query($t: String!) { sharedProject(token: $t) { name documents { type } } }', { t: token });
    expect(gql.data).toEqual({ name: 'Team Atlas', documents: [{ type: 'prd' }] });

    expectError(await anonymous.rest('get', `/share/${token.slice(0, -2)}xx`), 404, 'SHARE_LINK_NOT_FOUND');
    expect((await owner.rest('delete', `/projects/${projectId}/share-links/${id}`)).status).toBe(200);
    expectError(await anonymous.rest('get', `/share/${token}`), 404, 'SHARE_LINK_NOT_FOUND');
    expectError(await owner.rest('delete', `/projects/${projectId}/share-links/${id}`), 404, 'SHARE_LINK_NOT_FOUND');
  });
});
