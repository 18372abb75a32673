import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transports } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import { BriefVersion } from './brief-version.entity.js';
import { BRIEF_MESSAGES } from './brief.schemas.js';
import { briefClient } from './testing/brief-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The sample brief as the editor loads it (the wizard's 24 fields, no start date). */
const { startDate: _startDate, ...sample } = sampleInput;

const empty = {
  projectName: '',
  projectDescription: '',
  problemStatement: '',
  keyFeatures: [],
  nonGoals: [],
  competitors: '',
  userPersonas: [],
  userJourneys: '',
  platforms: [],
  uxDefinition: '',
  designGuidelines: '',
  techStack: [],
  integrations: [],
  securityConcerns: '',
  performanceExpectations: 'Medium',
  technicalConstraints: '',
  businessGoals: '',
  successMetrics: [],
  timeline: '',
  projectScope: 'standardMVP',
  risks: '',
  compliance: [],
  futureEvolution: '',
  additionalNotes: '',
  featureDetails: [],
  integrationUses: [],
  teamSize: null,
};

describe.each(transports)('the brief over %s', (transport) => {
  it('loads a wizard-made project, saves every section and the project fields, and counts versions', async () => {
    const { c, userId } = await briefClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    const loaded = await c.getBrief(id);
    expect(loaded.ok, JSON.stringify(loaded.body)).toBe(true);
    expect(loaded.data).toMatchObject({ project_id: id, version: 0, changed_fields: [], brief: sample });

    const edited = { ...sample, projectName: 'MealMate Pro', keyFeatures: [...sample.keyFeatures, 'Pantry tracking'], nonGoals: ['Grocery delivery'], platforms: ['Web'], additionalNotes: '' };
    const saved = await c.saveBrief(id, edited, 0);
    expect(saved.ok, JSON.stringify(saved.body)).toBe(true);
    expect(saved.data).toMatchObject({ project_id: id, version: 1, changed_fields: ['projectName', 'keyFeatures', 'nonGoals', 'platforms', 'additionalNotes'], brief: edited });
    if (transport === 'rest') expect(saved.message).toBe(BRIEF_MESSAGES.saved);
    expect((await c.getBrief(id)).data).toEqual({ ...saved.data, changed_fields: saved.data.changed_fields });

    // The project's own columns and settings keys follow (what lists, settings and Mission Control read).
    const project = (await c.getProject(id)).data;
    expect(project).toMatchObject({ name: 'MealMate Pro', key_features: edited.keyFeatures, platforms: ['Web'], timeline: '3 months', business_goals: sample.businessGoals });
    expect(project.settings).toMatchObject({ problem_statement: sample.problemStatement, performance_expectations: 'Medium', security_concerns: sample.securityConcerns });
    // …and so do the six wizard sections.
    const sections = (await c.wizardResponses(id)).data.items as { section_id: string; responses: Record<string, unknown> }[];
    expect(sections.map((s) => s.section_id)).toEqual(['project_info', 'product_details', 'target_audience', 'tech_stack', 'features', 'deployment']);
    expect(sections[1]?.responses).toEqual({ problemStatement: sample.problemStatement, keyFeatures: edited.keyFeatures, nonGoals: ['Grocery delivery'], competitors: sample.competitors });

    const second = await c.saveBrief(id, { ...edited, timeline: '6 months' }, 1);
    expect(second.data).toMatchObject({ version: 2, changed_fields: ['timeline'] });
    const versions = (await c.briefVersions(id)).data.items as Record<string, unknown>[];
    expect(versions.map((v) => [v.version, v.changed_fields])).toEqual([
      [2, ['timeline']],
      [1, ['projectName', 'keyFeatures', 'nonGoals', 'platforms', 'additionalNotes']],
    ]);
    expect(versions[0]?.author).toEqual({ id: userId, name: expect.any(String) });
    const row = await t.db.orm.em.fork().findOneOrFail(BriefVersion, { project: id, version: 2 });
    expect(row.snapshot).toEqual({ ...edited, timeline: '6 months', featureDetails: [], integrationUses: [], teamSize: null });
  });

  it('loads and saves a project made through the project API (no wizard answers)', async () => {
    const { c } = await briefClient(t.app, t.db.orm, transport);
    const created = await c.createProject({
      name: 'Rota',
      description: 'Shift planning for clinics',
      key_features: ['Shift swaps'],
      platforms: ['web'],
      timeline: 'Q3 2026',
      business_goals: 'Ten clinics',
      settings: { problem_statement: 'Paper rotas', performance_expectations: 'high', nonGoals: ['Payroll'] },
    });
    const id = created.data.id as string;
    const loaded = await c.getBrief(id);
    // Options read in their wizard spelling; a free-text timeline stays as it was written.
    expect(loaded.data.brief).toEqual({
      ...empty,
      projectName: 'Rota',
      projectDescription: 'Shift planning for clinics',
      problemStatement: 'Paper rotas',
      keyFeatures: ['Shift swaps'],
      nonGoals: ['Payroll'],
      platforms: ['Web'],
      performanceExpectations: 'High',
      businessGoals: 'Ten clinics',
      timeline: 'Q3 2026',
    });
    // The free-text timeline, sent back unchanged, does not block the save; a new value must be an option.
    const brief = loaded.data.brief as Record<string, unknown>;
    const saved = await c.saveBrief(id, { ...brief, userPersonas: ['Clinic manager'] }, 0);
    expect(saved.data).toMatchObject({ version: 1, changed_fields: ['userPersonas'] });
    expect((await c.getBrief(id)).data.brief).toEqual({ ...brief, userPersonas: ['Clinic manager'] });
    const refused = await c.saveBrief(id, { ...brief, timeline: 'someday' }, 1);
    expect(refused).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', message: 'Timeline must be one of: ASAP, 1 month, 3 months, 6 months, 1 year, Custom' });
  });

  it("opens with the project's own name after a rename in settings, and the save carries it to the wizard answers", async () => {
    const { c } = await briefClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    expect((await c.updateProject(id, { name: 'Renamed in settings' })).ok).toBe(true);
    const loaded = await c.getBrief(id);
    expect((loaded.data.brief as Record<string, unknown>).projectName).toBe('Renamed in settings');
    // The generators still read the wizard's old answer: saving as shown is a change of the brief.
    const saved = await c.saveBrief(id, loaded.data.brief as Record<string, unknown>, 0);
    expect(saved.data).toMatchObject({ version: 1, changed_fields: ['projectName'] });
    const sections = (await c.wizardResponses(id)).data.items as { responses: Record<string, unknown> }[];
    expect(sections[0]?.responses.projectName).toBe('Renamed in settings');
  });

  it('a save that changes nothing keeps the version and writes nothing', async () => {
    const { c } = await briefClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    const loaded = await c.getBrief(id);
    // Untrimmed answers are the same answers.
    const again = await c.saveBrief(id, { ...(loaded.data.brief as object), projectName: '  MealMate ' }, 0);
    expect(again.ok, JSON.stringify(again.body)).toBe(true);
    expect(again.data).toEqual({ ...loaded.data, changed_fields: [] });
    if (transport === 'rest') expect(again.message).toBe(BRIEF_MESSAGES.unchanged);
    expect((await c.briefVersions(id)).data.items).toEqual([]);
  });

  it('saves fields left out as the empty answers, and takes a save without base version', async () => {
    const { c } = await briefClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    const saved = await c.saveBrief(id, { projectName: 'Bare', projectDescription: 'Only the basics' });
    expect(saved.ok, JSON.stringify(saved.body)).toBe(true);
    expect(saved.data.brief).toEqual({ ...empty, projectName: 'Bare', projectDescription: 'Only the basics' });
    expect(saved.data.version).toBe(1);
    expect(saved.data.changed_fields).not.toContain('performanceExpectations');
    expect((await c.getProject(id)).data).toMatchObject({ name: 'Bare', key_features: [], timeline: '' });
  });
});
