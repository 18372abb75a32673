import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PROJECT_FIELDS, signedInClient } from '../../test/project-client.js';
import { COMPILE_AFTER } from './jit-executor.js';

// Counts compilations and runs of compiled operations, leaving graphql-jit itself at work.
const jit = vi.hoisted(() => ({ compiled: 0, runs: 0 }));
vi.mock('graphql-jit', async (original) => {
  const actual = await original<typeof import('graphql-jit')>();
  return {
    ...actual,
    compileQuery: (...args: Parameters<typeof actual.compileQuery>) => {
      const compiled = actual.compileQuery(...args) as ReturnType<typeof actual.compileQuery<Record<string, unknown>>>;
      if (!actual.isCompiledQuery(compiled)) return compiled;
      jit.compiled += 1;
      return {
        ...compiled,
        query: (...run: Parameters<typeof compiled.query>) => {
          jit.runs += 1;
          return compiled.query(...run);
        },
      };
    },
  };
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const { c } = await signedInClient(t.app, t.db.orm, 'graphql');
  token = c.token as string;
  for (const name of ['Meal planner', 'Budget app']) {
    const out = await c.createProject({ name, description: `${name}, described`, key_features: ['One', 'Two'], settings: { a: 1 } });
    expect(out.ok).toBe(true);
  }
});
afterAll(async () => {
  await t.close();
});

const post = (body: object) => request(t.app).post('/graphql').set('authorization', `Bearer ${token}`).send(body);

/**
 * The same request, sent COMPILE_AFTER + 2 times: the first COMPILE_AFTER - 1 run by graphql-js,
 * the other 3 compiled. Every answer must be the first one.
 */
async function answersAlike(body: object): Promise<{ status: number; body: Record<string, unknown> }> {
  const before = { ...jit };
  const first = await post(body);
  for (let i = 1; i < COMPILE_AFTER + 2; i += 1) {
    const again = await post(body);
    expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
  }
  return { status: first.status, body: first.body, ...{ compiled: jit.compiled - before.compiled, runs: jit.runs - before.runs } };
}

describe('GraphQL execution by graphql-jit (API throughput)', () => {
  it('answers a repeated project list exactly as graphql-js did, compiled once and run compiled after that', async () => {
    const out = await answersAlike({ query: `query List($first: Int) { projects(first: $first) { nodes { ${PROJECT_FIELDS} } pageInfo { hasNextPage endCursor } } }`, variables: { first: 5 } });
    expect(out.status).toBe(200);
    const nodes = (out.body as { data: { projects: { nodes: { name: string; created_at: string }[] } } }).data.projects.nodes;
    expect(nodes.map((n) => n.name)).toEqual(['Budget app', 'Meal planner']);
    expect(nodes[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(out).toMatchObject({ compiled: 1, runs: 3 });
  });

  it('keeps resolver errors (codes, path, locations) as graphql-js gave them', async () => {
    const out = await answersAlike({ query: 'query One($id: ID!) { project(id: $id) { id name } }', variables: { id: '5b0f1c55-7c49-4ad4-9b5e-0d1b2e9c6a11' } });
    expect(out.body).toEqual({
      data: null,
      errors: [{ message: 'Project not found', locations: [{ line: 1, column: 23 }], path: ['project'], extensions: { code: 'NOT_FOUND', appCode: 'PROJECT_NOT_FOUND' } }],
    });
    expect(out).toMatchObject({ compiled: 1, runs: 3 });
  });

  it("answers variables that do not coerce with graphql-js's BAD_USER_INPUT and 400, also once compiled", async () => {
    const out = await answersAlike({ query: 'query Page($first: Int) { projects(first: $first) { nodes { id } } }', variables: { first: 'many' } });
    expect(out.status).toBe(400);
    expect(out.body).toEqual({
      errors: [
        {
          message: 'Variable "$first" got invalid value "many"; Int cannot represent non-integer value: "many"',
          locations: [{ line: 1, column: 12 }],
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
  });

  it('answers the signed-out caller with UNAUTHENTICATED from compiled code too', async () => {
    const body = { query: '{ projects { nodes { id } } }' };
    const answers = [];
    for (let i = 0; i < COMPILE_AFTER + 1; i += 1) answers.push((await request(t.app).post('/graphql').send(body)).body);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ data: null, errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
  });

  it('compiles nothing for documents seen once (distinct documents cost no compilation)', async () => {
    const before = jit.compiled;
    for (let i = 0; i < 5; i += 1) {
      const res = await post({ query: `{ projects(first: ${i + 1}) { nodes { id } } }` });
      expect(res.status).toBe(200);
    }
    expect(jit.compiled).toBe(before);
  });
});
