import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, GOOD_PASSWORD } from '../../test/account-factories.js';
import { AuthClient, type Outcome } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { EditClient } from '../documents/testing/edit-client.js';
import { MailMessage } from '../mail/mail-message.entity.js';
import { Notification } from '../notifications/notification.entity.js';
import { User } from '../users/user.entity.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import { Comment } from './comment.entity.js';

let t: TestApp;
let owner: EditClient;
let projectId: string;
let prdId: string;
let prdVersion: number;
const people = {} as Record<'editor' | 'reviewer' | 'viewer', { c: AuthClient; id: string; email: string }>;

function expectError(out: Outcome, status: number, code: string) {
  expect({ status: out.status, code: out.code }).toEqual({ status, code });
}

async function join(role: 'editor' | 'reviewer' | 'viewer', firstName: string) {
  const email = `collab-${role}@example.test`;
  const { user } = await createUser(t.db.orm, { email, firstName });
  const c = new AuthClient(t.app, 'rest');
  await c.signIn(email, GOOD_PASSWORD);
  expect((await owner.rest('post', `/projects/${projectId}/members`, { email, role })).status).toBe(201);
  await t.services.mailer.drain();
  const mail = await t.db.orm.em.fork().findOneOrFail(MailMessage, { to: email });
  const token = /\/invitations\/([\w-]+)/.exec(mail.text)![1]!;
  expect((await c.rest('post', `/invitations/${token}/accept`)).status).toBe(200);
  people[role] = { c, id: user.id, email };
}

beforeAll(async () => {
  t = await createTestApp();
  const { email } = await createUser(t.db.orm, { email: 'collab-owner@example.test', firstName: 'Olive' });
  owner = new EditClient(t.app, 'rest');
  await owner.signIn(email, GOOD_PASSWORD);
  projectId = await owner.projectWithBrief('Collab');
  expect((await owner.generate(projectId, 'prd')).ok).toBe(true);
  const [prd] = await owner.settle(projectId, 60_000);
  prdId = prd!.id as string;
  prdVersion = prd!.version as number;
  await join('editor', 'Eddie');
  await join('reviewer', 'Rita');
  await join('viewer', 'Vic');
}, 120_000);
afterAll(async () => {
  await t.close();
});

const post = (c: AuthClient, body: unknown) => c.rest('post', `/projects/${projectId}/comments`, body);
const count = () => t.db.orm.em.fork().count(Comment, {});

