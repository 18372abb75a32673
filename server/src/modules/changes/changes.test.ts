import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { DocumentClient } from '../documents/testing/document-client.js';
import { documentClient } from '../documents/testing/document-client.js';
import { sampleInput } from '../generation/composer/sample-brief.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Loose = Record<string, unknown>;
type Item = { id: string; change: string; title: string; reason: string };
type Hunk = { id: string; documentType: string; sectionTitle: string; before: string; after: string; generated: string | null; editedByHand: boolean; status: string };

const HUNK = 'id documentType sectionTitle before after generated editedByHand items status merged';
const PATCH = `id status added retired changed hunks { ${HUNK} }`;

/** One scenario over either transport; REST answers are mapped to GraphQL's camelCase. */
function api(c: DocumentClient, transport: 'rest' | 'graphql') {
  const camelHunk = (h: Loose): Hunk => ({
    id: h.id as string,
    documentType: h.document_type as string,
    sectionTitle: h.section_title as string,
    before: h.before as string,
    after: h.after as string,
    generated: h.generated as string | null,
    editedByHand: h.edited_by_hand as boolean,
    status: h.status as string,
  });
  const patchOf = (o: { ok: boolean; data: Loose; body: Loose }, rest: boolean) => {
    expect(o.ok, JSON.stringify(o.body)).toBe(true);
    const p = (rest ? (o.body.data as Loose) : o.data) as Loose;
    return { ...p, hunks: rest ? (p.hunks as Loose[]).map(camelHunk) : (p.hunks as Hunk[]) } as Loose & { id: string; hunks: Hunk[]; added: string[]; retired: string[]; status: string };
  };
  return {
    async impact(id: string) {
      if (transport === 'rest') {
        const o = await c.rest('get', `/projects/${id}/impact`);
        expect(o.ok, JSON.stringify(o.body)).toBe(true);
        const d = o.body.data as Loose;
        return { briefChanged: d.brief_changed as boolean, items: d.items as Item[], documents: d.documents as { type: string; sections: { title: string; items: string[] }[] }[] };
      }
      const o = await c.gql(`query($id: ID!) { changeImpact(projectId: $id) { briefChanged items { id change title reason } documents { type sections { title items editedByHand } } } }`, { id });
      expect(o.ok, JSON.stringify(o.body)).toBe(true);
      return o.data as unknown as { briefChanged: boolean; items: Item[]; documents: { type: string; sections: { title: string; items: string[] }[] }[] };
    },
    async prepare(id: string) {
      if (transport === 'rest') return patchOf(await c.rest('post', `/projects/${id}/patch`), true);
      return patchOf(await c.gql(`mutation($id: ID!) { preparePatch(projectId: $id) { ${PATCH} } }`, { id }), false);
    },
    async decide(id: string, patchId: string, decisions: { hunkId: string; decision: string }[]) {
      if (transport === 'rest') {
        return c.rest('post', `/projects/${id}/patch/${patchId}/decisions`, { decisions: decisions.map((d) => ({ hunk_id: d.hunkId, decision: d.decision })) });
      }
      return c.gql(`mutation($id: ID!, $p: ID!, $d: [PatchDecisionInput!]!) { decidePatch(projectId: $id, patchId: $p, decisions: $d) { ${PATCH} } }`, { id, p: patchId, d: decisions });
    },
  };
}

async function graphOf(c: DocumentClient, id: string) {
  const o = await c.rest('get', `/projects/${id}/spec`);
  return (o.body.data as Loose).items as { id: string; kind: string; title: string; status: string; fields: Loose }[];
}

