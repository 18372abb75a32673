import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { documentClient, type DocumentClient } from '../documents/testing/document-client.js';
import { sampleInput } from '../generation/composer/sample-brief.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Loose = Record<string, unknown>;
type Doc = { id: string; content: string; version: number };
const date = /\d{4}-\d{2}-\d{2}/;

/**
 * Every place the roadmap gives a milestone's date: the phase heading's end, the "Milestone … on"
 * line, the milestone list, the Gantt chart and the success review ("Reviewed from M-4 (…)").
 */
function milestoneDates(markdown: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const note = (id: string, d: string) => out.set(id, (out.get(id) ?? new Set()).add(d));
  let phase = '';
  for (const line of markdown.split('\n')) {
    const head = /^## P-(\d+) .*: (\d{4}-\d{2}-\d{2}) → (\d{4}-\d{2}-\d{2})$/.exec(line);
    if (head) phase = head[1]!;
    if (head) note(`M-${phase}`, head[3]!);
    const on = /^Milestone \*\*(M-\d+) .*\*\* on (\d{4}-\d{2}-\d{2})/.exec(line);
    if (on) note(on[1]!, on[2]!);
    const listed = /^- \*\*(M-\d+)\*\* (\d{4}-\d{2}-\d{2}):/.exec(line);
    if (listed) note(listed[1]!, listed[2]!);
    const gantt = /^\s*(M-\d+) .*:milestone, (\d{4}-\d{2}-\d{2})/.exec(line);
    if (gantt) note(gantt[1]!, gantt[2]!);
    const review = /Reviewed from (M-\d+) \((\d{4}-\d{2}-\d{2})\)/.exec(line);
    if (review) note(review[1]!, review[2]!);
  }
  return out;
}

async function roadmapOf(c: DocumentClient, id: string): Promise<Doc> {
  const docs = await c.settle(id);
  return (await c.getDocument(docs.find((d) => d.type === 'roadmap')!.id as string)).data as Doc;
}

const notesOf = async (c: DocumentClient, documentId: string) => {
  const o = await c.rest('get', `/documents/${documentId}/versions`);
  expect(o.ok, JSON.stringify(o.body)).toBe(true);
  return (o.body.data as { note: string | null }[]).map((v) => v.note);
};

const replanFindings = async (c: DocumentClient, id: string) => {
  const o = await c.rest('get', `/projects/${id}/analysis`);
  expect(o.ok, JSON.stringify(o.body)).toBe(true);
  return ((o.body.data as Loose).findings as { rule: string; severity: string; suggestion: string }[]).filter((f) => /re-plan/i.test(f.suggestion));
};