describe('comments', () => {
  it('a reviewer comments on an item; mentions by @email and @name notify those members and mail them', async () => {
    const out = await post(people.reviewer.c, { target: 'FR-1', body: 'Is this measurable, @collab-editor@example.test? And @olive, please check.' });
    expect(out.status).toBe(201);
    expect(out.body.data).toMatchObject({ target: 'FR-1', parent_id: null, resolved: false, author: { id: people.reviewer.id, name: 'Rita User' } });
    const em = t.db.orm.em.fork();
    for (const user of [people.editor.id]) expect(await em.count(Notification, { user, title: 'You were mentioned' })).toBe(1);
    const ownerId = (await owner.whoAmI()).data.data as { user: { id: string } };
    expect(await em.count(Notification, { user: ownerId.user.id, title: 'You were mentioned' })).toBe(1);
    expect(await em.count(Notification, { user: people.viewer.id, title: 'You were mentioned' })).toBe(0);
    await t.services.mailer.drain();
    expect(await em.count(MailMessage, { to: people.editor.email, subject: { $like: '%mentioned you%' } })).toBe(1);

    const listed = await people.viewer.c.rest('get', `/projects/${projectId}/comments?target=FR-1`);
    expect((listed.body.data as { body: string }[]).map((c) => c.body)).toEqual([expect.stringContaining('Is this measurable')]);
  });

  it('refuses bad comments with a clear 4xx and saves nothing', async () => {
    const before = await count();
    const long = await post(people.reviewer.c, { target: 'FR-1', body: 'x'.repeat(20_000) });
    expectError(long, 400, 'VALIDATION_FAILED');
    expect(long.message).toContain('10,000 characters');
    expectError(await post(people.reviewer.c, { target: 'FR-999', body: 'Hello' }), 404, 'COMMENT_TARGET_NOT_FOUND');
    expectError(await post(people.reviewer.c, { target: 'document:prd#No such section', body: 'Hello' }), 404, 'COMMENT_TARGET_NOT_FOUND');
    expectError(await post(people.reviewer.c, { target: 'document:nonsense', body: 'Hello' }), 404, 'COMMENT_TARGET_NOT_FOUND');
    expectError(await post(people.reviewer.c, { target: 'FR-1', body: '   ' }), 400, 'VALIDATION_FAILED');
    const viewer = await post(people.viewer.c, { target: 'FR-1', body: 'Hello' });
    expectError(viewer, 403, 'FORBIDDEN');
    expect(viewer.message).toContain('the reviewer role');
    expectError(await post(people.reviewer.c, { target: 'FR-1', body: 'Hi', parent_id: '00000000-0000-4000-8000-000000000000' }), 404, 'COMMENT_NOT_FOUND');
    expect(await count()).toBe(before);
  });

  it('threads, section targets, editing, resolving and deleting follow the roles', async () => {
    const doc = await owner.getDocument(prdId);
    const heading = /^##\s+(.+)$/m.exec(doc.data.content as string)![1]!.trim();
    const first = await post(owner, { target: `document:prd#${heading}`, body: 'Section question' });
    expect(first.status).toBe(201);
    const firstId = (first.body.data as { id: string }).id;
    const reply = await post(people.editor.c, { target: `document:prd#${heading}`, body: 'Answer', parent_id: firstId });
    expect((reply.body.data as { parent_id: string }).parent_id).toBe(firstId);
    expectError(await post(people.editor.c, { target: 'FR-1', body: 'Elsewhere', parent_id: firstId }), 400, 'VALIDATION_FAILED');
    const replyId = (reply.body.data as { id: string }).id;

    expectError(await people.reviewer.c.rest('put', `/comments/${replyId}`, { body: 'Not mine' }), 403, 'FORBIDDEN');
    expectError(await people.reviewer.c.rest('put', `/comments/${firstId}`, { resolved: true }), 403, 'FORBIDDEN');
    expect((await people.editor.c.rest('put', `/comments/${replyId}`, { body: 'Better answer' })).body.data).toMatchObject({ body: 'Better answer' });
    expect((await people.editor.c.rest('put', `/comments/${firstId}`, { resolved: true })).body.data).toMatchObject({ resolved: true });

    expectError(await people.reviewer.c.rest('delete', `/comments/${replyId}`), 403, 'FORBIDDEN');
    // The owner deletes the thread; its reply goes with it.
    expect((await owner.rest('delete', `/comments/${firstId}`)).status).toBe(200);
    expectError(await people.editor.c.rest('put', `/comments/${replyId}`, { body: 'Gone' }), 404, 'COMMENT_NOT_FOUND');
  });

  it('GraphQL: add and list', async () => {
    const g = new AuthClient(t.app, 'graphql');
    await g.signIn(people.reviewer.email, GOOD_PASSWORD);
    const added = await g.gql('mutation($p: ID!) { addComment(projectId: $p, input: { target: "FR-2", body: "Via GraphQL" }) { target body authorName } }', { p: projectId });
    expect(added.data).toEqual({ target: 'FR-2', body: 'Via GraphQL', authorName: 'Rita User' });
    const listed = await g.gql('query($p: ID!) { comments(projectId: $p, target: "FR-2") { body } }', { p: projectId });
    expect(listed.data).toEqual([{ body: 'Via GraphQL' }]);
  });
});

