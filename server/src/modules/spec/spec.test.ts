import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { documentClient } from '../documents/testing/document-client.js';
import { sampleInput } from '../generation/composer/sample-brief.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A REST answer's `data` (the success envelope's payload). */
const payload = (o: { data: Record<string, unknown> }) => o.data.data as Record<string, unknown>;

const ITEM = 'id kind title statement status source fields links { kind to }';

describe.each(['rest', 'graphql'] as const)('spec graph over %s', (transport) => {
  it('is stored when the PRD is generated, resolves every link and renders the later documents', async () => {
    const { c } = await documentClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    const empty = transport === 'rest' ? await c.rest('get', `/projects/${id}/spec`) : await c.gql(`query($id: ID!) { specGraph(projectId: $id) { items { id } } }`, { id });
    expect(empty.ok).toBe(true);
    expect(transport === 'rest' ? payload(empty).items : (empty.data as { items: unknown[] }).items).toEqual([]);

    expect((await c.generateAll(id)).ok).toBe(true);
    const docs = await c.settle(id);
    expect(docs.map((d) => d.status)).toEqual(Array(6).fill('ready'));

    const rest = await c.rest('get', `/projects/${id}/spec`);
    const gql = await c.gql(`query($id: ID!) { specGraph(projectId: $id) { projectId generator items { ${ITEM} } } }`, { id });
    const items = payload(rest).items as { id: string; kind: string; status: string; links: { kind: string; to: string }[]; fields: Record<string, unknown> }[];
    expect((gql.data as { items: unknown[] }).items).toEqual(items);
    expect(payload(rest).generator).toBe('builtin');
    const ids = new Set(items.map((i) => i.id));
    expect(items.filter((i) => i.kind === 'requirement').map((i) => i.id)).toEqual(['FR-1', 'FR-2', 'FR-3', 'FR-4', 'FR-5']);
    for (const i of items) for (const l of i.links) expect(ids.has(l.to), `${i.id} → ${l.to}`).toBe(true);
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(['persona', 'journey', 'requirement', 'criterion', 'nfr', 'metric', 'entity', 'decision', 'integration', 'risk', 'question', 'task', 'milestone']));

    // The roadmap is rendered from the stored graph: every task and its dates appear.
    const roadmap = docs.find((d) => d.type === 'roadmap')!;
    const content = (await c.getDocument(roadmap.id as string)).data.content as string;
    for (const task of items.filter((i) => i.kind === 'task')) expect(content).toContain(`**${task.id}** ${String((task as unknown as { title: string }).title)}`);
    for (const task of items.filter((i) => i.kind === 'task')) expect(content).toContain(`${String(task.fields.start)} → ${String(task.fields.end)}`);

    const only = await c.rest('get', `/projects/${id}/spec?kind=task`);
    expect((payload(only).items as { kind: string }[]).every((i) => i.kind === 'task')).toBe(true);
    const bad = await c.rest('get', `/projects/${id}/spec?kind=feature`);
    expect(bad).toMatchObject({ ok: false, status: 400, code: 'VALIDATION_FAILED' });
  });
});

it('answers the traceability matrix on both transports, as JSON and CSV, with full coverage of requirements', async () => {
  const { c } = await documentClient(t.app, t.db.orm, 'rest');
  const id = await c.projectWithBrief();
  await c.generate(id, 'prd');
  await c.settle(id);
  const rest = await c.rest('get', `/projects/${id}/spec/traceability`);
  expect(rest.ok).toBe(true);
  const rows = payload(rest).rows as { requirement_id: string; task_ids: string[]; criterion_ids: string[] }[];
  expect(rows.map((r) => r.requirement_id)).toEqual(['FR-1', 'FR-2', 'FR-3', 'FR-4', 'FR-5']);
  for (const r of rows) expect(r.task_ids.length && r.criterion_ids.length).toBeGreaterThan(0);
  const coverage = payload(rest).coverage as { key: string; percent: number; gaps: string[] }[];
  expect(coverage.find((x) => x.key === 'requirementsWithTasks')).toMatchObject({ percent: 100, gaps: [] });
  expect(coverage.find((x) => x.key === 'requirementsWithCriteria')).toMatchObject({ percent: 100, gaps: [] });

  const gql = await c.gql(`query($id: ID!) { traceability(projectId: $id) { rows { requirementId taskIds } coverage { key percent gaps } csv } }`, { id });
  const tr = gql.data as unknown as { rows: { requirementId: string }[]; coverage: unknown[]; csv: string };
  expect(tr.rows.map((r) => r.requirementId)).toEqual(rows.map((r) => r.requirement_id));
  expect(tr.coverage).toEqual(coverage.map(({ key, percent, gaps }) => ({ key, percent, gaps })));
  const csv = await request(t.app).get(`/api/projects/${id}/spec/traceability?format=csv`).set('Authorization', `Bearer ${c.token}`);
  expect(csv.status).toBe(200);
  expect(csv.headers['content-type']).toContain('text/csv');
  expect(csv.text).toBe(tr.csv);
  expect(csv.text.split('\n')[0]).toBe('Requirement,Title,Priority,Journeys,Metrics,Tasks,Acceptance criteria');
  expect(csv.text.trim().split('\n')).toHaveLength(6);
});

it('keeps the id of a requirement the brief dropped, marked superseded, when the PRD is regenerated', async () => {
  const { c } = await documentClient(t.app, t.db.orm, 'graphql');
  const id = await c.projectWithBrief();
  await c.generate(id, 'prd');
  await c.settle(id);
  const features = sampleInput.keyFeatures.slice(0, 4);
  const saved = await c.saveWizardBatch(id, [{ section_id: 'product_details', responses: { problemStatement: sampleInput.problemStatement, keyFeatures: features, nonGoals: sampleInput.nonGoals, competitors: sampleInput.competitors } }]);
  expect(saved.ok).toBe(true);
  await c.generate(id, 'prd');
  await c.settle(id);
  const spec = await c.gql(`query($id: ID!) { specGraph(projectId: $id, kind: "requirement") { items { id status title } } }`, { id });
  const reqs = (spec.data as unknown as { items: { id: string; status: string; title: string }[] }).items;
  expect(reqs.map((r) => [r.id, r.status])).toEqual([
    ['FR-1', 'active'],
    ['FR-2', 'active'],
    ['FR-3', 'active'],
    ['FR-4', 'active'],
    ['FR-5', 'superseded'],
  ]);
  expect(reqs[4]!.title).toBe(sampleInput.keyFeatures[4]);
});
