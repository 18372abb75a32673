import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient, transports } from '../auth-client.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { getSchema } from '../../graphql-schema.js';
import { adminCases } from './admin-cases.js';
import { type Call, callsOver, type Ids, MISSING } from './calls.js';
import { inviteeCases } from './invitee-cases.js';
import { type Access, accessOf, graphqlMatrix, knownMounts, notInOpenApi, restMatrix } from './matrix.js';
import { graphqlOperations, mountedRoutes, openApiOperations, shapeOf } from './operations.js';
import { ownedCases } from './owned-cases.js';
import { selfCases } from './self-cases.js';
import { subscriptionKeys } from './subscriptions.js';
import { matrixEnv } from './world.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(matrixEnv);
});
afterAll(async () => {
  await t.close();
});

const sorted = (keys: Iterable<string>) => [...keys].sort();
const matrix = { ...graphqlMatrix, ...restMatrix };

describe('every operation has a row in the matrix', () => {
  it('every Query, Mutation and Subscription field of the schema, and no row for a field that is gone', async () => {
    const fields = graphqlOperations(await getSchema());
    expect(fields.length).toBeGreaterThan(60);
    expect(
      fields.filter((f) => !(f in graphqlMatrix)),
      'fields without a row',
    ).toEqual([]);
    expect(
      Object.keys(graphqlMatrix).filter((k) => !fields.includes(k)),
      'rows without a field',
    ).toEqual([]);
  });

  it('every route mounted in express, and no row for a route that is gone', () => {
    const { routes } = mountedRoutes(t.app);
    // The walk reads express internals: make sure it still finds routes of every router.
    expect(routes).toEqual(expect.arrayContaining(['GET /healthz', 'GET /api/projects/{id}/wizard/responses', 'POST /api/auth/google/link', 'GET /api/admin/users']));
    expect(
      routes.filter((r) => !(r in restMatrix)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(restMatrix).filter((k) => !routes.includes(k)),
      'rows without a route',
    ).toEqual([]);
  });

  it('no other middleware answers under its own path', () => {
    expect(mountedRoutes(t.app).mounts).toEqual(sorted(Object.keys(knownMounts)));
  });

  it('the OpenAPI document lists every mounted /api route except the documented few, and nothing unmounted', async () => {
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as Parameters<typeof openApiOperations>[0];
    const documented = openApiOperations(doc);
    const { routes } = mountedRoutes(t.app);
    const mounted = new Set(routes.map(shapeOf));
    expect(
      documented.filter((op) => !mounted.has(shapeOf(op))),
      'documented but not mounted',
    ).toEqual([]);
    const shapes = new Set(documented.map(shapeOf));
    expect(
      routes.filter((r) => !shapes.has(shapeOf(r))),
      'mounted but not in OpenAPI',
    ).toEqual(sorted(Object.keys(notInOpenApi)));
  });
});

/** The operation keys exercised by each class of checks. */
const exercised: Record<Exclude<Access, 'public'>, Call[][]> = {
  owned: ownedCases.map((c) => c.calls),
  self: selfCases.map((c) => c.calls),
  admin: adminCases.map((c) => c.calls),
  invitee: inviteeCases.map((c) => c.calls),
};

describe('every classified operation is checked as its class demands', () => {
  it.each(['owned', 'self', 'admin', 'invitee'] as const)('%s: every row has a call, on every transport it exists on, and every call is of that class', (access) => {
    const calls = exercised[access].flat();
    const keys = new Set([...calls.map((c) => c.key), ...(access === 'owned' ? subscriptionKeys : [])]);
    const rows = Object.entries(matrix)
      .filter(([, entry]) => accessOf(entry).access === access)
      .map(([key]) => key);
    expect(
      rows.filter((k) => !keys.has(k)),
      `${access} rows without a check`,
    ).toEqual([]);
    expect(
      calls.filter((c) => accessOf(matrix[c.key] ?? 'public').access !== access).map((c) => c.key),
      'calls of another class',
    ).toEqual([]);
    // A REST call must be aimed at a REST row, a GraphQL call at a field.
    expect(calls.filter((c) => (c.transport === 'rest') !== c.key in restMatrix).map((c) => c.key)).toEqual([]);
  });
});

// Signed out, only the ids' shape matters: the caller is refused before anything is looked up.
const anyIds: Ids = { userId: MISSING, projectId: MISSING, documentId: MISSING, version: 1, roadmapId: MISSING, sectionId: 'overview', notificationId: MISSING, tokenId: MISSING, memberId: MISSING, shareLinkId: MISSING, commentId: MISSING };
const allCases = [...ownedCases, ...selfCases, ...adminCases, ...inviteeCases];

describe.each(transports)('signed out over %s', (transport) => {
  it.each(callsOver(allCases, transport))('%s answers 401 UNAUTHENTICATED (or, where the matrix says why, an answer)', async (key, _case, call) => {
    const out = await call.run(new AuthClient(t.app, transport), anyIds);
    const { signedOut } = accessOf(matrix[key]!);
    if (signedOut) {
      expect({ ok: out.ok, code: out.code }).toEqual({ ok: true, code: undefined });
      return;
    }
    expect({ ok: out.ok, code: out.code }).toEqual({ ok: false, code: 'UNAUTHENTICATED' });
    if (transport === 'rest') expect(out.status).toBe(401);
    else expect(out.gqlCode).toBe('UNAUTHENTICATED');
  });

  it('the signed-out exceptions give away nothing', async () => {
    const c = new AuthClient(t.app, transport);
    if (transport === 'graphql') expect((await c.whoAmI()).data).toEqual({ value: null });
    expect((await c.logOut()).ok).toBe(true);
  });
});
