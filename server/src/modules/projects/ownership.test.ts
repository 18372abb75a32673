import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transports } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { WizardResponse } from '../wizard/wizard-response.entity.js';
import { Project } from './project.entity.js';
import { signedInClient, type ProjectClient } from '../../test/project-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const info = { section_id: 'project_info', responses: { projectName: 'Secret', projectDescription: 'Mine' } };

/** Every operation that names a project, as another user would try it. */
const operations: [string, (c: ProjectClient, id: string) => ReturnType<ProjectClient['getProject']>][] = [
  ['get project', (c, id) => c.getProject(id)],
  ['update project', (c, id) => c.updateProject(id, { name: 'Taken over', status: 'archived' })],
  ['delete project', (c, id) => c.deleteProject(id)],
  ['list wizard responses', (c, id) => c.wizardResponses(id)],
  ['get a wizard response', (c, id) => c.wizardResponse(id, 'project_info')],
  ['get a missing wizard response', (c, id) => c.wizardResponse(id, 'deployment')],
  ['save a wizard response', (c, id) => c.saveWizardResponse(id, { section_id: 'project_info', responses: { projectName: 'Hacked' } })],
  ['save a wizard batch', (c, id) => c.saveWizardBatch(id, [{ section_id: 'deployment', responses: { risks: 'x' } }])],
  ['validate a wizard step', (c, id) => c.validateWizard(id, 1, { projectName: 'x', projectDescription: 'y' })],
  ['track activity on the project', (c, id) => c.track({ activity_type: 'PROJECT_CREATE', metadata: { entity_id: id, entity_type: 'project' } })],
];

async function snapshot(id: string) {
  const em = t.db.orm.em.fork();
  const project = await em.findOne(Project, { id });
  const responses = await em.find(WizardResponse, { project: id }, { orderBy: { sectionId: 'asc' } });
  return JSON.stringify({ project, responses: responses.map((r) => [r.id, r.sectionId, r.responses, r.updatedAt]) });
}

describe.each(transports)("another user's project over %s", (ownerTransport) => {
  describe.each(transports)('attacked over %s', (transport) => {
    it.each(operations)('%s answers 404 PROJECT_NOT_FOUND and changes nothing', async (_name, op) => {
      const { c: owner } = await signedInClient(t.app, t.db.orm, ownerTransport);
      const id = (await owner.createProject({ name: 'Secret' })).data.id as string;
      await owner.saveWizardResponse(id, info);
      const before = await snapshot(id);

      const { c: intruder } = await signedInClient(t.app, t.db.orm, transport);
      const out = await op(intruder, id);
      expect(out).toMatchObject({ ok: false, code: 'PROJECT_NOT_FOUND', message: 'Project not found' });
      if (transport === 'rest') expect(out.status).toBe(404);
      else expect(out.gqlCode).toBe('NOT_FOUND');

      // The same answer as for an id that does not exist at all (no existence leak).
      const missing = await op(intruder, '00000000-0000-4000-8000-000000000000');
      expect({ code: missing.code, message: missing.message, status: missing.status }).toEqual({ code: out.code, message: out.message, status: out.status });
      expect(await snapshot(id)).toBe(before);
      expect((await owner.getProject(id)).data.name).toBe('Secret');
    });
  });
});

it("does not list other users' projects and answers 404 for malformed ids", async () => {
  const { c: a } = await signedInClient(t.app, t.db.orm, 'rest');
  const { c: b } = await signedInClient(t.app, t.db.orm, 'graphql');
  await a.createProject({ name: 'A only' });
  expect((await b.listProjects()).data.items).toEqual([]);
  expect(await a.getProject('not-a-uuid')).toMatchObject({ ok: false, status: 404, code: 'PROJECT_NOT_FOUND' });
  expect(await b.getProject('not-a-uuid')).toMatchObject({ ok: false, code: 'PROJECT_NOT_FOUND' });
});