describe('approvals', () => {
  const decide = (c: AuthClient, body: unknown) => c.rest('post', `/documents/${prdId}/approvals`, body);

  it('reviewers approve the current version; a stale version, a bad decision or a viewer is refused; a new version resets them', async () => {
    expectError(await decide(people.viewer.c, { version: prdVersion, decision: 'approve' }), 403, 'FORBIDDEN');
    expectError(await decide(people.reviewer.c, { version: prdVersion, decision: 'maybe' }), 400, 'VALIDATION_FAILED');
    expectError(await decide(people.reviewer.c, { version: prdVersion + 5, decision: 'approve' }), 409, 'APPROVAL_VERSION_STALE');
    const approved = await decide(people.reviewer.c, { version: prdVersion, decision: 'request_changes', note: 'Tighten FR-1' });
    expect(approved.status).toBe(201);
    // Deciding again replaces the decision.
    const again = await decide(people.reviewer.c, { version: prdVersion, decision: 'approve', note: 'Fine now' });
    expect((again.body.data as { approvals: { decision: string; note: string; user: { name: string } }[] }).approvals.map((a) => [a.decision, a.note, a.user.name])).toEqual([['approve', 'Fine now', 'Rita User']]);
    expect((await decide(owner, { version: prdVersion, decision: 'approve' })).status).toBe(201);
    const read = await people.viewer.c.rest('get', `/documents/${prdId}/approvals`);
    expect((read.body.data as { approvals: unknown[] }).approvals).toHaveLength(2);

    const doc = await owner.getDocument(prdId);
    const edited = await owner.updateContent(prdId, `${doc.data.content as string}\n\nOne more line.\n`, prdVersion);
    expect(edited.data.version).toBe(prdVersion + 1);
    const reset = await owner.rest('get', `/documents/${prdId}/approvals`);
    expect(reset.body.data).toMatchObject({ version: prdVersion + 1, approvals: [] });
    expectError(await decide(people.reviewer.c, { version: prdVersion, decision: 'approve' }), 409, 'APPROVAL_VERSION_STALE');

    const g = new AuthClient(t.app, 'graphql');
    await g.signIn(people.reviewer.email, GOOD_PASSWORD);
    const viaGraphql = await g.gql('mutation($d: ID!, $v: Int!) { decideDocumentApproval(documentId: $d, input: { version: $v, decision: "approve" }) { version decision userName } }', { d: prdId, v: prdVersion + 1 });
    expect(viaGraphql.data).toEqual([{ version: prdVersion + 1, decision: 'approve', userName: 'Rita User' }]);
  });
});

