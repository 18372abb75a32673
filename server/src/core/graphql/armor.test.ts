import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getIntrospectionQuery } from 'graphql';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { armorLimits } from './armor.js';

/** Every operation the client sends: the keys of codegen's document map. */
function clientOperations(): string[] {
  const file = fileURLToPath(new URL('../../../../client/src/gql/gql.ts', import.meta.url));
  const source = readFileSync(file, 'utf8');
  const block = source.slice(source.indexOf('const documents'), source.indexOf('};', source.indexOf('const documents')));
  const documents = [...block.matchAll(/^\s+("(?:[^"\\]|\\.)*"):/gm)].map((m) => JSON.parse(m[1] ?? '""') as string);
  // Fragments travel inside the operations that spread them, as the client sends them.
  const fragments = new Map(documents.flatMap((d) => [...d.matchAll(/fragment (\w+) on /g)].map((m) => [m[1]!, d] as const)));
  const withFragments = (d: string, seen = new Set<string>()): string => {
    const used = [...d.matchAll(/\.\.\.(\w+)/g)].map((m) => m[1]!).filter((n) => fragments.has(n) && !seen.has(n) && !d.includes(`fragment ${n} on`));
    for (const n of used) seen.add(n);
    return [d, ...used.map((n) => withFragments(fragments.get(n)!, seen))].join('\n');
  };
  return documents.filter((d) => /^\s*(query|mutation|subscription)\b/.test(d)).map((d) => withFragments(d));
}

const PROJECT_FIELDS = `id userId name description status developmentPhase timeline platforms keyFeatures
  techStack integrations userPersonas successMetrics businessGoals settings documentsReady createdAt updatedAt
  wizardResponses { id projectId sectionId responses completed createdAt updatedAt }`;

/** The heaviest selections a real integrator would send, at the largest page size. */
const HEAVY_BUT_LEGITIMATE = [
  `query Dashboard { projects(first: 100) { edges { cursor node { ${PROJECT_FIELDS} } } nodes { id name } pageInfo { hasNextPage endCursor } } usageStats { projectsCreated documentsGenerated lastActive maxProjects maxDocuments } }`,
  `query Workspace($id: ID!) { project(id: $id) { ${PROJECT_FIELDS} } documents(projectId: $id) { id projectId type title status version progress currentSection generator error content structured generatedAt createdAt updatedAt } }`,
];

function errorsOf(body: { errors?: { message: string; extensions?: { code?: string } }[] }) {
  return body.errors ?? [];
}

describe('graphql-armor limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (query: string, variables: Record<string, unknown> = {}) => request(t.app).post('/graphql').set('Content-Type', 'application/json').send({ query, variables });

  it('lets every client operation, the playground introspection and heavy real queries through', async () => {
    const operations = clientOperations();
    expect(operations.length).toBeGreaterThan(0);
    const all = [...operations, getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }), ...HEAVY_BUT_LEGITIMATE];
    for (const query of all) {
      const res = await send(query, { id: '00000000-0000-4000-8000-000000000000', projectId: '00000000-0000-4000-8000-000000000000' });
      // Signed out, most answer UNAUTHENTICATED — but none may be refused for its shape.
      const refused = errorsOf(res.body).filter((e) => e.extensions?.code === 'GRAPHQL_VALIDATION_FAILED');
      expect(refused, query.slice(0, 80)).toEqual([]);
    }
  });

  it('refuses a document nested deeper than the limit', async () => {
    let selection = 'name';
    for (let i = 0; i < armorLimits.maxDepth + 2; i++) selection = `ofType { ${selection} }`;
    const res = await send(`{ __schema { types { fields { type { ${selection} } } } } }`);
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(errorsOf(res.body)[0]?.message).toMatch(/depth/i);
  });

  it('refuses an alias flood', async () => {
    const aliases = Array.from({ length: armorLimits.maxAliases + 1 }, (_, i) => `a${i}: health { status }`).join(' ');
    const res = await send(`{ ${aliases} }`);
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]?.message).toMatch(/aliases/i);
  });

  it('refuses a document with too many tokens', async () => {
    const fields = Array.from({ length: armorLimits.maxTokens }, () => 'status').join(' ');
    const res = await send(`{ health { ${fields} } }`);
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]?.message).toMatch(/token/i);
  });

  it('refuses a selection that costs more than the limit', async () => {
    // Fragments multiply cost without multiplying tokens: 14 aliases × 10 spreads of a heavy fragment.
    const heavy = `fragment P on Project { ${PROJECT_FIELDS} }`;
    const spreads = Array.from({ length: 10 }, () => '...P').join(' ');
    const aliases = Array.from({ length: 14 }, (_, i) => `p${i}: projects(first: 100) { nodes { ${spreads} } edges { node { ${spreads} } } }`).join(' ');
    const res = await send(`{ ${aliases} } ${heavy}`);
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]?.message).toMatch(/cost/i);
  });

  it('hides field suggestions in production only', async () => {
    const dev = await send('{ helth { status } }');
    expect(errorsOf(dev.body)[0]?.message).toContain('Did you mean');
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const res = await request(prod.app).post('/graphql').set('Content-Type', 'application/json').send({ query: '{ helth { status } }' });
      expect(res.status).toBe(400);
      expect(errorsOf(res.body)[0]?.message).not.toContain('Did you mean');
      const introspection = await request(prod.app).post('/graphql').set('Content-Type', 'application/json').send({ query: '{ __schema { queryType { name } } }' });
      expect(errorsOf(introspection.body)[0]?.message).toMatch(/introspection/i);
    } finally {
      await prod.close();
    }
  });
});
