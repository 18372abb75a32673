import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transports } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ActivityEvent } from '../activity/activity-event.entity.js';
import { Notification } from '../notifications/notification.entity.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import { DocumentVersion } from './document.entity.js';
import { documentClient } from './testing/document-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const chain = ['prd', 'implementation_plan', 'feature_breakdown', 'user_flows', 'technical_architecture', 'roadmap'];

describe.each(transports)('document generation over %s', (transport) => {
  it('refuses out-of-order generation with PREREQUISITE_MISSING naming what is missing', async () => {
    const { c } = await documentClient(t.app, t.db.orm, transport);
    const bare = (await c.createProject({ name: 'No brief yet' })).data.id as string;
    const noBrief = await c.generate(bare, 'prd');
    expect(noBrief).toMatchObject({ ok: false, code: 'PREREQUISITE_MISSING' });
    expect(noBrief.message).toContain('project brief');
    expect(await c.generateAll(bare)).toMatchObject({ ok: false, code: 'PREREQUISITE_MISSING' });

    const id = await c.projectWithBrief();
    const plan = await c.generate(id, 'implementation_plan');
    expect(plan).toMatchObject({ ok: false, code: 'PREREQUISITE_MISSING', message: 'The Implementation plan needs the PRD first.' });
    if (transport === 'rest') expect(plan.status).toBe(409);
    else expect(plan.gqlCode).toBe('CONFLICT');
    const roadmap = await c.generate(id, 'roadmap');
    expect(roadmap.message).toBe('The Roadmap needs the PRD and the Implementation plan first.');
    expect(await c.generate(id, 'specification')).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    // Nothing was created by the refusals.
    expect((await c.listDocuments(id)).data.items).toEqual([]);

    // Once the PRD is ready the plan may start, but the roadmap still needs the plan.
    expect(await c.generate(id, 'prd')).toMatchObject({ ok: true, data: { type: 'prd', status: 'queued', version: 0 } });
    const afterPrd = await c.settle(id);
    expect(afterPrd.map((d) => [d.type, d.status, d.error])).toEqual([['prd', 'ready', null]]);
    expect((await c.generate(id, 'roadmap')).message).toBe('The Roadmap needs the Implementation plan first.');
    expect(await c.generate(id, 'implementation_plan')).toMatchObject({ ok: true, data: { type: 'implementation_plan' } });
    await c.settle(id);
    expect(await c.generate(id, 'roadmap')).toMatchObject({ ok: true, data: { type: 'roadmap', status: 'queued' } });
    const [, , roadmapDoc] = await c.settle(id);
    expect(roadmapDoc).toMatchObject({ type: 'roadmap', status: 'ready', version: 1 });
  });

  it('counts the generated documents of each project in the project list and on the project', async () => {
    const { c } = await documentClient(t.app, t.db.orm, transport);
    const done = await c.projectWithBrief();
    const untouched = await c.projectWithBrief();
    await c.generateAll(done);
    await c.settle(done);
    const list = (await c.listProjects()).data.items as { id: string; documents_ready: number }[];
    expect(Object.fromEntries(list.map((p) => [p.id, p.documents_ready]))).toEqual({ [done]: 6, [untouched]: 0 });
    expect((await c.getProject(done)).data.documents_ready).toBe(6);
    expect((await c.updateProject(done, { name: 'Renamed' })).data.documents_ready).toBe(6);
    // A stale document was generated, just from older inputs: it still counts.
    const em = t.db.orm.em.fork();
    const listed = async () => Object.fromEntries(((await c.listProjects()).data.items as { id: string; documents_ready: number }[]).map((p) => [p.id, p.documents_ready]));
    await em.getConnection().execute(`update document set status = 'stale' where project_id = ? and type = 'roadmap'`, [done]);
    expect((await c.getProject(done)).data.documents_ready).toBe(6);
    expect(await listed()).toEqual({ [done]: 6, [untouched]: 0 });
    await em.getConnection().execute(`update document set status = 'failed' where project_id = ? and type = 'roadmap'`, [done]);
    expect((await c.getProject(done)).data.documents_ready).toBe(5);
    expect(await listed()).toEqual({ [done]: 5, [untouched]: 0 });
  });

  it('"generate all" runs the chain to six ready documents with content, versions, notifications and activity', async () => {
    const { c, userId } = await documentClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    const started = await c.generateAll(id);
    expect(started.ok, JSON.stringify(started.body)).toBe(true);
    const items = started.data.items as Record<string, unknown>[];
    expect(items.map((d) => d.type)).toEqual(chain);
    expect(items.every((d) => d.status === 'queued' || d.status === 'generating' || d.status === 'ready')).toBe(true);
    if (transport === 'rest') expect(started.status).toBe(202);

    const done = await c.settle(id);
    expect(done.map((d) => [d.type, d.status, d.version, d.generator, d.progress])).toEqual(chain.map((type) => [type, 'ready', 1, 'builtin', 100]));
    expect(done.every((d) => d.project_id === id && typeof d.generated_at === 'string' && d.error === null)).toBe(true);

    const prd = await c.getDocument(done[0]!.id as string);
    expect(prd.data.content).toContain('# ');
    expect(prd.data.content).toContain('MealMate');
    expect(prd.data.content).toMatch(/FR-1/);
    expect(prd.data.content).toContain('without an AI model');
    expect((prd.data.structured as { requirements: unknown[] }).requirements.length).toBeGreaterThan(0);
    const roadmap = await c.getDocument(done[5]!.id as string);
    expect(roadmap.data.content).toMatch(/FR-\d/);
    expect((roadmap.data.structured as { phases: unknown[] }).phases.length).toBeGreaterThan(0);

    const status = await c.status(id);
    expect(status.data).toMatchObject({ project_id: id, active: false, percent: 100 });

    const em = t.db.orm.em.fork();
    expect(await em.count(DocumentVersion, { document: { project: id } })).toBe(6);
    // One notice for the run, not one per document (the user's default).
    const notes = await em.find(Notification, { user: userId, title: { $like: '%ready' } });
    expect(notes.map((n) => [n.title, n.message, n.actionUrl, n.actionLabel])).toEqual([
      ['6 documents of MealMate are ready', 'PRD, Implementation plan, Feature breakdown, User flows, Technical architecture and Roadmap are ready to read.', `/project/${id}/mission-control`, 'Open MealMate'],
    ]);
    expect(await em.count(ActivityEvent, { user: userId, activityType: 'DOCUMENT_CREATE', entityType: 'document' })).toBe(6);
    expect((await c.usage()).data).toMatchObject({ documentsGenerated: 6, maxDocuments: 20 });
  });

  it('regenerating an upstream document adds a version and marks the ready documents built from it stale', async () => {
    const { c } = await documentClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    await c.generateAll(id);
    await c.settle(id);
    expect(await c.generate(id, 'implementation_plan')).toMatchObject({ ok: true, data: { status: 'queued', version: 1 } });
    const after = await c.settle(id);
    expect(after.map((d) => [d.type, d.status, d.version])).toEqual([
      ['prd', 'ready', 1],
      ['implementation_plan', 'ready', 2],
      ['feature_breakdown', 'stale', 1],
      ['user_flows', 'stale', 1],
      ['technical_architecture', 'stale', 1],
      ['roadmap', 'stale', 1],
    ]);
    // A stale document still feeds later ones and regenerates to ready; a regeneration is no new document.
    await c.generate(id, 'roadmap');
    expect((await c.settle(id))[5]).toMatchObject({ type: 'roadmap', status: 'ready', version: 2 });
    expect((await c.usage()).data.documentsGenerated).toBe(6);
    const em = t.db.orm.em.fork();
    expect(await em.count(DocumentVersion, { document: { project: id } })).toBe(8);
  });
});