describe('a new version notifies the approvers', () => {
  const decide = (c: AuthClient, version: number, decision: string) => c.rest('post', `/documents/${prdId}/approvals`, { version, decision });
  const resetNotices = (user: string) => t.db.orm.em.fork().count(Notification, { user, title: 'Approval reset by a new version' });
  const resetMails = (to: string) => t.db.orm.em.fork().count(MailMessage, { to, subject: { $like: '%has a new version to review%' } });

  it('an edit tells everyone who decided on the previous version (not the editor), in-app and by mail when allowed', async () => {
    const em = t.db.orm.em.fork();
    const eddie = await em.findOneOrFail(User, { id: people.editor.id });
    eddie.notificationPreferences = { ...eddie.notificationPreferences, email: false };
    await em.flush();
    const ownerId = ((await owner.whoAmI()).data.data as { user: { id: string } }).user.id;

    const before = await owner.getDocument(prdId);
    const version = before.data.version as number;
    expect((await decide(people.reviewer.c, version, 'approve')).status).toBe(201);
    expect((await decide(people.editor.c, version, 'request_changes')).status).toBe(201);
    expect((await decide(owner, version, 'approve')).status).toBe(201);
    const counts = { rita: await resetNotices(people.reviewer.id), eddie: await resetNotices(people.editor.id), owner: await resetNotices(ownerId), vic: await resetNotices(people.viewer.id) };
    const mailsBefore = { rita: await resetMails(people.reviewer.email), eddie: await resetMails(people.editor.email) };

    const edited = await owner.updateContent(prdId, `${before.data.content as string}\n\nAnother line.\n`, version);
    expect(edited.data.version).toBe(version + 1);
    expect(await resetNotices(people.reviewer.id)).toBe(counts.rita + 1);
    expect(await resetNotices(people.editor.id)).toBe(counts.eddie + 1);
    // The owner made the change and the viewer never decided: neither is told.
    expect(await resetNotices(ownerId)).toBe(counts.owner);
    expect(await resetNotices(people.viewer.id)).toBe(counts.vic);
    const notice = await t.db.orm.em.fork().findOneOrFail(Notification, { user: people.editor.id, title: 'Approval reset by a new version' }, { orderBy: { createdAt: 'desc' } });
    expect(notice).toMatchObject({ type: 'warning', actionUrl: `/project/${projectId}/documents/prd` });
    expect(notice.message).toContain(`version ${version + 1}; your request for changes of version ${version} no longer applies`);

    await t.services.mailer.drain();
    expect(await resetMails(people.reviewer.email)).toBe(mailsBefore.rita + 1);
    // Eddie turned e-mail off: in-app only.
    expect(await resetMails(people.editor.email)).toBe(mailsBefore.eddie);
    const mail = await t.db.orm.em.fork().findOneOrFail(MailMessage, { to: people.reviewer.email, subject: { $like: '%has a new version to review%' } }, { orderBy: { createdAt: 'desc' } });
    expect(mail.text).toContain(`/project/${projectId}/documents/prd`);

    // A save that changes nothing makes no version and tells nobody.
    const same = await owner.getDocument(prdId);
    await owner.updateContent(prdId, same.data.content as string, version + 1);
    expect(await resetNotices(people.reviewer.id)).toBe(counts.rita + 1);
  });

  it('a regeneration tells them too', async () => {
    const doc = await owner.getDocument(prdId);
    const version = doc.data.version as number;
    expect((await decide(people.reviewer.c, version, 'approve')).status).toBe(201);
    const before = await resetNotices(people.reviewer.id);
    expect((await owner.generate(projectId, 'prd')).ok).toBe(true);
    await owner.settle(projectId, 60_000);
    expect((await owner.getDocument(prdId)).data.version).toBe(version + 1);
    expect(await resetNotices(people.reviewer.id)).toBe(before + 1);
  }, 90_000);

  it('an accepted spec update and a roadmap re-plan tell them too', async () => {
    expect((await owner.generateAll(projectId)).ok).toBe(true);
    const docs = await owner.settle(projectId, 120_000);
    const roadmap = docs.find((d) => d.type === 'roadmap')!;
    const prd = await owner.getDocument(prdId);
    expect((await decide(people.reviewer.c, prd.data.version as number, 'approve')).status).toBe(201);
    const before = await resetNotices(people.reviewer.id);

    // The brief gains a feature; the update is accepted whole: the PRD gets a new version.
    const brief = sampleInput;
    const features = [...brief.keyFeatures, 'Family voting on next week’s dinners'];
    expect((await owner.saveWizardBatch(projectId, [{ section_id: 'product_details', responses: { problemStatement: brief.problemStatement, keyFeatures: features, nonGoals: brief.nonGoals, competitors: brief.competitors } }])).ok).toBe(true);
    const prepared = await owner.rest('post', `/projects/${projectId}/patch`);
    expect(prepared.ok, JSON.stringify(prepared.body)).toBe(true);
    const patch = prepared.body.data as { id: string; hunks: { id: string }[] };
    const decided = await owner.rest('post', `/projects/${projectId}/patch/${patch.id}/decisions`, { decisions: patch.hunks.map((h) => ({ hunk_id: h.id, decision: 'accept' })) });
    expect(decided.ok, JSON.stringify(decided.body)).toBe(true);
    expect((await owner.getDocument(prdId)).data.version).toBe((prd.data.version as number) + 1);
    expect(await resetNotices(people.reviewer.id)).toBe(before + 1);

    // The reviewer approves the roadmap; a re-plan from today makes a new version of it.
    const current = await owner.getDocument(roadmap.id as string);
    expect((await people.reviewer.c.rest('post', `/documents/${roadmap.id as string}/approvals`, { version: current.data.version, decision: 'approve' })).status).toBe(201);
    const tasks = ((await owner.rest('get', `/projects/${projectId}/spec?kind=task`)).body.data as { items: { id: string }[] }).items;
    expect((await owner.rest('put', `/projects/${projectId}/tasks/${tasks[0]!.id}`, { status: 'done', override_note: 'set up before the test' })).ok).toBe(true);
    const replanned = await owner.rest('post', `/projects/${projectId}/roadmap/replan`);
    expect(replanned.ok, JSON.stringify(replanned.body)).toBe(true);
    expect((await owner.getDocument(roadmap.id as string)).data.version).toBeGreaterThan(current.data.version as number);
    expect(await resetNotices(people.reviewer.id)).toBe(before + 2);
  }, 240_000);
});

