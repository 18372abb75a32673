import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transports } from '../../test/auth-client.js';
import { createUser, GOOD_PASSWORD } from '../../test/account-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { apiaryBrief } from '../generation/composer/testing/apiary-brief.js';
import { BriefClient, briefClient } from './testing/brief-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Loose = Record<string, unknown>;
interface Line {
  key: string;
  topic: string;
  item_id: string | null;
  subject: string;
  values: string[];
  source: string;
  evidence: string;
  question: string | null;
  correction: string;
  choices: string[];
  field: string;
}

const [beekeeper, coordinator] = apiaryBrief.userPersonas as [string, string, string];
const [inspect, book, order, chart] = apiaryBrief.keyFeatures as [string, string, string, string];
const lineOf = (lines: Line[], key: string) => {
  const line = lines.find((l) => l.key === key);
  expect(line, `no line ${key} in ${lines.map((l) => l.key).join(', ')}`).toBeDefined();
  return line!;
};

/** A project whose brief is the apiary brief, saved through the brief editor. */
async function apiaryProject(c: BriefClient): Promise<string> {
  const created = await c.createProject({ name: apiaryBrief.projectName });
  const id = created.data.id as string;
  const saved = await c.saveBrief(id, apiaryBrief, 0);
  expect(saved.ok, JSON.stringify(saved.body)).toBe(true);
  return id;
}

