import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Transport } from '../../test/auth-client.js';
import { signedInClient, WIZARD_FIELDS, PROJECT_FIELDS, type ProjectClient } from '../../test/project-client.js';
import { createCountingApp } from './testing/counting-app.js';

let t: Awaited<ReturnType<typeof createCountingApp>>;
beforeAll(async () => {
  t = await createCountingApp({ PLAN_MAX_PROJECTS: '10' });
});
afterAll(async () => {
  await t.close();
});

const sections = ['project_info', 'product_details', 'target_audience', 'tech_stack', 'features', 'deployment'];

/** A user with `n` projects, each with all six wizard sections saved. */
async function userWithProjects(transport: Transport, n: number): Promise<ProjectClient> {
  const { c } = await signedInClient(t.app, t.db.orm, transport);
  for (let i = 0; i < n; i += 1) {
    const id = (await c.createProject({ name: `P${i}` })).data.id as string;
    await c.saveWizardBatch(
      id,
      sections.map((section_id) => ({ section_id, responses: { n: i } })),
    );
  }
  return c;
}

async function measure(fn: () => Promise<unknown>): Promise<number> {
  t.counter.reset();
  await fn();
  return t.counter.count;
}

const measured: Record<string, [number, number]> = {};

// The exact count is part of the expectation: the session check, then the projects with their
// documents ready in one statement, then (GraphQL) one batched wizardResponses.
it.each([
  ['REST GET /projects', 'rest' as const, 2, (c: ProjectClient) => c.rest('get', '/projects')],
  ['REST GET /projects?limit=5', 'rest' as const, 2, (c: ProjectClient) => c.rest('get', '/projects?limit=5')],
  ['REST GET /users/usage', 'rest' as const, 2, (c: ProjectClient) => c.rest('get', '/users/usage')],
  ['GraphQL projects with wizardResponses', 'graphql' as const, 3, (c: ProjectClient) => c.gql(`{ projects(first: 20) { nodes { ${PROJECT_FIELDS} wizardResponses { ${WIZARD_FIELDS} } } } }`)],
  ['GraphQL projects (edges) with documentsReady', 'graphql' as const, 2, (c: ProjectClient) => c.gql('{ projects { edges { node { id documentsReady } } } }')],
  ['GraphQL usageStats', 'graphql' as const, 2, (c: ProjectClient) => c.gql('{ usageStats { projectsCreated documentsGenerated lastActive } }')],
])('%s (over %s) costs %i statements for 1 and for 8 projects', async (name, transport, expected, call) => {
  const one = await userWithProjects(transport, 1);
  const eight = await userWithProjects(transport, 8);
  const answerOne = await call(one);
  const answerEight = await call(eight);
  expect(answerOne.ok && answerEight.ok).toBe(true);
  const forOne = await measure(() => call(one));
  const forEight = await measure(() => call(eight));
  measured[name] = [forOne, forEight];
  expect(forEight).toBe(forOne);
  expect(forOne).toBe(expected);
});

afterAll(() => {
  // Printed for the closing note (statement counts measured).
  console.log('SQL statements per request [1 project, 8 projects]:', JSON.stringify(measured));
});
