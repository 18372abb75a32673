import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Outcome, Transport } from '../../test/auth-client.js';
import { AuthClient } from '../../test/auth-client.js';
import { createUser, GOOD_PASSWORD } from '../../test/account-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { documentClient, type DocumentClient } from '../documents/testing/document-client.js';
import { MailMessage } from '../mail/mail-message.entity.js';
import { sampleInput } from '../generation/composer/sample-brief.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Item = { id: string; statement: string; source: string; fields: Record<string, unknown> };
const ITEM = 'id kind title statement status source fields links { kind to }';

/** The four operations over either transport; `data` is the item (or the items). */
const ops = (c: AuthClient, projectId: string) => {
  const rest = c.transport === 'rest';
  return {
    confirm: (itemId: string) => (rest ? c.rest('post', `/projects/${projectId}/spec/items/${itemId}/confirm`) : c.gql(`mutation($p: ID!, $i: String!) { confirmSpecItem(projectId: $p, itemId: $i) { ${ITEM} } }`, { p: projectId, i: itemId })),
    confirmAll: (itemIds: string[]) =>
      rest ? c.rest('post', `/projects/${projectId}/spec/confirm`, { item_ids: itemIds }) : c.gql(`mutation($p: ID!, $i: [String!]!) { confirmSpecItems(projectId: $p, itemIds: $i) { ${ITEM} } }`, { p: projectId, i: itemIds }),
    edit: (itemId: string, body: { given?: string; when?: string; then?: string; statement?: string }) =>
      rest
        ? c.rest('put', `/projects/${projectId}/spec/items/${itemId}/text`, body)
        : c.gql(`mutation($p: ID!, $i: String!, $g: String, $w: String, $t: String, $s: String) { editSpecItemText(projectId: $p, itemId: $i, given: $g, when: $w, then: $t, statement: $s) { ${ITEM} } }`, {
            p: projectId,
            i: itemId,
            g: body.given,
            w: body.when,
            t: body.then,
            s: body.statement,
          }),
    undo: (itemId: string) => (rest ? c.rest('delete', `/projects/${projectId}/spec/items/${itemId}/confirm`) : c.gql(`mutation($p: ID!, $i: String!) { unconfirmSpecItem(projectId: $p, itemId: $i) { ${ITEM} } }`, { p: projectId, i: itemId })),
  };
};

const itemOf = (c: AuthClient, out: Outcome): Item => {
  expect(out.ok, `${out.status} ${out.code}: ${out.message}`).toBe(true);
  return (c.transport === 'rest' ? out.body.data : out.data) as Item;
};
const itemsOf = (c: AuthClient, out: Outcome): Item[] => {
  expect(out.ok, `${out.status} ${out.code}: ${out.message}`).toBe(true);
  return c.transport === 'rest' ? (out.body.data as { items: Item[] }).items : ((out.data as unknown as { items: Item[] }).items ?? (out.data as unknown as Item[]));
};

async function findings(c: DocumentClient, projectId: string): Promise<string[]> {
  const out = await c.rest('get', `/projects/${projectId}/analysis`);
  expect(out.ok).toBe(true);
  return (out.body.data as { findings: { rule: string; itemId: string | null }[] }).findings.map((f) => `${f.rule} ${f.itemId ?? ''}`);
}

async function prdOf(c: DocumentClient, projectId: string): Promise<{ content: string; version: number; status: string }> {
  const docs = (await c.rest('get', `/projects/${projectId}/documents`)).body.data as { id: string; type: string }[];
  const prd = await c.rest('get', `/documents/${docs.find((d) => d.type === 'prd')!.id}`);
  return prd.body.data as { content: string; version: number; status: string };
}

const lineOf = (content: string, id: string) => content.split('\n').find((l) => l.startsWith(`- **${id}** `)) ?? '';

/** A project with the sample brief and its PRD: FR-2's three criteria all come from the sharing pattern. */
async function projectWithPrd(c: DocumentClient): Promise<string> {
  const id = await c.projectWithBrief();
  expect((await c.generate(id, 'prd')).ok).toBe(true);
  await c.settle(id);
  return id;
}

