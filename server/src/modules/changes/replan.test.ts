import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { documentClient, type DocumentClient } from '../documents/testing/document-client.js';
import { buildSpecGraph, normaliseBrief, scheduleTasks } from '../generation/composer/index.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import { itemsOf } from '../spec/graph.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Loose = Record<string, unknown>;
type Task = { id: string; fields: { start: string; end: string; status?: string; critical?: boolean } };
const today = new Date().toISOString().slice(0, 10);
const isWeekend = (d: string) => [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay());

describe('scheduleTasks from a day', () => {
  it('keeps done tasks where they were, starts the rest on or after the day, in-progress work first', () => {
    const graph = buildSpecGraph(normaliseBrief(sampleInput, '2026-01-05'));
    const tasks = itemsOf(graph, 'task');
    const before = new Map(tasks.map((x) => [x.id, { start: x.fields.start, end: x.fields.end }]));
    const roots = tasks.filter((x) => !x.links.some((l) => l.kind === 'depends_on'));
    tasks[0]!.fields.status = 'done';
    const started = roots.find((x) => x.id !== tasks[0]!.id) ?? tasks[1]!;
    started.fields.status = 'in_progress';
    const summary = scheduleTasks(normaliseBrief(sampleInput, '2026-01-05'), tasks, itemsOf(graph, 'milestone'), '2026-03-04');
    expect(tasks[0]!.fields).toMatchObject(before.get(tasks[0]!.id)!);
    expect(tasks[0]!.fields.critical).toBe(false);
    for (const x of tasks.slice(1)) expect(String(x.fields.start) >= '2026-03-04', x.id).toBe(true);
    expect(started.fields.start).toBe('2026-03-04');
    expect(summary).toMatchObject({ replannedOn: '2026-03-04', doneTasks: 1 });
    expect(summary.remainingDays).toBe(summary.effortDays - Number(tasks[0]!.fields.estimateDays));
    expect(summary.finish > String(before.get(tasks.at(-1)!.id)!.end)).toBe(true);
  });
});

async function tasksOf(c: DocumentClient, id: string): Promise<Task[]> {
  const o = await c.rest('get', `/projects/${id}/spec?kind=task`);
  return (o.body.data as Loose).items as Task[];
}

const replan = (c: AuthClient, id: string) =>
  c.transport === 'rest' ? c.rest('post', `/projects/${id}/roadmap/replan`) : c.gql(`mutation($id: ID!) { replanRoadmap(projectId: $id) { projectId replannedOn from finish overrunDays doneTasks remainingTasks keptSections version } }`, { id });

describe.each(['rest', 'graphql'] as const)('re-planning the roadmap over %s', (transport) => {
  it('moves open tasks to today, keeps done ones and hand edits, and refuses what it must', async () => {
    const { c } = await documentClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    const early = await replan(c, id);
    expect(early).toMatchObject({ ok: false, code: 'PREREQUISITE_MISSING' });
    if (transport === 'rest') expect(early.status).toBe(409);
    expect((await c.generateAll(id)).ok).toBe(true);
    const docs = await c.settle(id);
    const roadmapId = docs.find((d) => d.type === 'roadmap')!.id as string;
    const before = await tasksOf(c, id);
    const first = before[0]!;
    expect((await c.rest('put', `/projects/${id}/tasks/${first.id}`, { status: 'done' })).ok).toBe(true);
    expect((await c.rest('put', `/projects/${id}/tasks/${before[1]!.id}`, { status: 'in_progress' })).ok).toBe(true);

    // A hand edit in the overview survives the re-plan: merged with the new text, so no section is kept as it was.
    const doc = (await c.getDocument(roadmapId)).data as { content: string; version: number };
    const edited = doc.content.replace(/(## Overview\n)/, '$1\nHand note: launch party on a Friday.\n');
    expect(edited).not.toBe(doc.content);
    expect((await c.rest('put', `/documents/${roadmapId}`, { content: edited, base_version: doc.version })).ok).toBe(true);

    const out = await replan(c, id);
    expect(out.ok, JSON.stringify(out.body)).toBe(true);
    const r = (transport === 'rest' ? (out.body.data as Loose) : out.data) as Loose;
    const from = today > sampleInput.startDate ? today : sampleInput.startDate;
    if (transport === 'rest') {
      expect(r).toMatchObject({ project_id: id, replanned_on: today, from, done_tasks: 1, remaining_tasks: before.length - 1, version: doc.version + 2, kept_sections: [] });
    } else {
      expect(r).toMatchObject({ projectId: id, replannedOn: today, from, doneTasks: 1, remainingTasks: before.length - 1, version: doc.version + 2, keptSections: [] });
    }

    const after = await tasksOf(c, id);
    expect(after.find((x) => x.id === first.id)!.fields).toMatchObject({ start: first.fields.start, end: first.fields.end, status: 'done' });
    for (const x of after.filter((y) => y.id !== first.id)) expect(x.fields.start >= from, `${x.id} starts ${x.fields.start}`).toBe(true);
    let day = from;
    while (isWeekend(day)) day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(after.find((x) => x.id === before[1]!.id)!.fields).toMatchObject({ start: day, status: 'in_progress' });

    const roadmap = (await c.getDocument(roadmapId)).data as { content: string; version: number; structured: { tasks: { id: string; start: string }[] } };
    expect(roadmap.version).toBe(doc.version + 2);
    expect(roadmap.content).toContain('Hand note: launch party on a Friday.');
    expect(roadmap.content).toContain(`Re-planned on ${today}: 1 of ${before.length} tasks are done and keep their dates`);
    expect(roadmap.content.split('\n').find((l) => l.startsWith(`- **${first.id}** `))).toMatch(/; status: done$/);
    expect(roadmap.structured.tasks.find((x) => x.id === before[1]!.id)!.start).toBe(day);

    // Strangers get the same answer as for a missing project; a read-only token may not re-plan.
    const stranger = (await documentClient(t.app, t.db.orm, transport)).c;
    expect(await replan(stranger, id)).toMatchObject({ ok: false, code: 'PROJECT_NOT_FOUND' });
    const rest = new AuthClient(t.app, 'rest');
    rest.token = c.token;
    const reader = new AuthClient(t.app, transport);
    reader.token = ((await rest.rest('post', '/users/tokens', { name: 'reader', scope: 'read' })).body.data as { token: string }).token;
    expect(await replan(reader, id)).toMatchObject({ ok: false, code: 'TOKEN_READ_ONLY' });
  });
});
