import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transports, type Outcome } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { documentClient, type DocumentClient } from '../documents/testing/document-client.js';
import { PROJECT_MESSAGES } from './project.schemas.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Sets the team size over the client's transport; `data` is `{ teamSize }` either way. */
async function setTeamSize(c: DocumentClient, projectId: string, teamSize: unknown): Promise<Outcome> {
  if (c.transport === 'rest') {
    const out = await c.rest('put', `/projects/${projectId}/team-size`, { team_size: teamSize });
    const data = (out.body.data ?? {}) as Record<string, unknown>;
    return { ...out, data: { teamSize: data.team_size, projectId: data.project_id } };
  }
  return c.gql('mutation($id: ID!, $n: Int!) { setTeamSize(projectId: $id, teamSize: $n) { projectId teamSize message } }', { id: projectId, n: teamSize });
}

async function roadmapCapacity(c: DocumentClient, projectId: string) {
  const docs = await c.settle(projectId);
  const roadmap = docs.find((d) => d.type === 'roadmap')!;
  const full = await c.getDocument(roadmap.id as string);
  const structured = full.data.structured as { capacity: { teamSize: number; teamSizeAssumed: boolean }; tasks: { critical: boolean }[] };
  return { docs, structured };
}

describe.each(transports)('team size over %s', (transport) => {
  it('is stored in the settings, makes the documents stale and re-plans the roadmap on regeneration', async () => {
    const { c } = await documentClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    expect((await c.generateAll(id)).ok).toBe(true);
    const before = await roadmapCapacity(c, id);
    expect(before.structured.capacity).toMatchObject({ teamSize: 3, teamSizeAssumed: true });
    expect(before.structured.tasks.some((task) => task.critical)).toBe(true);

    const saved = await setTeamSize(c, id, 6);
    expect(saved.ok, JSON.stringify(saved.body)).toBe(true);
    expect(saved.data).toMatchObject({ teamSize: 6, projectId: id });
    expect(saved.message).toBe(PROJECT_MESSAGES.teamSizeSaved);
    expect((await c.getProject(id)).data.settings).toMatchObject({ team_size: 6 });

    const listed = await c.listDocuments(id);
    expect((listed.data.items as { status: string }[]).map((d) => d.status)).toEqual(Array(6).fill('stale'));

    expect((await c.generateAll(id)).ok).toBe(true);
    const after = await roadmapCapacity(c, id);
    expect(after.docs.map((d) => d.status)).toEqual(Array(6).fill('ready'));
    expect(after.structured.capacity).toMatchObject({ teamSize: 6, teamSizeAssumed: false });
  });

  it.each([0, 51, 2.5])('refuses %s with a clear message', async (value) => {
    const { c } = await documentClient(t.app, t.db.orm, transport);
    const id = (await c.createProject({ name: 'Sized' })).data.id as string;
    const out = await setTeamSize(c, id, value);
    if (transport === 'graphql' && value === 2.5) {
      // Int! refuses a fraction before the service sees it.
      expect(out.ok).toBe(false);
      return;
    }
    expect(out).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', message: PROJECT_MESSAGES.teamSize });
    expect((await c.getProject(id)).data.settings).not.toHaveProperty('team_size');
  });

  it("answers PROJECT_NOT_FOUND for another user's project and leaves it unchanged", async () => {
    const { c: owner } = await documentClient(t.app, t.db.orm, transport);
    const id = (await owner.createProject({ name: 'Mine' })).data.id as string;
    const { c: stranger } = await documentClient(t.app, t.db.orm, transport);
    expect(await setTeamSize(stranger, id, 4)).toMatchObject({ ok: false, code: 'PROJECT_NOT_FOUND' });
    expect((await owner.getProject(id)).data.settings).not.toHaveProperty('team_size');
  });
});