describe.each(['rest', 'graphql'] as Transport[])('catalogue suggestions over %s', (transport) => {
  it('confirms one and several; the gate finding goes away and the PRD line loses its mark in a new version, nothing else changes', async () => {
    const { c, userId } = await documentClient(t.app, t.db.orm, transport);
    const rest = new AuthClient(t.app, 'rest');
    rest.token = c.token;
    const projectId = await projectWithPrd(c);
    const op = ops(c, projectId);

    expect(await findings(c, projectId)).toEqual(expect.arrayContaining(['criteria-unconfirmed FR-2', 'unconfirmed-suggestion AC-2.1', 'unconfirmed-suggestion AC-2.3']));
    const before = await prdOf(c, projectId);
    expect(lineOf(before.content, 'AC-2.1')).toMatch(/\.\s_\(suggested\)_$/);
    expect(lineOf(before.content, 'AC-1.1')).not.toContain('suggested');

    const one = itemOf(c, await op.confirm('AC-2.1'));
    expect(one).toMatchObject({ id: 'AC-2.1', source: 'pattern:sharing-collaboration', fields: { confirmed: true, confirmedBy: userId, confirmedAt: expect.any(String) } });
    // One agreed criterion says what "done" means: the requirement is no longer flagged, its other suggestions are.
    const once = await findings(c, projectId);
    expect(once).not.toContain('criteria-unconfirmed FR-2');
    expect(once).not.toContain('unconfirmed-suggestion AC-2.1');
    expect(once).toContain('unconfirmed-suggestion AC-2.2');
    const after = await prdOf(c, projectId);
    expect({ version: after.version, status: after.status }).toEqual({ version: before.version + 1, status: 'ready' });
    expect(lineOf(after.content, 'AC-2.1')).toBe(lineOf(before.content, 'AC-2.1').replace(' _(suggested)_', ''));
    // Only that line changed.
    expect(after.content.replace(lineOf(after.content, 'AC-2.1'), '')).toBe(before.content.replace(lineOf(before.content, 'AC-2.1'), ''));

    // Confirming again changes nothing (no new version, same time).
    expect(itemOf(c, await op.confirm('ac-2.1')).fields.confirmedAt).toBe(one.fields.confirmedAt);
    expect((await prdOf(c, projectId)).version).toBe(after.version);

    const many = itemsOf(c, await op.confirmAll(['AC-2.2', 'AC-2.3']));
    expect(many.map((i) => [i.id, i.fields.confirmed])).toEqual([
      ['AC-2.2', true],
      ['AC-2.3', true],
    ]);
    const left = await findings(c, projectId);
    expect(left.filter((f) => /^unconfirmed-suggestion AC-2\./.test(f))).toEqual([]);
    expect(left).toContain('criteria-unconfirmed FR-3');
    const spec = (await rest.rest('get', `/projects/${projectId}/spec?kind=criterion`)).body.data as { items: Item[] };
    expect(spec.items.filter((i) => i.id.startsWith('AC-2.')).every((i) => i.fields.confirmed === true)).toBe(true);
    expect((await prdOf(c, projectId)).content).not.toMatch(/\*\*AC-2\.\d\*\*.*suggested/);

    // All or none: an unknown id in the list confirms nothing.
    expect(await op.confirmAll(['AC-3.1', 'AC-9.9'])).toMatchObject({ ok: false, code: 'SPEC_ITEM_NOT_FOUND' });
    expect(await findings(c, projectId)).toContain('unconfirmed-suggestion AC-3.1');
  });

  it('rewrites a suggestion in the person’s words (confirmed), undoes it back to the catalogue’s text, and refuses what is not a suggestion', async () => {
    const { c } = await documentClient(t.app, t.db.orm, transport);
    const projectId = await projectWithPrd(c);
    const op = ops(c, projectId);
    const original = (await prdOf(c, projectId)).content;

    const edited = itemOf(c, await op.edit('AC-3.2', { given: 'the search service is down', when: 'someone searches', then: 'they see "Search is unavailable, try again in a minute" and their filters stay set' }));
    expect(edited.statement).toBe('Given the search service is down, when someone searches, then they see "Search is unavailable, try again in a minute" and their filters stay set.');
    expect(edited.fields).toMatchObject({ confirmed: true, edited: true, given: 'the search service is down', suggestedStatement: expect.stringMatching(/^Given the search service is unavailable/) });
    expect(await findings(c, projectId)).not.toContain('unconfirmed-suggestion AC-3.2');
    expect(lineOf((await prdOf(c, projectId)).content, 'AC-3.2')).toBe('- **AC-3.2** **Given** the search service is down, **when** someone searches, **then** they see "Search is unavailable, try again in a minute" and their filters stay set.');

    const undone = itemOf(c, await op.undo('AC-3.2'));
    expect(undone.statement).toMatch(/^Given the search service is unavailable/);
    expect(Object.keys(undone.fields).filter((k) => /^(confirm|edited|suggested[A-Z])/.test(k))).toEqual([]);
    expect(lineOf((await prdOf(c, projectId)).content, 'AC-3.2')).toBe(lineOf(original, 'AC-3.2'));
    expect(await findings(c, projectId)).toContain('unconfirmed-suggestion AC-3.2');

    expect(await op.edit('AC-3.2', { statement: 'Just words' })).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(await op.edit('AC-3.2', { given: ' ', when: 'x', then: 'y' })).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(await op.confirm('AC-1.1')).toMatchObject({ ok: false, code: 'NOT_A_SUGGESTION' });
    expect(await op.confirm('FR-2')).toMatchObject({ ok: false, code: 'NOT_A_SUGGESTION' });
    expect(await op.confirm('AC-9.9')).toMatchObject({ ok: false, code: 'SPEC_ITEM_NOT_FOUND' });
  });
});