describe.each(['rest', 'graphql'] as const)('a living spec over %s', (transport) => {
  it('reports the impact of a brief change by id, and applies only what the user accepts', async () => {
    const { c } = await documentClient(t.app, t.db.orm, transport);
    const x = api(c, transport);
    const id = await c.projectWithBrief();
    expect((await c.generateAll(id)).ok).toBe(true);
    const docs = await c.settle(id);
    expect((await x.impact(id)).briefChanged).toBe(false);
    const before = await graphOf(c, id);
    const prd = (await c.getDocument(docs.find((d) => d.type === 'prd')!.id as string)).data as { id: string; content: string; version: number };
    const roadmapBefore = (await c.getDocument(docs.find((d) => d.type === 'roadmap')!.id as string)).data as { structured: Loose };

    // A hand edit in the section that lists FR-3: it must survive a rejected update byte for byte.
    const lines = prd.content.split('\n');
    const at = lines.findIndex((l) => l.includes('FR-3'));
    lines.splice(at + 1, 0, 'Hand note: the planner must also work offline on Sundays.');
    const edited = lines.join('\n');
    const saved = await c.rest('put', `/documents/${prd.id}`, { content: edited, base_version: prd.version });
    expect(saved.ok, JSON.stringify(saved.body)).toBe(true);

    // The brief changes: feature 3 reworded, feature 5 removed, a new feature, a longer timeline.
    const features = [...sampleInput.keyFeatures];
    features[2] = 'Recipe search with dietary and allergy filters';
    features.splice(4, 1);
    features.push('Family voting on next week’s dinners');
    const brief = await c.saveWizardBatch(id, [
      { section_id: 'product_details', responses: { problemStatement: sampleInput.problemStatement, keyFeatures: features, nonGoals: sampleInput.nonGoals, competitors: sampleInput.competitors } },
      { section_id: 'features', responses: { businessGoals: sampleInput.businessGoals, successMetrics: sampleInput.successMetrics, timeline: '6 months', projectScope: 'standardMVP' } },
    ]);
    expect(brief.ok, JSON.stringify(brief.body)).toBe(true);

    const impact = await x.impact(id);
    expect(impact.briefChanged).toBe(true);
    const by = (i: string) => impact.items.find((it) => it.id === i);
    expect(by('FR-3')).toMatchObject({ change: 'changed' });
    expect(by('FR-3')!.reason).toMatch(/Key feature 3 changed/);
    expect(by('FR-5')).toMatchObject({ change: 'retired' });
    expect(by('FR-6')).toMatchObject({ change: 'added', title: 'Family voting on next week’s dinners' });
    expect(impact.items.some((i) => i.change === 'added' && i.title.startsWith('Build FR-6:'))).toBe(true);
    expect(impact.items.some((i) => i.id.startsWith('AC-3.') && i.change === 'downstream')).toBe(true);
    expect(impact.items.some((i) => i.id.startsWith('T-') && /re-planned/.test(i.reason))).toBe(true);
    expect(impact.documents.find((d) => d.type === 'prd')!.sections.some((s) => s.items.includes('FR-3'))).toBe(true);

    const patch = await x.prepare(id);
    expect(patch.added).toContain('FR-6');
    expect(patch.retired).toContain('FR-5');
    const mine = patch.hunks.find((h) => h.documentType === 'prd' && h.before.includes('Hand note'))!;
    expect(mine).toMatchObject({ editedByHand: true });
    expect(mine.generated).not.toContain('Hand note');
    expect(mine.after).toContain('FR-6');
    const rest = patch.hunks.filter((h) => h.id !== mine.id);
    const decided = await x.decide(id, patch.id, [{ hunkId: mine.id, decision: 'reject' }, ...rest.map((h) => ({ hunkId: h.id, decision: 'accept' }))]);
    expect(decided.ok, JSON.stringify(decided.body)).toBe(true);

    const after = await graphOf(c, id);
    const title = (g: typeof after, i: string) => g.find((it) => it.id === i)?.title;
    for (const i of ['FR-1', 'FR-2', 'FR-4', 'PER-1', 'SM-1']) expect(title(after, i)).toBe(title(before, i));
    expect(title(after, 'FR-6')).toMatch(/voting/i);
    expect(after.find((i) => i.id === 'FR-5')).toMatchObject({ status: 'superseded' });
    expect(after.find((i) => i.id === 'FR-5')!.fields.supersededOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const prdAfter = (await c.getDocument(prd.id)).data as { content: string };
    const section = (text: string) => text.split('\n## ').find((s) => s.includes('Hand note'));
    expect(section(prdAfter.content)).toBe(section(edited));
    // The retired requirement stays visible by id, struck through.
    expect(prdAfter.content).toMatch(/~~\*\*FR-5\*\* Nutrition insights dashboard~~ \(removed from the brief on \d{4}-\d{2}-\d{2}\)/);
    const list = await c.settle(id);
    expect(list.map((d) => d.status)).toEqual(Array(6).fill('ready'));
    const roadmapAfter = (await c.getDocument(list.find((d) => d.type === 'roadmap')!.id as string)).data as { structured: Loose; content: string };
    expect(JSON.stringify(roadmapAfter.structured)).not.toBe(JSON.stringify(roadmapBefore.structured));
    expect(roadmapAfter.content).toContain('FR-6');

    expect((await x.impact(id)).briefChanged).toBe(false);
    expect(await x.decide(id, patch.id, [{ hunkId: mine.id, decision: 'accept' }])).toMatchObject({ ok: false, code: 'PATCH_NOT_FOUND' });
  });
});

it('refuses bad decisions with clear errors, and an update with nothing generated', async () => {
  const { c } = await documentClient(t.app, t.db.orm, 'rest');
  const id = await c.projectWithBrief();
  expect(await c.rest('post', `/projects/${id}/patch`)).toMatchObject({ ok: false, status: 409, code: 'PREREQUISITE_MISSING' });
  expect(await c.rest('get', `/projects/${id}/patch`)).toMatchObject({ ok: false, status: 404, code: 'PATCH_NOT_FOUND' });
  await c.generate(id, 'prd');
  await c.settle(id);
  const patch = await c.rest('post', `/projects/${id}/patch`);
  expect(patch.status).toBe(201);
  const pid = (patch.body.data as Loose).id as string;
  expect(((patch.body.data as Loose).hunks as unknown[]).length).toBe(0);
  const bad = await c.rest('post', `/projects/${id}/patch/${pid}/decisions`, { decisions: [{ hunk_id: 'prd-99', decision: 'accept' }] });
  expect(bad).toMatchObject({ ok: false, status: 400, code: 'VALIDATION_FAILED' });
  expect(bad.body.message).toMatch(/Unknown hunk prd-99/);
  const wrong = await c.rest('post', `/projects/${id}/patch/${pid}/decisions`, { decisions: [{ hunk_id: 'prd-1', decision: 'maybe' }] });
  expect(wrong).toMatchObject({ ok: false, status: 400, code: 'VALIDATION_FAILED' });
});

it('a whole regeneration of the PRD keeps every id too: a removed feature is superseded, the next ones keep their numbers', async () => {
  const { c } = await documentClient(t.app, t.db.orm, 'rest');
  const id = await c.projectWithBrief();
  await c.generate(id, 'prd');
  await c.settle(id);
  const before = await graphOf(c, id);
  const features = sampleInput.keyFeatures.filter((_, i) => i !== 1);
  const saved = await c.saveWizardBatch(id, [{ section_id: 'product_details', responses: { problemStatement: sampleInput.problemStatement, keyFeatures: features, nonGoals: sampleInput.nonGoals, competitors: sampleInput.competitors } }]);
  expect(saved.ok).toBe(true);
  await c.generate(id, 'prd');
  const docs = await c.settle(id);
  const after = await graphOf(c, id);
  const title = (g: typeof after, i: string) => g.find((it) => it.id === i)?.title;
  for (const i of ['FR-1', 'FR-3', 'FR-4', 'FR-5']) expect(title(after, i)).toBe(title(before, i));
  expect(after.find((i) => i.id === 'FR-2')).toMatchObject({ status: 'superseded' });
  expect(after.filter((i) => i.kind === 'requirement' && i.status === 'active').map((i) => i.id)).toEqual(['FR-1', 'FR-3', 'FR-4', 'FR-5']);
  const prd = (await c.getDocument(docs.find((d) => d.type === 'prd')!.id as string)).data as { content: string };
  expect(prd.content).toContain('~~**FR-2** Shared shopping list~~');
});