describe('a re-plan keeps the roadmap whole', () => {
  it('after an accepted update and a task marked done: one date per milestone everywhere, no re-plan findings, and a second re-plan adds no version', async () => {
    const { c } = await documentClient(t.app, t.db.orm, 'rest');
    const id = await c.projectWithBrief();
    const gen = await c.generateAll(id);
    expect(gen.ok, JSON.stringify(gen.body)).toBe(true);
    await c.settle(id);

    // An update accepted as a whole: its sections are generated text, not hand edits.
    const features = [...sampleInput.keyFeatures, 'Family voting on next week’s dinners'];
    const saved = await c.saveWizardBatch(id, [{ section_id: 'product_details', responses: { problemStatement: sampleInput.problemStatement, keyFeatures: features, nonGoals: sampleInput.nonGoals, competitors: sampleInput.competitors } }]);
    expect(saved.ok).toBe(true);
    const prepared = await c.rest('post', `/projects/${id}/patch`);
    expect(prepared.ok, JSON.stringify(prepared.body)).toBe(true);
    const patch = prepared.body.data as { id: string; hunks: { id: string }[]; changed: string[] };
    // Adding a feature changes no other requirement (the stored graph's JSON key order is no change).
    expect(patch.changed.filter((i) => /^(FR|AC|PER|SM|NFR)-/.test(i))).toEqual([]);
    const decided = await c.rest('post', `/projects/${id}/patch/${patch.id}/decisions`, { decisions: patch.hunks.map((h) => ({ hunk_id: h.id, decision: 'accept' })) });
    expect(decided.ok, JSON.stringify(decided.body)).toBe(true);

    // The history names what the update did, document by document.
    const added = (prepared.body.data as { added: string[] }).added.find((i) => i.startsWith('FR-'))!;
    const prd = (await c.settle(id)).find((d) => d.type === 'prd')!;
    const prdNotes = await notesOf(c, prd.id as string);
    expect(prdNotes[0]).toMatch(new RegExp(`^Updated from the brief \\((.*; )?${added}(, [A-Z]+-[\\d.]+)* added`));

    const tasks = ((await c.rest('get', `/projects/${id}/spec?kind=task`)).body.data as { items: { id: string }[] }).items;
    expect((await c.rest('put', `/projects/${id}/tasks/${tasks[0]!.id}`, { status: 'done' })).ok).toBe(true);

    const out = await c.rest('post', `/projects/${id}/roadmap/replan`);
    expect(out.ok, JSON.stringify(out.body)).toBe(true);
    expect((out.body.data as Loose).kept_sections).toEqual([]);
    const roadmap = await roadmapOf(c, id);
    const milestones = ((await c.rest('get', `/projects/${id}/spec?kind=milestone`)).body.data as { items: { id: string; fields: { date: string } }[] }).items;
    const seen = milestoneDates(roadmap.content);
    for (const m of milestones) expect({ id: m.id, dates: [...(seen.get(m.id) ?? [])] }).toEqual({ id: m.id, dates: [m.fields.date] });
    expect(date.test(milestones.at(-1)!.fields.date)).toBe(true);
    expect(await replanFindings(c, id)).toEqual([]);
    const from = (out.body.data as Loose).from as string;
    expect((await notesOf(c, roadmap.id))[0]).toBe(`Re-planned from ${from}`);

    const again = await c.rest('post', `/projects/${id}/roadmap/replan`);
    expect(again.ok, JSON.stringify(again.body)).toBe(true);
    expect((again.body.data as Loose).version).toBe(roadmap.version);
    expect((await roadmapOf(c, id)).version).toBe(roadmap.version);
  });

  it('merges hand edits into the sections that carry dates, and keeps (and names) only a section whose edit conflicts with the new dates', async () => {
    const { c } = await documentClient(t.app, t.db.orm, 'rest');
    const id = await c.projectWithBrief();
    const gen = await c.generateAll(id);
    expect(gen.ok, JSON.stringify(gen.body)).toBe(true);
    const doc = await roadmapOf(c, id);
    const phase = doc.content
      .split('\n')
      .find((l) => l.startsWith('## P-2 '))!
      .slice(3);
    const edited = doc.content.replace('## Milestones\n', '## Milestones\n\nHand note: dates agreed with sales.\n').replace(/^(Milestone \*\*M-2 .*\*\* on )\d{4}-\d{2}-\d{2}/m, '$12099-01-01');
    expect(edited).toContain('2099-01-01');
    expect((await c.rest('put', `/documents/${doc.id}`, { content: edited, base_version: doc.version })).ok).toBe(true);
    const tasks = ((await c.rest('get', `/projects/${id}/spec?kind=task`)).body.data as { items: { id: string }[] }).items;
    expect((await c.rest('put', `/projects/${id}/tasks/${tasks[0]!.id}`, { status: 'done' })).ok).toBe(true);

    const out = await c.rest('post', `/projects/${id}/roadmap/replan`);
    expect(out.ok, JSON.stringify(out.body)).toBe(true);
    const data = out.body.data as Loose;
    expect(data.kept_sections).toEqual([phase]);
    const roadmap = await roadmapOf(c, id);
    expect(roadmap.content).toContain('Hand note: dates agreed with sales.');
    expect(roadmap.content).toContain('2099-01-01');
    const milestones = ((await c.rest('get', `/projects/${id}/spec?kind=milestone`)).body.data as { items: { id: string; fields: { date: string } }[] }).items;
    const seen = milestoneDates(roadmap.content);
    for (const m of milestones.filter((x) => x.id !== 'M-2')) expect({ id: m.id, dates: [...(seen.get(m.id) ?? [])] }).toEqual({ id: m.id, dates: [m.fields.date] });
    expect((await notesOf(c, roadmap.id))[0]).toBe(`Re-planned from ${data.from as string} (kept as edited by hand: ${phase})`);
  });
});
