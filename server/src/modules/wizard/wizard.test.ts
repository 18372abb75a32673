import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transports } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInClient } from '../../test/project-client.js';
import { WizardResponse } from './wizard-response.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sections = [
  { section_id: 'project_info', responses: { projectName: 'Recipe Finder', projectDescription: 'Finds recipes' } },
  { section_id: 'product_details', responses: { problemStatement: 'Hard', keyFeatures: ['a', 'b', 'c'], nonGoals: ['x', 'y'], competitors: '' } },
  { section_id: 'target_audience', responses: { userPersonas: ['Cook'], userJourneys: '', platforms: ['Web'], uxDefinition: '', designGuidelines: '' } },
  { section_id: 'tech_stack', responses: { techStack: ['[AI_RECOMMEND]'], integrations: [], securityConcerns: '[AI_RECOMMEND]', performanceExpectations: 'Medium', technicalConstraints: '' } },
  { section_id: 'features', responses: { businessGoals: 'Grow', successMetrics: ['DAU', 'DAU'], timeline: '3 months', projectScope: 'standardMVP' } },
  { section_id: 'deployment', responses: { risks: '', compliance: ['GDPR'], futureEvolution: '', additionalNotes: '' } },
];

describe.each(transports)('wizard responses over %s', (transport) => {
  const newProject = async () => {
    const { c } = await signedInClient(t.app, t.db.orm, transport);
    const created = await c.createProject({ name: 'Recipe Finder' });
    return { c, id: created.data.id as string };
  };

  it('saves the six sections in one batch, lists them in step order and reads one', async () => {
    const { c, id } = await newProject();
    expect((await c.wizardResponses(id)).data.items).toEqual([]);
    const saved = await c.saveWizardBatch(id, [...sections].reverse());
    expect(saved.ok).toBe(true);
    const items = saved.data.items as { section_id: string; responses: unknown; completed: boolean; project_id: string }[];
    expect(items.map((i) => i.section_id)).toEqual(sections.map((s) => s.section_id));
    expect(items.every((i) => i.completed && i.project_id === id)).toBe(true);
    expect((await c.wizardResponses(id)).data.items).toEqual(items);
    const one = await c.wizardResponse(id, 'features');
    expect(one.data).toMatchObject({ section_id: 'features', responses: sections[4]?.responses, completed: true });
  });

  it('upserts one section: the row and its id are kept, the answers replaced', async () => {
    const { c, id } = await newProject();
    const first = await c.saveWizardResponse(id, { section_id: 'project_info', responses: { projectName: 'A' }, completed: false });
    expect(first.data).toMatchObject({ section_id: 'project_info', responses: { projectName: 'A' }, completed: false });
    const second = await c.saveWizardResponse(id, { section_id: 'project_info', responses: { projectName: 'B' } });
    expect(second.data).toMatchObject({ id: first.data.id, responses: { projectName: 'B' }, completed: true, created_at: first.data.created_at });
    expect(await t.db.orm.em.fork().count(WizardResponse, { project: id })).toBe(1);
  });

  it('answers WIZARD_RESPONSE_NOT_FOUND (404) for a section never saved', async () => {
    const { c, id } = await newProject();
    const out = await c.wizardResponse(id, 'deployment');
    expect(out).toMatchObject({ ok: false, code: 'WIZARD_RESPONSE_NOT_FOUND', message: 'Wizard response not found' });
    if (transport === 'rest') expect(out.status).toBe(404);
  });

  it.each([[{ section_id: 'nope', responses: {} }, 'section_id must be one of: project_info, product_details, target_audience, tech_stack, features, deployment']])('validates a save: %j', async (input, message) => {
    const { c, id } = await newProject();
    expect(await c.saveWizardResponse(id, input)).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', message });
  });

  it('holds answers to the brief limits, so the composer and analyzer never read a longer one', async () => {
    const { c, id } = await newProject();
    const long = { section_id: 'project_info', responses: { projectName: 'Recipe Finder', projectDescription: 'a'.repeat(190_000) } };
    expect(await c.saveWizardResponse(id, long)).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', message: 'projectDescription must be at most 5000 characters' });
    const entry = { section_id: 'product_details', responses: { keyFeatures: ['Cook', 'x'.repeat(501)] } };
    expect(await c.saveWizardBatch(id, [sections[0]!, entry])).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', message: 'Each entry of keyFeatures must be at most 500 characters' });
    const many = { section_id: 'product_details', responses: { keyFeatures: Array.from({ length: 51 }, (_, i) => `Feature ${i}`) } };
    expect(await c.saveWizardResponse(id, many)).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', message: 'keyFeatures can hold at most 50 entries' });
    expect((await c.wizardResponses(id)).data.items).toEqual([]);
    const atLimit = { section_id: 'project_info', responses: { projectName: 'Recipe Finder', projectDescription: 'a'.repeat(5_000) } };
    expect((await c.saveWizardResponse(id, atLimit)).ok).toBe(true);
  });

  it('refuses a batch naming a section twice', async () => {
    const { c, id } = await newProject();
    const out = await c.saveWizardBatch(id, [sections[0] as object, sections[0] as object] as Record<string, unknown>[]);
    expect(out).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', message: 'Each section can appear only once in a batch' });
  });

  it('validates step 1: trimmed name and description are required', async () => {
    const { c, id } = await newProject();
    const out = await c.validateWizard(id, 1, { projectName: '   ', projectDescription: '' });
    expect(out.data).toEqual({
      valid: false,
      errors: [
        { field: 'projectName', message: 'Project name is required' },
        { field: 'projectDescription', message: 'Project description is required' },
      ],
      warnings: [],
    });
    expect((await c.validateWizard(id, 'project_info', sections[0]?.responses ?? {})).data).toEqual({ valid: true, errors: [], warnings: [] });
  });

  it('treats the feature and non-goal counts as warnings, not errors', async () => {
    const { c, id } = await newProject();
    const out = await c.validateWizard(id, 2, { problemStatement: 'Hard', keyFeatures: ['only one'], nonGoals: ['a', 'b', 'c', 'd'] });
    expect(out.data).toEqual({
      valid: true,
      errors: [],
      warnings: [
        { field: 'keyFeatures', message: 'We recommend 3-5 must-have features' },
        { field: 'nonGoals', message: 'We recommend 2-3 non-goals' },
      ],
    });
  });

  it.each([
    [3, { platforms: ['Web', 'Fridge'] }, 'platforms', 'Platforms must be among: Web, iOS, Android, Desktop, Tablet'],
    [4, { techStack: ['[AI_RECOMMEND]', 'React'] }, 'techStack', '[AI_RECOMMEND] must be the only entry of techStack when AI recommends it'],
    [4, { performanceExpectations: 'Extreme' }, 'performanceExpectations', 'Performance expectations must be one of: Low, Medium, High'],
    [5, { timeline: 'someday' }, 'timeline', 'Timeline must be one of: ASAP, 1 month, 3 months, 6 months, 1 year, Custom'],
    [5, { projectScope: 'huge' }, 'projectScope', 'Project scope must be one of: quickTest, standardMVP, scalableProduct'],
    [6, { compliance: ['GDPR', 'GDPR'] }, 'compliance', 'Compliance requirements must be unique'],
    [2, { keyFeatures: ['ok', '  '] }, 'keyFeatures', 'Entries of keyFeatures must not be blank'],
  ])('step %i rule: %j', async (step, responses, field, message) => {
    const { c, id } = await newProject();
    const out = await c.validateWizard(id, step, responses);
    expect(out.data.valid).toBe(false);
    expect(out.data.errors).toContainEqual({ field, message });
  });

  it('accepts every complete section as valid', async () => {
    const { c, id } = await newProject();
    for (const [n, s] of sections.entries()) {
      const out = await c.validateWizard(id, n + 1, s.responses);
      expect(out.data).toMatchObject({ valid: true, errors: [] });
    }
  });

  it('refuses an unknown step', async () => {
    const { c, id } = await newProject();
    const out = await c.validateWizard(id, 7, {});
    expect(out).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', message: 'step must be a number from 1 to 6 or one of: project_info, product_details, target_audience, tech_stack, features, deployment' });
  });

  it('deleting the project deletes its responses', async () => {
    const { c, id } = await newProject();
    await c.saveWizardBatch(id, sections);
    await c.deleteProject(id);
    expect(await t.db.orm.em.fork().count(WizardResponse, { project: id })).toBe(0);
  });
});

it('REST also accepts the batch as a bare array', async () => {
  const { c } = await signedInClient(t.app, t.db.orm, 'rest');
  const id = (await c.createProject({ name: 'Bare' })).data.id as string;
  const out = await c.rest('post', `/projects/${id}/wizard/responses/batch`, sections.slice(0, 2));
  expect(out.status).toBe(200);
  expect((out.body.data as unknown[]).length).toBe(2);
});