/** The invitation link's token from the last mail sent to `to`. */
async function invitationToken(to: string): Promise<string> {
  await t.services.mailer.drain();
  const mail = await t.db.orm.em.fork().findOneOrFail(MailMessage, { to }, { orderBy: { createdAt: 'desc' } });
  return /\/invitations\/([\w-]+)/.exec(mail.text)![1]!;
}

async function member(owner: DocumentClient, projectId: string, role: 'editor' | 'reviewer' | 'viewer'): Promise<string> {
  const { email } = await createUser(t.db.orm);
  const c = new AuthClient(t.app, 'rest');
  await c.signIn(email, GOOD_PASSWORD);
  expect((await owner.rest('post', `/projects/${projectId}/members`, { email, role })).status).toBe(201);
  expect((await c.rest('post', `/invitations/${await invitationToken(email)}/accept`)).ok).toBe(true);
  return c.token!;
}

describe('who may confirm a suggestion', () => {
  it.each(['rest', 'graphql'] as Transport[])('over %s: editors and read-write tokens may; viewers, reviewers, read tokens and strangers may not, and nothing changes', async (transport) => {
    const { c: owner } = await documentClient(t.app, t.db.orm, 'rest');
    const projectId = await projectWithPrd(owner);
    const as = (token: string) => {
      const c = new AuthClient(t.app, transport);
      c.token = token;
      return ops(c, projectId);
    };
    const tokenOf = async (scope: string) => ((await owner.rest('post', '/users/tokens', { name: scope, scope })).body.data as { token: string }).token;
    const viewer = as(await member(owner, projectId, 'viewer'));
    const reviewer = as(await member(owner, projectId, 'reviewer'));
    const editor = as(await member(owner, projectId, 'editor'));
    const reader = as(await tokenOf('read'));
    const writer = as(await tokenOf('read-write'));
    const { c: strangerClient } = await documentClient(t.app, t.db.orm, transport);
    const stranger = ops(strangerClient, projectId);
    const prd = await prdOf(owner, projectId);

    for (const refused of [viewer, reviewer]) {
      expect(await refused.confirm('AC-2.1')).toMatchObject({ ok: false, code: 'FORBIDDEN', message: expect.stringContaining('the editor role') });
      expect(await refused.confirmAll(['AC-2.1'])).toMatchObject({ ok: false, code: 'FORBIDDEN' });
      expect(await refused.edit('AC-2.1', { given: 'a', when: 'b', then: 'c' })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
      expect(await refused.undo('AC-2.1')).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    }
    expect(await reader.confirm('AC-2.1')).toMatchObject({ ok: false, status: 403, code: 'TOKEN_READ_ONLY' });
    expect(await reader.edit('AC-2.1', { given: 'a', when: 'b', then: 'c' })).toMatchObject({ ok: false, status: 403, code: 'TOKEN_READ_ONLY' });
    expect(await stranger.confirm('AC-2.1')).toMatchObject({ ok: false, code: 'PROJECT_NOT_FOUND' });
    expect(await stranger.undo('AC-2.1')).toMatchObject({ ok: false, code: 'PROJECT_NOT_FOUND' });
    expect(await prdOf(owner, projectId)).toEqual(prd);
    const spec = (await owner.rest('get', `/projects/${projectId}/spec?kind=criterion`)).body.data as { items: Item[] };
    expect(spec.items.some((i) => i.fields.confirmed !== undefined)).toBe(false);

    expect(await editor.confirm('AC-2.1')).toMatchObject({ ok: true });
    expect(await writer.confirm('AC-2.2')).toMatchObject({ ok: true });
    expect(await editor.undo('AC-2.1')).toMatchObject({ ok: true });
  });
});

it('keeps confirmed and edited suggestions through a regeneration of the PRD from the same brief; confirming stales no document', async () => {
  const { c } = await documentClient(t.app, t.db.orm, 'graphql');
  const projectId = await c.projectWithBrief();
  expect((await c.generateAll(projectId)).ok).toBe(true);
  const generated = (await c.settle(projectId)).map((d) => [d.type, d.status, d.version]);
  expect(generated.map(([, status]) => status)).toEqual(Array(6).fill('ready'));
  const op = ops(c, projectId);
  itemOf(c, await op.confirm('AC-2.1'));
  const edited = itemOf(c, await op.edit('AC-3.2', { given: 'search is down', when: 'someone searches', then: 'they are told to retry' }));
  // The PRD has two more versions (one per change); every other document is as it was, still ready.
  const now = ((await c.listDocuments(projectId)).data as unknown as { items: Record<string, unknown>[] }).items.map((d) => [d.type, d.status, d.version]);
  expect(now).toEqual(generated.map(([type, status, version]) => [type, status, type === 'prd' ? Number(version) + 2 : version]));

  expect((await c.generate(projectId, 'prd')).ok).toBe(true);
  await c.settle(projectId);
  const spec = await c.gql(`query($id: ID!) { specGraph(projectId: $id, kind: "criterion") { items { ${ITEM} } } }`, { id: projectId });
  const items = (spec.data as unknown as { items: Item[] }).items;
  const byId = new Map(items.map((i) => [i.id, i]));
  expect(byId.get('AC-2.1')!.fields).toMatchObject({ confirmed: true, confirmedAt: expect.any(String) });
  expect(byId.get('AC-3.2')).toMatchObject({ statement: edited.statement, fields: { confirmed: true, edited: true, given: 'search is down' } });
  expect(byId.get('AC-2.2')!.fields.confirmed).toBeUndefined();
  const prd = (await prdOf(c, projectId)).content;
  expect(lineOf(prd, 'AC-2.1')).not.toContain('suggested');
  expect(lineOf(prd, 'AC-3.2')).toBe('- **AC-3.2** **Given** search is down, **when** someone searches, **then** they are told to retry.');
  expect(lineOf(prd, 'AC-2.2')).toContain('_(suggested)_');
  const left = await findings(c, projectId);
  expect(left).not.toContain('unconfirmed-suggestion AC-2.1');
  expect(left).not.toContain('unconfirmed-suggestion AC-3.2');
  expect(left).toContain('unconfirmed-suggestion AC-2.2');
});

it('keeps confirmed and edited suggestions through an accepted update from a changed brief', async () => {
  const { c } = await documentClient(t.app, t.db.orm, 'rest');
  const projectId = await projectWithPrd(c);
  const op = ops(c, projectId);
  itemOf(c, await op.confirm('AC-2.1'));
  itemOf(c, await op.edit('AC-3.2', { given: 'search is down', when: 'someone searches', then: 'they are told to retry' }));
  const confirmedLine = lineOf((await prdOf(c, projectId)).content, 'AC-2.1');
  const editedLine = '- **AC-3.2** **Given** search is down, **when** someone searches, **then** they are told to retry.';

  const saved = await c.saveWizardBatch(projectId, [{ section_id: 'features', responses: { businessGoals: sampleInput.businessGoals, successMetrics: sampleInput.successMetrics, timeline: '6 months', projectScope: 'standardMVP' } }]);
  expect(saved.ok).toBe(true);
  const prepared = await c.rest('post', `/projects/${projectId}/patch`);
  expect(prepared.ok, JSON.stringify(prepared.body)).toBe(true);
  const patch = prepared.body.data as { id: string; changed: string[]; hunks: { id: string; after: string }[] };
  expect(patch.changed.filter((i) => i === 'AC-2.1' || i === 'AC-3.2')).toEqual([]);
  for (const h of patch.hunks) {
    if (h.after.includes('**AC-2.1**')) expect(lineOf(h.after, 'AC-2.1')).toBe(confirmedLine);
    if (h.after.includes('**AC-3.2**')) expect(lineOf(h.after, 'AC-3.2')).toBe(editedLine);
  }
  const decided = await c.rest('post', `/projects/${projectId}/patch/${patch.id}/decisions`, { decisions: patch.hunks.map((h) => ({ hunk_id: h.id, decision: 'accept' })) });
  expect(decided.ok, JSON.stringify(decided.body)).toBe(true);

  const spec = (await c.rest('get', `/projects/${projectId}/spec?kind=criterion`)).body.data as { items: Item[] };
  expect(spec.items.find((i) => i.id === 'AC-2.1')!.fields.confirmed).toBe(true);
  expect(spec.items.find((i) => i.id === 'AC-3.2')).toMatchObject({ statement: 'Given search is down, when someone searches, then they are told to retry.', fields: { edited: true, confirmed: true } });
  const prd = (await prdOf(c, projectId)).content;
  expect(lineOf(prd, 'AC-2.1')).toBe(confirmedLine);
  expect(lineOf(prd, 'AC-3.2')).toBe(editedLine);
  expect(await findings(c, projectId)).not.toContain('unconfirmed-suggestion AC-2.1');
});
