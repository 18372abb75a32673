import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transports } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import { BriefVersion } from './brief-version.entity.js';
import { briefClient } from './testing/brief-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Loose = Record<string, unknown>;
const { startDate: _startDate, ...sample } = sampleInput;

/** The feature interview about the sample's "Shared shopping list", as the editor sends it. */
const shopping = {
  feature: '  shared SHOPPING list ',
  actor: 'health-conscious couples',
  trigger: 'When one partner ticks an item in the shop',
  outcome: 'the other partner sees it ticked within five seconds',
  rule: '',
  failure: 'the tick is kept on the phone and synced when the signal returns',
};
/** …as the brief stores it: the key feature's and the persona's own text, blank answers ''. */
const stored = { ...shopping, feature: 'Shared shopping list', actor: 'Health-conscious couples' };

describe.each(transports)('feature details over %s', (transport) => {
  it('saves them with the brief, reads them back, and versions them as featureDetails', async () => {
    const { c } = await briefClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    expect((await c.getBrief(id)).data).toMatchObject({ brief: { featureDetails: [] } });

    // An entry with nothing but its feature, and blank texts, are no answer.
    const saved = await c.saveBrief(id, { ...sample, featureDetails: [shopping, { feature: 'Weekly meal planner', actor: ' ', outcome: '' }] }, 0);
    expect(saved.ok, JSON.stringify(saved.body)).toBe(true);
    expect(saved.data).toMatchObject({ version: 1, changed_fields: ['featureDetails'], brief: { featureDetails: [stored] } });
    expect((await c.getBrief(id)).data).toMatchObject({ version: 1, changed_fields: ['featureDetails'], brief: { ...sample, featureDetails: [stored] } });
    const versions = (await c.briefVersions(id)).data.items as Loose[];
    expect(versions.map((v) => [v.version, v.changed_fields])).toEqual([[1, ['featureDetails']]]);
    const row = await t.db.orm.em.fork().findOneOrFail(BriefVersion, { project: id, version: 1 });
    expect(row.snapshot.featureDetails).toEqual([stored]);
    // Stored beside the key features, in the product_details section.
    const sections = (await c.wizardResponses(id)).data.items as { section_id: string; responses: Loose }[];
    expect(sections.find((s) => s.section_id === 'product_details')?.responses.featureDetails).toEqual([stored]);

    // The same answers again change nothing; clearing them is a change.
    expect((await c.saveBrief(id, { ...sample, featureDetails: [stored] }, 1)).data).toMatchObject({ version: 1, changed_fields: [] });
    const cleared = await c.saveBrief(id, { ...sample }, 1);
    expect(cleared.data).toMatchObject({ version: 2, changed_fields: ['featureDetails'], brief: { featureDetails: [] } });
    const after = (await c.wizardResponses(id)).data.items as { section_id: string; responses: Loose }[];
    expect(after.find((s) => s.section_id === 'product_details')?.responses).not.toHaveProperty('featureDetails');
  });

  it('refuses a feature or persona the brief does not have, a second entry for one feature and texts too long, saving nothing', async () => {
    const { c } = await briefClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    const refused = async (featureDetails: Loose[], field: string, message: RegExp) => {
      const out = await c.saveBrief(id, { ...sample, featureDetails }, 0);
      expect(out, JSON.stringify(out.body)).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
      expect(out.status).toBe(transport === 'rest' ? 400 : 200);
      const fields = (transport === 'rest' ? out.body.errors : (out.body.errors as { extensions: { fields: unknown } }[])[0]!.extensions.fields) as { field: string; message: string }[];
      expect(fields[0]!.field).toBe(field);
      expect(fields[0]!.message).toMatch(message);
    };
    await refused([{ feature: 'Teleport groceries', outcome: 'they arrive' }], 'featureDetails.0.feature', /"Teleport groceries" is not one of the key features/);
    await refused([{ ...shopping, actor: 'Grandparents' }], 'featureDetails.0.actor', /"Grandparents" is not one of the personas/);
    await refused([shopping, { ...shopping, outcome: 'again' }], 'featureDetails.1.feature', /has details twice/);
    await refused([{ ...shopping, failure: 'x'.repeat(501) }], 'featureDetails.0.failure', /at most 500 characters/);
    await refused(
      Array.from({ length: 51 }, (_, i) => ({ feature: `Feature ${i}`, outcome: 'o' })),
      'featureDetails',
      /at most 50 entries/,
    );
    expect((await c.getBrief(id)).data).toMatchObject({ version: 0, brief: { featureDetails: [] } });
  });
});

