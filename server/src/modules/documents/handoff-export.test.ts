import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transports } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { editClient, type EditClient } from './testing/edit-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const exportOf = (c: EditClient, projectId: string, format: string) => c.download(`/projects/${projectId}/documents/export?format=${format}`, 'projectDocumentsExport', { projectId, format });

async function namesIn(bytes: Buffer): Promise<string[]> {
  const zip = await JSZip.loadAsync(bytes);
  return Object.values(zip.files)
    .filter((f) => !f.dir)
    .map((f) => f.name)
    .sort();
}

const expected: Record<string, string[]> = {
  speckit: ['specs/001-mealmate/data-model.md', 'specs/001-mealmate/plan.md', 'specs/001-mealmate/spec.md', 'specs/001-mealmate/tasks.md'],
  kiro: ['.kiro/specs/mealmate/design.md', '.kiro/specs/mealmate/requirements.md', '.kiro/specs/mealmate/tasks.md'],
  agents: ['AGENTS.md'],
  gherkin: [
    'features/fr-1-weekly-meal-planner.feature',
    'features/fr-2-shared-shopping-list.feature',
    'features/fr-3-recipe-search-with-dietary-filters.feature',
    'features/fr-4-reminders-to-defrost-and-prep.feature',
    'features/fr-5-nutrition-insights-dashboard.feature',
  ],
};

describe.each(transports)('agent-ready exports over %s', (transport) => {
  let c: EditClient;
  let projectId: string;
  beforeAll(async () => {
    ({ c } = await editClient(t.app, t.db.orm, transport));
    projectId = await c.projectWithBrief('Meal Mate Ξ');
  });

  it('answers 409 SPEC_NOT_READY until the PRD has made the spec graph', async () => {
    for (const format of Object.keys(expected)) {
      const early = await exportOf(c, projectId, format);
      expect(early, format).toMatchObject({ ok: false, code: 'SPEC_NOT_READY' });
      if (transport === 'rest') expect(early.status).toBe(409);
    }
  });

  it('downloads each format as a zip with its files, built from the stored spec', async () => {
    expect((await c.generate(projectId, 'prd')).ok).toBe(true);
    await c.settle(projectId, 60_000);
    for (const [format, files] of Object.entries(expected)) {
      const got = await exportOf(c, projectId, format);
      expect(got, format).toMatchObject({ ok: true, filename: `meal-mate-${format}.zip`, contentType: expect.stringContaining('application/zip') });
      expect(await namesIn(got.bytes), format).toEqual(files);
    }
    const agents = await JSZip.loadAsync((await exportOf(c, projectId, 'agents')).bytes);
    const text = await agents.file('AGENTS.md')!.async('string');
    expect(text).toContain('**FR-1** Weekly meal planner');
    expect(text).toMatch(/`http:\/\/[^`]+\/mcp`/); // the app's own address
    const gherkin = await JSZip.loadAsync((await exportOf(c, projectId, 'gherkin')).bytes);
    expect(await gherkin.file('features/fr-1-weekly-meal-planner.feature')!.async('string')).toMatch(/@FR-1 @AC-1\.1\n {2}Scenario: AC-1\.1 /);
  });

  it('keeps the documents zip and refuses an unknown format', async () => {
    const documents = await exportOf(c, projectId, 'zip');
    expect(documents).toMatchObject({ ok: true, filename: 'meal-mate-documents.zip' });
    expect(await namesIn(documents.bytes)).toEqual(['01-product-requirements-document-mealmate.md']);
    expect(await exportOf(c, projectId, 'openspec')).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
  });

  it("answers not found for another user's project in every format", async () => {
    const { c: intruder } = await editClient(t.app, t.db.orm, transport);
    for (const format of Object.keys(expected)) {
      const got = await exportOf(intruder, projectId, format);
      expect(got, format).toMatchObject({ ok: false, code: 'PROJECT_NOT_FOUND' });
      if (transport === 'rest') expect(got.status).toBe(404);
    }
  });
});
