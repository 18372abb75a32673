import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { documentClient } from '../documents/testing/document-client.js';
import { WizardResponse } from '../wizard/wizard-response.entity.js';
import { SpecItemRow } from './spec.entity.js';

/**
 * The typed GraphQL views beside the JSON fields (SpecItem.facts, WizardResponse.answers): typed
 * from the shared schemas, the JSON fields unchanged, and rows stored in an older shape still read.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ITEMS = `query($id: ID!) { specGraph(projectId: $id) { items { id kind fields facts {
  __typename
  ... on TaskFacts { estimateDays estimateRange { low likely high } status critical start end }
  ... on RequirementFacts { priority action capability }
  ... on MilestoneFacts { date teamSize drivers }
} } } }`;

type Item = { id: string; kind: string; fields: Record<string, unknown>; facts: Record<string, unknown> | null };

describe('typed views over GraphQL', () => {
  it('types each spec item by its kind and keeps `fields` as stored; an item stored in an odd shape keeps its fields and has no facts', async () => {
    const { c } = await documentClient(t.app, t.db.orm, 'graphql');
    const id = await c.projectWithBrief();
    await c.generate(id, 'prd');
    await c.settle(id);
    const items = ((await c.gql(ITEMS, { id })).data as { items: Item[] }).items;
    const task = items.find((i) => i.kind === 'task')!;
    expect(task.facts).toMatchObject({ __typename: 'TaskFacts', estimateDays: task.fields.estimateDays, estimateRange: task.fields.estimateRange, status: task.fields.status });
    const fr = items.find((i) => i.kind === 'requirement')!;
    expect(fr.facts).toMatchObject({ __typename: 'RequirementFacts', priority: fr.fields.priority });
    const milestone = items.find((i) => i.kind === 'milestone')!;
    expect(milestone.facts).toMatchObject({ __typename: 'MilestoneFacts', date: milestone.fields.date, teamSize: milestone.fields.teamSize ?? null, drivers: milestone.fields.drivers ?? null });
    expect(items.every((i) => i.facts !== null)).toBe(true);

    // A row as an older version could have left it: an estimate as text, a key no schema names.
    const em = t.db.orm.em.fork();
    const row = await em.findOneOrFail(SpecItemRow, { project: id, itemId: task.id });
    const old = { ...row.fields, estimateDays: '3', legacyNote: 'kept' };
    row.fields = old;
    await em.flush();
    const again = ((await c.gql(ITEMS, { id })).data as { items: Item[] }).items.find((i) => i.id === task.id)!;
    expect(again.fields).toEqual(old);
    expect(again.facts).toBeNull();
  });

  it("types a wizard step's answers beside its stored responses, leaving out what an older client saved with another type", async () => {
    const { c } = await documentClient(t.app, t.db.orm, 'graphql');
    const id = await c.projectWithBrief();
    const em = t.db.orm.em.fork();
    const row = await em.findOneOrFail(WizardResponse, { project: id, sectionId: 'project_info' });
    row.responses = { ...row.responses, projectDescription: 42, retired: 'x' };
    await em.flush();
    const res = await c.gql(`query($id: ID!) { wizardResponses(projectId: $id) { sectionId responses answers { projectName projectDescription keyFeatures performanceExpectations } } }`, { id });
    expect(Array.isArray(res.data)).toBe(true);
    const steps: { sectionId: string; responses: Record<string, unknown>; answers: Record<string, unknown> }[] = Array.isArray(res.data) ? res.data : [];
    const info = steps.find((s) => s.sectionId === 'project_info')!;
    expect(info.responses).toMatchObject({ projectDescription: 42, retired: 'x' });
    expect(info.answers).toEqual({ projectName: info.responses.projectName, projectDescription: null, keyFeatures: null, performanceExpectations: null });
    const product = steps.find((s) => s.sectionId === 'product_details')!;
    expect(product.answers.keyFeatures).toEqual(product.responses.keyFeatures);
    const tech = steps.find((s) => s.sectionId === 'tech_stack')!;
    expect(tech.answers.performanceExpectations).toBe(tech.responses.performanceExpectations);
  });
});