describe('counts and approvals for whole screens', () => {
  it('commentCounts answers every target with its open and total counts in one query; replies of a resolved thread are not open; strangers get NOT_FOUND', async () => {
    const g = new AuthClient(t.app, 'graphql');
    await g.signIn(people.viewer.email, GOOD_PASSWORD);
    const q = 'query($p: ID!) { commentCounts(projectId: $p) { target open total } }';
    const before = ((await g.gql(q, { p: projectId })).data as unknown as { target: string; open: number; total: number }[]).find((c) => c.target === 'FR-3') ?? { open: 0, total: 0 };
    const first = await post(people.reviewer.c, { target: 'FR-3', body: 'Counted' });
    const firstId = (first.body.data as { id: string }).id;
    await post(people.editor.c, { target: 'FR-3', body: 'A reply', parent_id: firstId });
    await post(people.editor.c, { target: 'FR-3', body: 'Another thread' });
    const counts = (await g.gql(q, { p: projectId })).data as unknown as { target: string; open: number; total: number }[];
    expect(counts.find((c) => c.target === 'FR-3')).toEqual({ target: 'FR-3', open: before.open + 3, total: before.total + 3 });
    // Resolving the thread closes its reply with it.
    expect((await people.editor.c.rest('put', `/comments/${firstId}`, { resolved: true })).status).toBe(200);
    const after = (await g.gql(q, { p: projectId })).data as unknown as { target: string; open: number; total: number }[];
    expect(after.find((c) => c.target === 'FR-3')).toEqual({ target: 'FR-3', open: before.open + 1, total: before.total + 3 });
    expect(after.map((c) => c.target)).toEqual([...after.map((c) => c.target)].sort());

    const { email } = await createUser(t.db.orm, { email: 'collab-stranger@example.test' });
    const stranger = new AuthClient(t.app, 'graphql');
    await stranger.signIn(email, GOOD_PASSWORD);
    expect((await stranger.gql(q, { p: projectId })).code).toBe('PROJECT_NOT_FOUND');
  });

  it("the quality gate names who approved each document's current version, over REST and GraphQL", async () => {
    const doc = await owner.getDocument(prdId);
    const version = doc.data.version as number;
    expect((await people.reviewer.c.rest('post', `/documents/${prdId}/approvals`, { version, decision: 'approve' })).status).toBe(201);
    expect((await people.editor.c.rest('post', `/documents/${prdId}/approvals`, { version, decision: 'request_changes' })).status).toBe(201);
    const rest = await people.viewer.c.rest('get', `/projects/${projectId}/analysis`);
    expect(rest.status).toBe(200);
    const prd = (rest.body.data as { approvals: { document_type: string }[] }).approvals.find((a) => a.document_type === 'prd');
    expect(prd).toEqual({ document_id: prdId, document_type: 'prd', version, approved_by: [{ id: people.reviewer.id, name: 'Rita User' }], changes_requested_by: [{ id: people.editor.id, name: 'Eddie User' }] });
    // The score's contract is unchanged beside it.
    expect(rest.body.data).toMatchObject({ score: expect.any(Number), findings: expect.any(Array) });

    const g = new AuthClient(t.app, 'graphql');
    await g.signIn(people.viewer.email, GOOD_PASSWORD);
    const viaGraphql = await g.gql('query($p: ID!) { analysis(projectId: $p) { approvals { documentType version approvedBy { name } changesRequestedBy { name } } } }', { p: projectId });
    expect((viaGraphql.data as { approvals: unknown[] }).approvals).toContainEqual({ documentType: 'prd', version, approvedBy: [{ name: 'Rita User' }], changesRequestedBy: [{ name: 'Eddie User' }] });

    // A new version starts with nobody.
    await owner.updateContent(prdId, `${doc.data.content as string}\n\nChanged again.\n`, version);
    const reset = await people.viewer.c.rest('get', `/projects/${projectId}/analysis`);
    expect((reset.body.data as { approvals: { document_type: string }[] }).approvals.find((a) => a.document_type === 'prd')).toMatchObject({ version: version + 1, approved_by: [], changes_requested_by: [] });
  });
});