describe('an answered feature in the living spec', () => {
  it('reads, after the reviewable update is accepted, with the detail’s persona and the user’s outcome and failure', async () => {
    const { c } = await briefClient(t.app, t.db.orm, 'graphql');
    const id = await c.projectWithBrief();
    await c.generate(id, 'prd');
    await c.settle(id);
    const saved = await c.saveBrief(id, { ...sample, featureDetails: [shopping] }, 0);
    expect(saved.ok, JSON.stringify(saved.body)).toBe(true);

    const impact = await c.rest('get', `/projects/${id}/impact`);
    expect((impact.body.data as Loose).brief_changed).toBe(true);
    expect((impact.body.data as { changes: Loose[] }).changes).toContainEqual(expect.objectContaining({ field: 'featureDetails', label: 'feature detail 1', change: 'added' }));
    // The requirement of the answered feature changes, and its criteria follow.
    const affected = (impact.body.data as { items: { id: string; change: string; title: string; reason: string }[] }).items;
    const changedFr = affected.find((i) => i.title === 'Shared shopping list')!;
    expect(changedFr).toMatchObject({ change: 'changed', reason: expect.stringMatching(/^Feature detail 1 answers it: "Shared shopping list: who Health-conscious couples; when/) });
    expect(affected.some((i) => i.id.startsWith(`AC-${changedFr.id.slice(3)}.`) && i.change === 'downstream')).toBe(true);

    const prepared = await c.rest('post', `/projects/${id}/patch`);
    expect(prepared.ok, JSON.stringify(prepared.body)).toBe(true);
    const patch = prepared.body.data as { id: string; hunks: { id: string; after: string }[] };
    expect(patch.hunks.some((h) => h.after.includes(shopping.outcome))).toBe(true);
    const decided = await c.rest('post', `/projects/${id}/patch/${patch.id}/decisions`, { decisions: patch.hunks.map((h) => ({ hunk_id: h.id, decision: 'accept' })) });
    expect(decided.ok, JSON.stringify(decided.body)).toBe(true);

    const items = ((await c.rest('get', `/projects/${id}/spec`)).body.data as { items: { id: string; kind: string; title: string; statement: string; status: string; source: string; links: { kind: string; to: string }[] }[] }).items;
    const active = items.filter((i) => i.status === 'active');
    const fr = active.find((i) => i.kind === 'requirement' && i.title === 'Shared shopping list')!;
    const couples = active.find((i) => i.kind === 'persona' && i.title === 'Health-conscious couples')!;
    expect(fr.links.filter((l) => l.kind === 'serves').map((l) => l.to)).toEqual([couples.id]);
    const criteria = fr.links.filter((l) => l.kind === 'verified_by').map((l) => active.find((i) => i.id === l.to)!);
    const own = criteria.filter((a) => a.source.startsWith('brief:featureDetails@'));
    expect(own.map((a) => a.statement)).toEqual([expect.stringContaining(`then ${shopping.outcome}.`), expect.stringContaining(`then ${shopping.failure}.`)]);
    expect(own[0]!.statement).toMatch(/^Given one partner ticks an item in the shop, when a health-conscious couple /);

    const prd = (await c.settle(id)).find((d) => d.type === 'prd')!;
    const content = ((await c.getDocument(prd.id as string)).data as { content: string }).content;
    expect(content).toContain(shopping.outcome);
    expect(content).toContain(shopping.failure);
    expect((await c.rest('get', `/projects/${id}/impact`)).body.data).toMatchObject({ brief_changed: false });
  });
});
