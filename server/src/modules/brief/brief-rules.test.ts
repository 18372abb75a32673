import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorTable } from '../../core/errors/index.js';
import { transports, type Outcome } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { BriefVersion } from './brief-version.entity.js';
import { briefClient, type BriefClient } from './testing/brief-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Everything a brief save may write, to prove a refused one wrote nothing. */
async function stored(c: BriefClient, id: string) {
  const [brief, project, sections, versions] = await Promise.all([c.getBrief(id), c.getProject(id), c.wizardResponses(id), c.briefVersions(id)]);
  return { brief: brief.data, project: project.data, sections: sections.data, versions: versions.data };
}

async function loadedBrief(c: BriefClient, id: string): Promise<Record<string, unknown>> {
  return (await c.getBrief(id)).data.brief as Record<string, unknown>;
}

function currentVersionOf(out: Outcome): unknown {
  if (out.gqlCode) return ((out.body.errors as { extensions: Record<string, unknown> }[])[0]?.extensions ?? {}).current_version;
  return out.body.current_version;
}

describe.each(transports)('saving the brief over %s', (transport) => {
  it('refuses the second of two saves from the same version, and keeps the first', async () => {
    const { c } = await briefClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    const brief = await loadedBrief(c, id);
    const first = await c.saveBrief(id, { ...brief, risks: 'First tab' }, 0);
    expect(first.data.version).toBe(1);
    const before = await stored(c, id);

    const second = await c.saveBrief(id, { ...brief, risks: 'Second tab' }, 0);
    expect(second).toMatchObject({ ok: false, code: 'BRIEF_CONFLICT', message: errorTable.BRIEF_CONFLICT.message });
    if (transport === 'rest') expect(second.status).toBe(409);
    else expect(second.gqlCode).toBe('CONFLICT');
    expect(currentVersionOf(second)).toBe(1);
    expect(await stored(c, id)).toEqual(before);
    expect((before.brief.brief as Record<string, unknown>).risks).toBe('First tab');
  });

  it('lets exactly one of two simultaneous saves from the same version through', async () => {
    const { c } = await briefClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    const brief = await loadedBrief(c, id);
    const outs = await Promise.all(['Tab A', 'Tab B'].map((risks) => c.saveBrief(id, { ...brief, risks }, 0)));
    expect(outs.map((o) => o.code ?? 'ok').sort()).toEqual(['BRIEF_CONFLICT', 'ok']);
    const winner = outs.find((o) => o.ok)!;
    expect(((await c.getBrief(id)).data.brief as Record<string, unknown>).risks).toBe((winner.data.brief as Record<string, unknown>).risks);
    expect((await c.briefVersions(id)).data.items).toHaveLength(1);
  });

  it.each([
    ['a blank name', { projectName: '  ' }, 'projectName', 'Project name is required'],
    ['no description', { projectDescription: '' }, 'projectDescription', 'Project description is required'],
    ['a name over 200 characters', { projectName: 'x'.repeat(201) }, 'projectName', 'Project name must be at most 200 characters'],
    ['a timeline over 100 characters', { timeline: 't'.repeat(101) }, 'timeline', 'timeline must be at most 100 characters'],
    ['an unknown platform', { platforms: ['Web', 'Fridge'] }, 'platforms', 'Platforms must be among: Web, iOS, Android, Desktop, Tablet'],
    ['the AI marker beside a technology', { techStack: ['[AI_RECOMMEND]', 'React'] }, 'techStack', '[AI_RECOMMEND] must be the only entry of techStack when AI recommends it'],
    ['an unknown performance level', { performanceExpectations: 'Extreme' }, 'performanceExpectations', 'Performance expectations must be one of: Low, Medium, High'],
    ['an unknown scope', { projectScope: 'huge' }, 'projectScope', 'Project scope must be one of: quickTest, standardMVP, scalableProduct'],
    ['a blank feature', { keyFeatures: ['Planner', ' '] }, 'keyFeatures', 'Entries of keyFeatures must not be blank'],
    ['a feature over 500 characters', { keyFeatures: ['y'.repeat(501)] }, 'keyFeatures.0', 'Each entry of keyFeatures must be at most 500 characters'],
    ['a repeated compliance entry', { compliance: ['GDPR', 'GDPR'] }, 'compliance', 'Compliance requirements must be unique'],
    // The last section: everything before it is valid, and still nothing is written.
    ['notes over 5,000 characters', { additionalNotes: 'z'.repeat(5_001) }, 'additionalNotes', 'additionalNotes must be at most 5000 characters'],
  ])('refuses %s naming the field, and writes nothing', async (_what, change, field, message) => {
    const { c } = await briefClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    const before = await stored(c, id);
    const out = await c.saveBrief(id, { ...(before.brief.brief as object), projectName: 'Renamed', ...change }, 0);
    expect(out).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', message });
    if (transport === 'rest') {
      expect(out.status).toBe(400);
      expect(out.body.errors).toContainEqual({ field, message });
    } else {
      expect(out.gqlCode).toBe('BAD_USER_INPUT');
      expect((out.body.errors as { extensions: { fields: unknown[] } }[])[0]?.extensions.fields).toContainEqual({ field, message });
    }
    expect(await stored(c, id)).toEqual(before);
  });

  it('leaves nothing half-saved when the last write fails', async () => {
    const { c, userId } = await briefClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    const before = await stored(c, id);
    // A version row the project does not know of: the save's own version insert, its last write, fails.
    const em = t.db.orm.em.fork();
    em.create(BriefVersion, { project: id, version: 1, user: userId, changedFields: [], snapshot: {} });
    await em.flush();
    const out = await c.saveBrief(id, { ...(before.brief.brief as object), projectName: 'Half', keyFeatures: ['Only this'], risks: 'None' }, 0);
    expect(out).toMatchObject({ ok: false, code: 'INTERNAL_ERROR' });
    const after = await stored(c, id);
    expect({ ...after, versions: before.versions }).toEqual(before);
  });

  it("answers PROJECT_NOT_FOUND for another user's project on every operation, and changes nothing", async () => {
    const { c: owner } = await briefClient(t.app, t.db.orm, transport);
    const id = await owner.projectWithBrief();
    const before = await stored(owner, id);
    const { c: stranger } = await briefClient(t.app, t.db.orm, transport);
    const brief = before.brief.brief as Record<string, unknown>;
    for (const out of [await stranger.getBrief(id), await stranger.saveBrief(id, { ...brief, projectName: 'Mine now' }, 0), await stranger.briefVersions(id)]) {
      expect(out).toMatchObject({ ok: false, code: 'PROJECT_NOT_FOUND', message: 'Project not found' });
      if (transport === 'rest') expect(out.status).toBe(404);
      else expect(out.gqlCode).toBe('NOT_FOUND');
    }
    expect(await stored(owner, id)).toEqual(before);
  });

  it('makes ready documents out of date after a real change, not after a save that changes nothing', async () => {
    const { c } = await briefClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    expect((await c.generateAll(id)).ok).toBe(true);
    expect((await c.settle(id)).map((d) => d.status)).toEqual(Array(6).fill('ready'));
    const brief = await loadedBrief(c, id);
    const statuses = async () => ((await c.listDocuments(id)).data.items as { status: string }[]).map((d) => d.status);

    expect((await c.saveBrief(id, brief, 0)).data.changed_fields).toEqual([]);
    expect(await statuses()).toEqual(Array(6).fill('ready'));

    const changed = await c.saveBrief(id, { ...brief, keyFeatures: [...(brief.keyFeatures as string[]), 'Pantry tracking'] }, 0);
    expect(changed.data).toMatchObject({ version: 1, changed_fields: ['keyFeatures'] });
    expect(await statuses()).toEqual(Array(6).fill('stale'));
  });
});
