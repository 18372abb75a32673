import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transports } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ActivityEvent } from '../activity/activity-event.entity.js';
import { Notification } from '../notifications/notification.entity.js';
import { Document, DocumentVersion, type DocumentStatus, type DocumentType } from './document.entity.js';
import { documentClient, type DocumentClient } from './testing/document-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const chain: DocumentType[] = ['prd', 'implementation_plan', 'feature_breakdown', 'user_flows', 'technical_architecture', 'roadmap'];
type Row = Record<string, unknown>;
const shape = (items: Row[]) => items.map((d) => [d.type, d.status, d.version]);

/** Puts documents of a project into a state directly (a job that failed, a cancel, a changed input). */
async function setStatus(projectId: string, states: Partial<Record<DocumentType, { status: DocumentStatus; jobId?: string | null }>>) {
  const em = t.db.orm.em.fork();
  for (const [type, state] of Object.entries(states)) {
    await em.nativeUpdate(Document, { project: projectId, type: type as DocumentType }, { jobId: null, ...state });
  }
}

async function readyChain(c: DocumentClient): Promise<string> {
  const id = await c.projectWithBrief();
  expect((await c.generateAll(id)).ok).toBe(true);
  expect(shape(await c.settle(id))).toEqual(chain.map((type) => [type, 'ready', 1]));
  return id;
}

describe.each(transports)('generation rules over %s', (transport) => {
  it('"Generate all" queues only missing, failed, cancelled and stale documents; ready ones are kept', async () => {
    const { c } = await documentClient(t.app, t.db.orm, transport);
    const id = await readyChain(c);

    // Everything ready: nothing is queued and no version is added.
    const idle = await c.generateAll(id);
    expect(idle.ok, JSON.stringify(idle.body)).toBe(true);
    expect(shape(idle.data.items as Row[])).toEqual(chain.map((type) => [type, 'ready', 1]));
    expect(shape(await c.settle(id))).toEqual(chain.map((type) => [type, 'ready', 1]));

    await setStatus(id, { user_flows: { status: 'stale' }, technical_architecture: { status: 'cancelled' }, roadmap: { status: 'failed' } });
    const started = await c.generateAll(id);
    expect(started.ok, JSON.stringify(started.body)).toBe(true);
    const items = started.data.items as Row[];
    expect(items.map((d) => d.type)).toEqual(chain);
    expect(shape(items.slice(0, 3))).toEqual([
      ['prd', 'ready', 1],
      ['implementation_plan', 'ready', 1],
      ['feature_breakdown', 'ready', 1],
    ]);
    expect(items.slice(3).every((d) => d.status === 'queued' || d.status === 'generating' || (d.status === 'ready' && d.version === 2))).toBe(true);
    expect(shape(await c.settle(id))).toEqual([
      ['prd', 'ready', 1],
      ['implementation_plan', 'ready', 1],
      ['feature_breakdown', 'ready', 1],
      ['user_flows', 'ready', 2],
      ['technical_architecture', 'ready', 2],
      ['roadmap', 'ready', 2],
    ]);
    expect(await t.db.orm.em.fork().count(DocumentVersion, { document: { project: id } })).toBe(9);
  });

  it('"Generate all" after a single PRD generates only the five missing documents', async () => {
    const { c } = await documentClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    await c.generate(id, 'prd');
    const [prd] = await c.settle(id);
    expect(prd).toMatchObject({ type: 'prd', status: 'ready', version: 1 });
    expect((await c.generateAll(id)).ok).toBe(true);
    expect(shape(await c.settle(id))).toEqual(chain.map((type) => [type, 'ready', 1]));
  });

  it('refuses to regenerate an upstream document while one built from it is queued or generating', async () => {
    const { c } = await documentClient(t.app, t.db.orm, transport);
    const id = await readyChain(c);
    await setStatus(id, { implementation_plan: { status: 'generating', jobId: randomUUID() }, roadmap: { status: 'queued', jobId: randomUUID() } });
    try {
      const prd = await c.generate(id, 'prd');
      expect(prd).toMatchObject({
        ok: false,
        code: 'GENERATION_IN_PROGRESS',
        message: 'The PRD cannot be regenerated while the Implementation plan and the Roadmap are being generated from it. Wait for them to finish, or cancel them, then try again.',
      });
      if (transport === 'rest') expect(prd.status).toBe(409);
      else expect(prd.gqlCode).toBe('CONFLICT');

      await setStatus(id, { implementation_plan: { status: 'ready' } });
      const plan = await c.generate(id, 'implementation_plan');
      expect(plan).toMatchObject({ ok: false, code: 'GENERATION_IN_PROGRESS' });
      expect(plan.message).toBe('The Implementation plan cannot be regenerated while the Roadmap is being generated from it. Wait for it to finish, or cancel it, then try again.');
      expect((await c.generate(id, 'prd')).message).toContain('while the Roadmap is being generated from it');
      // Nothing was queued by the refusals.
      const rows = (await c.listDocuments(id)).data.items as Row[];
      expect(shape(rows).slice(0, 2)).toEqual([
        ['prd', 'ready', 1],
        ['implementation_plan', 'ready', 1],
      ]);
    } finally {
      await setStatus(id, { implementation_plan: { status: 'ready' }, roadmap: { status: 'ready' } });
    }
  });

  it('records DOCUMENT_CREATE for the first version only; a regeneration still notifies that it is ready', async () => {
    const { c, userId } = await documentClient(t.app, t.db.orm, transport);
    const id = await readyChain(c);
    const em = t.db.orm.em.fork();
    const created = () => em.count(ActivityEvent, { user: userId, activityType: 'DOCUMENT_CREATE' });
    expect(await created()).toBe(6);
    await c.generate(id, 'prd');
    expect((await c.settle(id))[0]).toMatchObject({ type: 'prd', status: 'ready', version: 2 });
    expect(await created()).toBe(6);
    // The run's notice, then one for the regeneration alone.
    expect(await em.count(Notification, { user: userId, title: '6 documents of MealMate are ready' })).toBe(1);
    expect(await em.count(Notification, { user: userId, title: 'Your PRD is ready' })).toBe(1);
  });
});
