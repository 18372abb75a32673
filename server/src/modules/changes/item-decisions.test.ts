import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { documentClient } from '../documents/testing/document-client.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import { expandItemDecisions } from './item-decisions.js';
import type { Hunk } from './patch.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Loose = Record<string, unknown>;
type HunkView = { id: string; items: string[]; status: string; documentType: string };
const PATCH = 'id status added hunks { id documentType items status }';

describe.each(['rest', 'graphql'] as const)('decisions per item over %s', (transport) => {
  it('accepting one added requirement decides every section it reaches, in every document, and nothing else', async () => {
    const { c } = await documentClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    const gen = await c.generateAll(id);
    expect(gen.ok, JSON.stringify(gen.body)).toBe(true);
    await c.settle(id);
    const features = [...sampleInput.keyFeatures, 'Family voting on next week’s dinners'];
    const saved = await c.saveWizardBatch(id, [{ section_id: 'product_details', responses: { problemStatement: sampleInput.problemStatement, keyFeatures: features, nonGoals: sampleInput.nonGoals, competitors: sampleInput.competitors } }]);
    expect(saved.ok).toBe(true);

    const prepared = transport === 'rest' ? await c.rest('post', `/projects/${id}/patch`) : await c.gql(`mutation($id: ID!) { preparePatch(projectId: $id) { ${PATCH} } }`, { id });
    expect(prepared.ok, JSON.stringify(prepared.body)).toBe(true);
    const patch = (transport === 'rest' ? (prepared.body.data as Loose) : prepared.data) as { id: string; added: string[]; hunks: Loose[] };
    const hunks: HunkView[] = patch.hunks.map((h) => ({ id: h.id as string, items: h.items as string[], status: h.status as string, documentType: (h.document_type ?? h.documentType) as string }));
    const added = patch.added.find((i) => i.startsWith('FR-'))!;
    const reached = hunks.filter((h) => h.items.includes(added));
    expect(new Set(reached.map((h) => h.documentType)).size, 'the new requirement reaches several documents').toBeGreaterThan(1);

    const decide = (body: { items?: { item_id: string; decision: string }[]; decisions?: { hunk_id: string; decision: string }[] }) =>
      transport === 'rest'
        ? c.rest('post', `/projects/${id}/patch/${patch.id}/decisions`, body)
        : c.gql(`mutation($id: ID!, $p: ID!, $d: [PatchDecisionInput!], $i: [PatchItemDecisionInput!]) { decidePatch(projectId: $id, patchId: $p, decisions: $d, items: $i) { ${PATCH} } }`, {
            id,
            p: patch.id,
            d: body.decisions?.map((d) => ({ hunkId: d.hunk_id, decision: d.decision })) ?? null,
            i: body.items?.map((d) => ({ itemId: d.item_id, decision: d.decision })) ?? null,
          });

    const unknown = await decide({ items: [{ item_id: 'FR-99', decision: 'accept' }] });
    expect(unknown).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(unknown.message).toMatch(/^FR-99 is not changed by this update: the items it changes are .*FR-/);

    // Accepting the new requirement in one section and rejecting it in another would leave an id without its section.
    const [first, second] = reached;
    const mixed = await decide({
      decisions: [
        { hunk_id: first!.id, decision: 'accept' },
        { hunk_id: second!.id, decision: 'reject' },
      ],
    });
    expect(mixed).toMatchObject({ ok: false, code: 'DECISIONS_INCONSISTENT' });
    if (transport === 'rest') expect(mixed.status).toBe(409);
    expect(mixed.message).toContain(`${added} would be accepted in ${first!.id} (`);
    expect(mixed.message).toContain(`accept ${second!.id} (`);

    const out = await decide({ items: [{ item_id: added.toLowerCase(), decision: 'accept' }] });
    expect(out.ok, JSON.stringify(out.body)).toBe(true);
    const after = ((transport === 'rest' ? (out.body.data as Loose) : out.data).hunks as Loose[]).map((h) => ({ id: h.id as string, status: h.status as string }));
    for (const h of hunks) expect({ id: h.id, status: after.find((a) => a.id === h.id)!.status }).toEqual({ id: h.id, status: reached.includes(h) ? 'accepted' : 'pending' });

    const docs = await c.settle(id);
    for (const type of new Set(reached.map((h) => h.documentType))) {
      const doc = (await c.getDocument(docs.find((d) => d.type === type)!.id as string)).data as { content: string };
      expect({ type, has: doc.content.includes(added) }).toEqual({ type, has: true });
    }
    const again = await decide({ items: [{ item_id: added, decision: 'reject' }] });
    expect(again.message).toBe(`Every section ${added} reaches was already decided.`);
  });
});

describe('expanding item decisions', () => {
  const hunk = (id: string, items: string[], status: Hunk['status'] = 'pending'): Hunk => ({
    id,
    documentType: 'prd',
    sectionTitle: `Section ${id}`,
    before: '',
    after: '',
    generated: null,
    editedByHand: false,
    items,
    follows: null,
    status,
  });
  const hunks = [hunk('prd-1', ['FR-5', 'FR-6']), hunk('prd-2', ['FR-5']), hunk('roadmap-1', ['FR-6', 'T-9']), hunk('prd-3', ['FR-5'], 'accepted')];
  const changed = new Set(['FR-5', 'FR-6', 'T-9']);

  it('decides the pending sections an item reaches; a section decided by hunk keeps its decision', () => {
    expect(expandItemDecisions(hunks, changed, [{ hunkId: 'prd-1', decision: 'reject' }], [{ itemId: 'FR-5', decision: 'accept' }])).toEqual([
      { hunkId: 'prd-1', decision: 'reject' },
      { hunkId: 'prd-2', decision: 'accept' },
    ]);
  });

  it('refuses two items that disagree on one section, naming the section to decide by hunk', () => {
    expect(() =>
      expandItemDecisions(
        hunks,
        changed,
        [],
        [
          { itemId: 'FR-5', decision: 'accept' },
          { itemId: 'FR-6', decision: 'reject' },
        ],
      ),
    ).toThrow('The section "Section prd-1" (prd-1) carries both FR-5 (accept) and FR-6 (reject): decide that section by its hunk id.');
    expect(
      expandItemDecisions(
        hunks,
        changed,
        [{ hunkId: 'prd-1', decision: 'accept' }],
        [
          { itemId: 'FR-5', decision: 'accept' },
          { itemId: 'FR-6', decision: 'reject' },
        ],
      ),
    ).toEqual([
      { hunkId: 'prd-1', decision: 'accept' },
      { hunkId: 'prd-2', decision: 'accept' },
      { hunkId: 'roadmap-1', decision: 'reject' },
    ]);
  });
});
