import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import { documentClient } from './testing/document-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe.each(['rest', 'graphql'] as const)('a brief saved just now, over %s', (transport) => {
  it('"Generate all" right after the save regenerates the documents the change reaches, without a read in between', async () => {
    const { c } = await documentClient(t.app, t.db.orm, transport);
    const id = await c.projectWithBrief();
    expect((await c.generateAll(id)).ok).toBe(true);
    expect((await c.settle(id)).map((d) => d.status)).toEqual(Array(6).fill('ready'));

    const saved = await c.saveWizardBatch(id, [
      { section_id: 'product_details', responses: { problemStatement: sampleInput.problemStatement, keyFeatures: [...sampleInput.keyFeatures, 'Pantry stock alerts'], nonGoals: sampleInput.nonGoals, competitors: sampleInput.competitors } },
    ]);
    expect(saved.ok).toBe(true);
    // No list or read of the documents here: the next call must see them stale by itself.
    const started = await c.generateAll(id);
    expect(started.ok, JSON.stringify(started.body)).toBe(true);
    const items = (started.data.items ?? started.data) as { type: string; status: string }[];
    expect(items.find((d) => d.type === 'prd')?.status).toMatch(/^(queued|generating)$/);
  });
});
