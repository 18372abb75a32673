import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transports } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Document } from './document.entity.js';
import { documentClient, type DocumentClient } from './testing/document-client.js';

let t: TestApp;
let limited: TestApp;
beforeAll(async () => {
  [t, limited] = await Promise.all([createTestApp(), createTestApp({ PLAN_MAX_DOCUMENTS: '3' })]);
});
afterAll(async () => {
  await Promise.all([t.close(), limited.close()]);
});

const MISSING = '00000000-0000-4000-8000-000000000000';
const projectOps: [string, (c: DocumentClient, id: string) => ReturnType<DocumentClient['listDocuments']>][] = [
  ['list documents', (c, id) => c.listDocuments(id)],
  ['generate one type', (c, id) => c.generate(id, 'prd')],
  ['generate all', (c, id) => c.generateAll(id)],
];

describe.each(transports)("another user's documents over %s", (transport) => {
  it('answer 404 like missing ones and change nothing', async () => {
    const { c: owner } = await documentClient(t.app, t.db.orm, 'rest');
    const id = await owner.projectWithBrief();
    await owner.generate(id, 'prd');
    const [prd] = await owner.settle(id);
    const { c: intruder } = await documentClient(t.app, t.db.orm, transport);

    for (const [name, op] of projectOps) {
      const out = await op(intruder, id);
      expect(out, name).toMatchObject({ ok: false, code: 'PROJECT_NOT_FOUND', message: 'Project not found' });
      if (transport === 'rest') expect(out.status, name).toBe(404);
      else expect(out.gqlCode, name).toBe('NOT_FOUND');
      const missing = await op(intruder, MISSING);
      expect([missing.code, missing.message, missing.status], name).toEqual([out.code, out.message, out.status]);
    }
    if (transport === 'graphql') expect(await intruder.status(id)).toMatchObject({ ok: false, code: 'PROJECT_NOT_FOUND' });

    const doc = await intruder.getDocument(prd!.id as string);
    expect(doc).toMatchObject({ ok: false, code: 'DOCUMENT_NOT_FOUND', message: 'Document not found' });
    if (transport === 'rest') expect(doc.status).toBe(404);
    else expect(doc.gqlCode).toBe('NOT_FOUND');
    expect(await intruder.getDocument(MISSING)).toMatchObject({ code: 'DOCUMENT_NOT_FOUND', status: doc.status });
    expect(await intruder.getDocument('not-a-uuid')).toMatchObject({ code: 'DOCUMENT_NOT_FOUND', status: doc.status });

    // The owner's document is untouched: one version, nothing queued by the intruder.
    expect((await owner.listDocuments(id)).data.items).toEqual([expect.objectContaining({ type: 'prd', status: 'ready', version: 1 })]);
    expect((await owner.getDocument(prd!.id as string)).data.content).toContain('MealMate');
  });
});

describe.each(transports)('the free beta document limit over %s', (transport) => {
  it('counts documents, not versions, across all projects', async () => {
    const { c } = await documentClient(limited.app, limited.db.orm, transport);
    const id = await c.projectWithBrief();
    const all = await c.generateAll(id);
    expect(all).toMatchObject({ ok: false, code: 'PLAN_LIMIT_REACHED' });
    expect(all.message).toBe('You have reached the free beta limit of 3 documents. Regenerating an existing document does not count against it.');
    if (transport === 'rest') expect(all.status).toBe(403);
    expect((await c.listDocuments(id)).data.items).toEqual([]);

    for (const type of ['prd', 'prd', 'implementation_plan', 'feature_breakdown', 'feature_breakdown']) {
      expect(await c.generate(id, type), type).toMatchObject({ ok: true });
      await c.settle(id);
    }
    expect(await c.generate(id, 'user_flows')).toMatchObject({ ok: false, code: 'PLAN_LIMIT_REACHED' });
    const other = await c.projectWithBrief('Second');
    expect(await c.generate(other, 'prd')).toMatchObject({ ok: false, code: 'PLAN_LIMIT_REACHED' });
    expect((await c.usage()).data).toMatchObject({ documentsGenerated: 3, maxDocuments: 3 });
    const em = limited.db.orm.em.fork();
    const docs = await em.find(Document, { project: id }, { orderBy: { type: 'asc' } });
    expect(docs.map((d) => [d.type, d.status, d.version])).toEqual([
      ['feature_breakdown', 'ready', 2],
      ['implementation_plan', 'ready', 1],
      ['prd', 'ready', 2],
    ]);
  });
});

it('exports the latest completed version as Markdown, only to its owner', async () => {
  const { c: owner } = await documentClient(t.app, t.db.orm, 'rest');
  const id = await owner.projectWithBrief();
  await owner.generate(id, 'prd');
  const [prd] = await owner.settle(id);
  const get = (token: string | undefined, query = '') => {
    const req = request(t.app).get(`/api/documents/${prd!.id as string}/export${query}`);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  const md = await get(owner.token, '?format=md').expect(200);
  expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
  expect(md.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+-v1\.md"$/);
  expect(md.text).toBe((await owner.getDocument(prd!.id as string)).data.content);
  expect((await get(owner.token).expect(200)).text).toBe(md.text);
  const pdf = await get(owner.token, '?format=pdf')
    .buffer(true)
    .parse((res, cb) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => cb(null, Buffer.concat(parts)));
    })
    .expect(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdf.headers['content-disposition']).toMatch(/-v1\.pdf"$/);
  const bytes = pdf.body as Buffer;
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
  // A PRD spans several pages.
  expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(1);
  const docx = await get(owner.token, '?format=docx').expect(200);
  expect(docx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  expect((await get(owner.token, '?format=odt').expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED' });
  await get(undefined).expect(401);

  const { c: intruder } = await documentClient(t.app, t.db.orm, 'rest');
  expect((await get(intruder.token).expect(404)).body).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });

  // A document still waiting for its first version has nothing to export.
  const em = t.db.orm.em.fork();
  const waiting = em.create(Document, { project: id, type: 'implementation_plan', status: 'cancelled' });
  await em.flush();
  const none = await request(t.app).get(`/api/documents/${waiting.id}/export`).set('Authorization', `Bearer ${owner.token}`).expect(409);
  expect(none.body).toMatchObject({ code: 'DOCUMENT_NOT_READY' });
});
