import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transports } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Document } from './document.entity.js';
import { editClient, type EditClient } from './testing/edit-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Doc = Record<string, unknown> & { id: string; version: number; content: string; structured: { sections: { id: string; title: string }[] } };

async function generated(c: EditClient, name: string): Promise<{ projectId: string; docs: Record<string, unknown>[] }> {
  const projectId = await c.projectWithBrief(name);
  expect((await c.generateAll(projectId)).ok).toBe(true);
  const docs = await c.settle(projectId, 60_000);
  expect(docs.every((d) => d.status === 'ready')).toBe(true);
  return { projectId, docs };
}

describe.each(transports)('editing documents over %s', (transport) => {
  it('saves an edit as a new version, marks dependents stale, and refuses a stale base with the current document', async () => {
    const { c } = await editClient(t.app, t.db.orm, transport);
    const { projectId, docs } = await generated(c, 'MealMate');
    const prdId = docs[0]!.id as string;
    const prd = (await c.getDocument(prdId)).data as Doc;
    expect(prd.version).toBe(1);

    const edited = `${prd.content}\n## Notes\n\nEdited by hand — ünïcode kept.\n`;
    const saved = await c.updateContent(prdId, edited, 1);
    expect(saved.ok, JSON.stringify(saved.body)).toBe(true);
    expect(saved.data).toMatchObject({ id: prdId, version: 2, content: edited, status: 'ready' });
    expect((await c.getDocument(prdId)).data).toMatchObject({ version: 2, content: edited });
    // Everything built from the PRD no longer matches it.
    const after = (await c.listDocuments(projectId)).data.items as Record<string, unknown>[];
    expect(after.map((d) => d.status)).toEqual(['ready', 'stale', 'stale', 'stale', 'stale', 'stale']);

    // Saving the same text again makes no empty version.
    expect((await c.updateContent(prdId, edited, 2)).data).toMatchObject({ version: 2 });

    const conflict = await c.updateContent(prdId, 'my stale tab', 1);
    expect(conflict).toMatchObject({ ok: false, code: 'VERSION_CONFLICT' });
    if (transport === 'rest') expect(conflict.status).toBe(409);
    else expect(conflict.gqlCode).toBe('CONFLICT');
    expect(c.conflictCurrent(conflict)).toMatchObject({ id: prdId, version: 2, content: edited });
    expect((await c.getDocument(prdId)).data.content).toBe(edited);

    expect(await c.updateContent(prdId, '   ', 2)).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });

    // Two tabs saving from the same base at the same moment: exactly one wins, the other is told.
    const race = await Promise.all([c.updateContent(prdId, `${edited}\nTab A\n`, 2), c.updateContent(prdId, `${edited}\nTab B\n`, 2)]);
    expect(race.map((o) => o.ok).sort()).toEqual([false, true]);
    expect(race.find((o) => !o.ok)).toMatchObject({ code: 'VERSION_CONFLICT' });
    expect((await c.getDocument(prdId)).data).toMatchObject({ version: 3, content: race.find((o) => o.ok)!.data.content });

    // A stale document can be edited; a failed one cannot.
    const planId = docs[1]!.id as string;
    expect((await c.updateContent(planId, '# Plan\n\nShort.\n', 1)).data).toMatchObject({ version: 2, status: 'stale' });
    await t.db.orm.em.fork().nativeUpdate(Document, { id: docs[5]!.id as string }, { status: 'failed' });
    expect(await c.updateContent(docs[5]!.id as string, '# x\n', 1)).toMatchObject({ ok: false, code: 'DOCUMENT_NOT_READY' });
  });

  it('lists versions newest first, reads one, restores it as a new version, and replaces a regenerated section', async () => {
    const { c } = await editClient(t.app, t.db.orm, transport);
    const { docs } = await generated(c, 'Version Vault');
    const prdId = docs[0]!.id as string;
    const original = (await c.getDocument(prdId)).data as Doc;
    await c.updateContent(prdId, '# Rewritten\n\nAll new.\n', 1);

    const list = await c.versions(prdId);
    expect(list.ok, JSON.stringify(list.body)).toBe(true);
    const items = list.data.items as Record<string, unknown>[];
    expect(items.map((v) => [v.version, v.source, v.generator])).toEqual([
      [2, 'edit', 'user'],
      [1, 'generated', 'builtin'],
    ]);
    expect(typeof items[0]!.created_by_name).toBe('string');
    expect(items[1]!.created_by_name).toBeNull();
    expect((await c.version(prdId, 1)).data).toMatchObject({ version: 1, source: 'generated', content: original.content });
    expect(await c.version(prdId, 9)).toMatchObject({ ok: false, code: 'VERSION_NOT_FOUND' });

    const restored = await c.restore(prdId, 1);
    expect(restored.data).toMatchObject({ version: 3, content: original.content });
    expect(((await c.versions(prdId)).data.items as Record<string, unknown>[])[0]).toMatchObject({ version: 3, source: 'restore' });

    // Per-section regenerate: a different wording of the section; the preview saves nothing
    // (rejecting it is not accepting it), accept replaces only that section as a new version.
    const section = original.structured.sections[1]!;
    const preview = await c.regenerateSection(prdId, section.id);
    expect(preview.ok, JSON.stringify(preview.body)).toBe(true);
    expect(preview.data).toMatchObject({ section_id: section.id, title: section.title, base_version: 3 });
    expect(preview.data.note).toMatch(/^Written by the built-in generator .* connect a model \(LLM_PROVIDER/);
    expect(preview.data.before).toMatch(new RegExp(`^## ${section.title}`));
    expect(preview.data.after).toMatch(new RegExp(`^## ${section.title}\n`));
    expect(preview.data.after).not.toBe(preview.data.before);
    // Rejected: the document and its history are exactly as they were.
    expect((await c.getDocument(prdId)).data).toMatchObject({ version: 3, content: original.content });
    expect(((await c.versions(prdId)).data.items as unknown[]).length).toBe(3);

    const taken = await c.acceptSection(prdId, section.id, preview.data.after as string, 3);
    expect(taken.ok, JSON.stringify(taken.body)).toBe(true);
    expect(taken.data.version).toBe(4);
    expect(taken.data.content as string).toContain(preview.data.after as string);
    expect(taken.data.content as string).not.toContain(preview.data.before as string);
    expect(((await c.versions(prdId)).data.items as Record<string, unknown>[])[0]).toMatchObject({ version: 4, source: 'section' });
    // Regenerating the accepted alternative proposes yet another wording.
    const next = await c.regenerateSection(prdId, section.id);
    expect(next.data.before).toBe(preview.data.after);
    expect(next.data.after).not.toBe(next.data.before);
    expect(next.data.after).not.toBe(preview.data.after);

    const custom = `## ${section.title}\n\nA hand-picked replacement.`;
    const accepted = await c.acceptSection(prdId, section.id, custom, 4);
    expect(accepted.ok, JSON.stringify(accepted.body)).toBe(true);
    const content = accepted.data.content as string;
    expect(accepted.data.version).toBe(5);
    expect(content).toContain('A hand-picked replacement.');
    expect(content).not.toContain(preview.data.after as string);
    const other = original.structured.sections[2]!;
    expect(content).toContain(`## ${other.title}`);
    expect(content.startsWith(original.content.split('\n## ')[0]!)).toBe(true);
    expect(((await c.versions(prdId)).data.items as Record<string, unknown>[])[0]).toMatchObject({ version: 5, source: 'section' });

    const again = await c.regenerateSection(prdId, section.id);
    expect(again.data.before).toBe(custom);
    expect(again.data.after).toBe(preview.data.after);
    expect(await c.acceptSection(prdId, section.id, 'stale', 3)).toMatchObject({ ok: false, code: 'VERSION_CONFLICT' });
    expect(await c.regenerateSection(prdId, 'no-such-section')).toMatchObject({ ok: false, code: 'SECTION_NOT_FOUND' });
  });

  it("answers 404 for another user's document on every edit operation and changes nothing", async () => {
    const { c: owner } = await editClient(t.app, t.db.orm, 'rest');
    const projectId = await owner.projectWithBrief('Private Plans');
    await owner.generate(projectId, 'prd');
    const [prd] = await owner.settle(projectId);
    const id = prd!.id as string;
    const sectionId = ((await owner.getDocument(id)).data as Doc).structured.sections[0]!.id;
    const { c: intruder } = await editClient(t.app, t.db.orm, transport);
    const ops: [string, () => ReturnType<EditClient['versions']>][] = [
      ['update', () => intruder.updateContent(id, '# mine\n', 1)],
      ['versions', () => intruder.versions(id)],
      ['version', () => intruder.version(id, 1)],
      ['restore', () => intruder.restore(id, 1)],
      ['regenerate section', () => intruder.regenerateSection(id, sectionId)],
      ['accept section', () => intruder.acceptSection(id, sectionId, 'mine', 1)],
    ];
    for (const [name, op] of ops) {
      const out = await op();
      expect(out, name).toMatchObject({ ok: false, code: 'DOCUMENT_NOT_FOUND' });
      if (transport === 'rest') expect(out.status, name).toBe(404);
      else expect(out.gqlCode, name).toBe('NOT_FOUND');
    }
    expect((await owner.versions(id)).data.items).toHaveLength(1);
    expect((await owner.getDocument(id)).data.version).toBe(1);
  });
});

it('lists every document-editing REST row in the OpenAPI document, signed in, with its error answers', async () => {
  const res = await request(t.app).get('/api/openapi.json').expect(200);
  const paths = (res.body as { paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>> }).paths;
  const rows = [
    ['put', '/documents/{id}', '409'],
    ['get', '/documents/{id}/versions', '404'],
    ['get', '/documents/{id}/versions/{version}', '404'],
    ['post', '/documents/{id}/versions/{version}/restore', '409'],
    ['post', '/documents/{id}/sections/{sectionId}/regenerate', '404'],
    ['post', '/documents/{id}/sections/{sectionId}/accept', '409'],
    ['get', '/documents/{id}/export', '404'],
    ['get', '/documents/{id}/roadmap/export', '400'],
    ['get', '/projects/{id}/documents/export', '404'],
  ] as const;
  for (const [method, path, status] of rows) {
    const op = paths[path]?.[method];
    expect(op, `${method} ${path}`).toBeDefined();
    expect(op?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(op?.responses ?? {}), `${method} ${path}`).toEqual(expect.arrayContaining(['200', '401', status]));
  }
});