describe.each(transports)('what the brief was understood to say, over %s', (transport) => {
  it('reads back who does each feature, which integration serves which, the team size, the constraints and the metric targets, each with its source', async () => {
    const { c } = await briefClient(t.app, t.db.orm, transport);
    const id = await apiaryProject(c);
    const out = await c.understanding(id);
    expect(out.ok, JSON.stringify(out.body)).toBe(true);
    expect(out.data.project_id).toBe(id);
    const lines = out.data.lines as Line[];
    expect(lines.map((l) => l.topic)).toEqual(['actor', 'actor', 'actor', 'actor', 'integration', 'integration', 'team_size', 'constraint', 'constraint', 'metric', 'metric', 'metric']);

    // The journey shows the beekeeper inspecting; the feature names the buyer; nothing says who books the room: asked.
    expect(lineOf(lines, 'actor:FR-1')).toMatchObject({ subject: inspect, values: [beekeeper], source: 'brief', correction: 'actor', choices: apiaryBrief.userPersonas, field: 'featureDetails' });
    expect(lineOf(lines, 'actor:FR-1').evidence).toMatch(/^The journey “Hobby beekeeper: opens the app/);
    expect(lineOf(lines, 'actor:FR-3')).toMatchObject({ subject: order, source: 'brief', evidence: 'The feature names them (“Honey buyer”)' });
    expect(lineOf(lines, 'actor:FR-2')).toMatchObject({ subject: book, values: [], source: 'unknown' });
    expect(lineOf(lines, 'actor:FR-2').question).toMatch(/^Who does FR-2 "Book the extraction room/);
    // Stripe by what the catalogue says it is for; a forecast API nobody says a use for is asked about.
    expect(lineOf(lines, 'integration:INT-1')).toMatchObject({ subject: 'Stripe', values: [order], source: 'pattern', correction: 'integration_features', choices: apiaryBrief.keyFeatures });
    expect(lineOf(lines, 'integration:INT-2')).toMatchObject({ subject: 'Pollen forecast API', values: [], source: 'unknown', field: 'integrationUses' });
    expect(lineOf(lines, 'integration:INT-2').question).toMatch(/Pollen forecast API/);
    // "a budget of two developers" in the notes.
    expect(lineOf(lines, 'team_size')).toMatchObject({ values: ['2'], source: 'brief', correction: 'team_size', field: 'teamSize', question: null });
    const [offline, printer] = [lineOf(lines, 'constraint:1'), lineOf(lines, 'constraint:2')];
    expect(offline).toMatchObject({ source: 'pattern', correction: 'edit', field: 'technicalConstraints' });
    expect(offline.values.join(' | ')).toMatch(/Sync API.*iOS.*Android/);
    expect(printer).toMatchObject({ subject: 'Honey labels must print on the co-op’s old thermal printer', source: 'unknown', values: [] });
    expect(printer.question).toMatch(/thermal printer/);
    expect(lineOf(lines, 'metric:SM-1')).toMatchObject({ subject: '500 active members', values: ['500 active members'], source: 'brief' });
    expect(lineOf(lines, 'metric:SM-2')).toMatchObject({ values: ['Zero double bookings of the extraction room'], source: 'brief' });
    expect(lineOf(lines, 'metric:SM-3')).toMatchObject({ subject: 'Happier members', values: [], source: 'unknown' });

    // The wizard's preview of the same answers, before any project exists, reads the same.
    const preview = await c.understandingPreview(apiaryBrief);
    expect(preview.ok, JSON.stringify(preview.body)).toBe(true);
    expect(preview.data.project_id).toBeNull();
    expect(preview.data.lines).toEqual(lines);
  });

  it('saves each correction in the brief (versioned), shows it as the answer, and keeps a team size left out', async () => {
    const { c } = await briefClient(t.app, t.db.orm, transport);
    const id = await apiaryProject(c);
    const corrected = {
      ...apiaryBrief,
      featureDetails: [
        { feature: inspect, actor: coordinator },
        { feature: book, actor: 'Co-op coordinator' },
      ],
      integrationUses: [{ integration: ' pollen FORECAST api', feature: chart.toUpperCase() }],
      teamSize: 4,
    };
    const saved = await c.saveBrief(id, corrected, 1);
    expect(saved.ok, JSON.stringify(saved.body)).toBe(true);
    expect(saved.data).toMatchObject({
      version: 2,
      changed_fields: ['featureDetails', 'integrationUses', 'teamSize'],
      brief: { integrationUses: [{ integration: 'Pollen forecast API', feature: chart }], teamSize: 4 },
    });
    const lines = (await c.understanding(id)).data.lines as Line[];
    expect(lineOf(lines, 'actor:FR-1')).toMatchObject({ values: [coordinator], source: 'answer', evidence: 'Your answer (brief:featureDetails#1)' });
    expect(lineOf(lines, 'actor:FR-2')).toMatchObject({ values: [coordinator], source: 'answer', question: null });
    expect(lineOf(lines, 'integration:INT-2')).toMatchObject({ values: [chart], source: 'answer', question: null });
    expect(lineOf(lines, 'team_size')).toMatchObject({ values: ['4'], source: 'answer' });

    // A save without teamSize (an older client) keeps it; null clears it, back to the brief's own words.
    const { teamSize: _kept, ...withoutTeam } = corrected;
    expect((await c.saveBrief(id, withoutTeam, 2)).data).toMatchObject({ version: 2, changed_fields: [] });
    const cleared = await c.saveBrief(id, { ...corrected, teamSize: null }, 2);
    expect(cleared.data).toMatchObject({ version: 3, changed_fields: ['teamSize'], brief: { teamSize: null } });
    expect(lineOf((await c.understanding(id)).data.lines as Line[], 'team_size')).toMatchObject({ values: ['2'], source: 'brief' });
  });

  it('refuses links to an integration or feature the brief does not have, and a team size out of range, saving nothing', async () => {
    const { c } = await briefClient(t.app, t.db.orm, transport);
    const id = await apiaryProject(c);
    const refused = async (extra: Loose, field: string, message: RegExp) => {
      const out = await c.saveBrief(id, { ...apiaryBrief, ...extra }, 1);
      expect(out, JSON.stringify(out.body)).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
      expect(out.message).toMatch(message);
      if (transport === 'rest') expect((out.body.errors as { field: string }[])[0]!.field).toBe(field);
    };
    await refused({ integrationUses: [{ integration: 'Mailchimp', feature: chart }] }, 'integrationUses.0.integration', /"Mailchimp" is not one of the integrations/);
    await refused({ integrationUses: [{ integration: 'Stripe', feature: 'Sell wax candles' }] }, 'integrationUses.0.feature', /"Sell wax candles" is not one of the key features/);
    await refused({ teamSize: 51 }, 'teamSize', /teamSize must be a whole number from 1 to 50/);
    expect((await c.getBrief(id)).data).toMatchObject({ version: 1, brief: { integrationUses: [], teamSize: null } });
  });

  it('reads the corrections a wizard-made project was created with (team_size in the settings, the links with the tech_stack answers)', async () => {
    const { c } = await briefClient(t.app, t.db.orm, transport);
    const created = await c.createProject({ name: apiaryBrief.projectName, description: apiaryBrief.projectDescription, settings: { team_size: 6 } });
    const id = created.data.id as string;
    const saved = await c.saveWizardBatch(id, [
      { section_id: 'product_details', responses: { keyFeatures: apiaryBrief.keyFeatures } },
      { section_id: 'target_audience', responses: { userPersonas: apiaryBrief.userPersonas } },
      { section_id: 'tech_stack', responses: { integrations: apiaryBrief.integrations, integrationUses: [{ integration: 'Pollen forecast API', feature: chart }] } },
    ]);
    expect(saved.ok, JSON.stringify(saved.body)).toBe(true);
    expect((await c.getBrief(id)).data).toMatchObject({ brief: { teamSize: 6, integrationUses: [{ integration: 'Pollen forecast API', feature: chart }] } });
    const lines = (await c.understanding(id)).data.lines as Line[];
    expect(lineOf(lines, 'team_size')).toMatchObject({ values: ['6'], source: 'answer' });
    expect(lineOf(lines, 'integration:INT-2')).toMatchObject({ values: [chart], source: 'answer' });
  });

  it("answers another user's project, or a malformed id, like a missing one", async () => {
    const { c } = await briefClient(t.app, t.db.orm, transport);
    const id = await apiaryProject(c);
    const { email } = await createUser(t.db.orm);
    const stranger = new BriefClient(t.app, transport);
    await stranger.signIn(email, GOOD_PASSWORD);
    for (const project of [id, 'not-a-uuid']) {
      const out = await stranger.understanding(project);
      expect(out).toMatchObject({ ok: false, code: 'PROJECT_NOT_FOUND' });
      if (transport === 'rest') expect(out.status).toBe(404);
    }
  });
});

it('lets the corrections outrank every guess in the generated spec graph', async () => {
  const { c } = await briefClient(t.app, t.db.orm, 'rest');
  const id = await apiaryProject(c);
  const graphOf = async () => {
    await c.generate(id, 'prd');
    await c.settle(id);
    const items = ((await c.rest('get', `/projects/${id}/spec`)).body.data as { items: { id: string; kind: string; fields: Loose; links: { kind: string; to: string }[] }[] }).items;
    const byId = (itemId: string) => items.find((i) => i.id === itemId)!;
    const targets = (itemId: string, kind: string) =>
      byId(itemId)
        .links.filter((l) => l.kind === kind)
        .map((l) => l.to);
    return { targets, teamSize: items.filter((i) => i.kind === 'milestone').at(-1)!.fields.teamSize };
  };
  // The journey gives the inspection to the beekeeper (PER-1); the forecast API serves nothing; two developers.
  const before = await graphOf();
  expect(before.targets('FR-1', 'serves')).toEqual(['PER-1']);
  expect(before.targets('FR-4', 'uses')).not.toContain('INT-2');
  expect(before.teamSize).toBe(2);

  const saved = await c.saveBrief(id, { ...apiaryBrief, featureDetails: [{ feature: inspect, actor: coordinator }], integrationUses: [{ integration: 'Pollen forecast API', feature: chart }], teamSize: 5 }, 1);
  expect(saved.ok, JSON.stringify(saved.body)).toBe(true);
  const after = await graphOf();
  expect(after.targets('FR-1', 'serves')).toEqual(['PER-2']);
  expect(after.targets('FR-4', 'uses')).toContain('INT-2');
  expect(after.teamSize).toBe(5);
});