it('a changed brief makes the ready documents stale; saving the same answers or other project fields does not', async () => {
  const { c } = await documentClient(t.app, t.db.orm, 'rest');
  const id = await c.projectWithBrief();
  await c.generateAll(id);
  await c.settle(id);
  await c.saveWizardResponse(id, { section_id: 'project_info', responses: { projectName: 'MealMate', projectDescription: sampleInput.projectDescription } });
  await c.updateProject(id, { status: 'completed' });
  expect((await c.listDocuments(id)).data.items).toEqual(chain.map(() => expect.objectContaining({ status: 'ready' })));

  await c.saveWizardResponse(id, { section_id: 'deployment', responses: { risks: 'Suppliers change their prices weekly', compliance: ['GDPR'] } });
  const [prd] = (await c.listDocuments(id)).data.items as { id: string; status: string }[];
  expect(prd!.status).toBe('stale');
  expect((await c.getDocument(prd!.id)).data).toMatchObject({ status: 'stale', version: 1 });
  expect(((await c.listDocuments(id)).data.items as { status: string }[]).map((d) => d.status)).toEqual(chain.map(() => 'stale'));
  // Regenerating builds from the new brief and is ready again.
  await c.generate(id, 'prd');
  const [fresh] = await c.settle(id);
  expect(fresh).toMatchObject({ status: 'ready', version: 2 });
  expect((await c.getDocument(fresh!.id as string)).data.content).toContain('Suppliers change their prices weekly');
});
