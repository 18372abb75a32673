import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transports } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Notification } from '../notifications/notification.entity.js';
import { Project } from './project.entity.js';
import { signedInClient } from '../../test/project-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const brief = {
  name: '  Recipe Finder  ',
  description: 'A mobile app that helps home cooks find recipes',
  key_features: [' Search ', '', 'Favorites', '   '],
  tech_stack: ['[AI_RECOMMEND]'],
  integrations: ['Stripe'],
  success_metrics: ['DAU', 'DAU'],
  platforms: ['Web', 'iOS'],
  user_personas: ['Busy parent'],
  timeline: '3 months',
  business_goals: 'Grow to 1k users',
  settings: { problem_statement: 'Cooking is hard', business_goals: 'Grow', performance_expectations: 'Medium', security_concerns: '[AI_RECOMMEND]', projectScope: 'standardMVP', compliance: ['GDPR'], limits: { users: 100 } },
};

describe.each(transports)('projects over %s', (transport) => {
  it('creates, lists, reads, updates and deletes a project with the spec fields and messages', async () => {
    const { c, userId } = await signedInClient(t.app, t.db.orm, transport);
    const created = await c.createProject({ ...brief, user_id: userId });
    expect(created.ok).toBe(true);
    if (transport === 'rest') {
      expect(created.status).toBe(201);
      expect(created.body.message).toBe('Project created successfully');
    }
    const project = created.data;
    expect(project).toMatchObject({
      name: 'Recipe Finder',
      description: brief.description,
      status: 'active',
      user_id: userId,
      key_features: ['Search', 'Favorites'],
      tech_stack: ['[AI_RECOMMEND]'],
      success_metrics: ['DAU', 'DAU'],
      timeline: '3 months',
      development_phase: '',
      settings: brief.settings,
    });
    const id = project.id as string;

    const notes = await t.db.orm.em.fork().find(Notification, { user: userId });
    expect(notes.map((n) => [n.title, n.type, n.actionUrl, n.actionLabel])).toContainEqual(['Project created', 'success', `/project/${id}/mission-control`, 'Open project']);

    expect((await c.getProject(id)).data).toEqual(project);
    const list = await c.listProjects();
    expect(list.data.items).toEqual([project]);

    // PUT sends the merged object: read-only keys are ignored, unknown settings keys are kept.
    const merged = { ...project, name: 'Recipe Finder Pro', status: 'completed', tech_stack: ['React', ' ', 'Node'], created_at: '2000-01-01T00:00:00.000Z', id: 'x', settings: { ...(project.settings as object), security_concerns: 'GDPR' } };
    const updateInput = transport === 'rest' ? merged : { name: merged.name, status: merged.status, tech_stack: merged.tech_stack, settings: { security_concerns: 'GDPR' } };
    const updated = await c.updateProject(id, updateInput);
    expect(updated.data).toMatchObject({ id, name: 'Recipe Finder Pro', status: 'completed', tech_stack: ['React', 'Node'], created_at: project.created_at });
    expect(updated.data.settings).toEqual({ require_evidence: true, ...brief.settings, security_concerns: 'GDPR' });

    const deleted = await c.deleteProject(id);
    expect(deleted).toMatchObject({ ok: true, message: 'Project deleted successfully' });
    if (transport === 'rest') expect(deleted.body).toEqual({ status: 'success', message: 'Project deleted successfully' });
    expect(await t.db.orm.em.fork().count(Project, { id })).toBe(0);
    expect(await c.getProject(id)).toMatchObject({ ok: false, code: 'PROJECT_NOT_FOUND', message: 'Project not found' });
  });

  it('refuses a third project with PLAN_LIMIT_REACHED naming the limit', async () => {
    const { c } = await signedInClient(t.app, t.db.orm, transport);
    expect((await c.createProject({ name: 'One' })).ok).toBe(true);
    expect((await c.createProject({ name: 'Two' })).ok).toBe(true);
    const third = await c.createProject({ name: 'Three' });
    expect(third).toMatchObject({
      ok: false,
      code: 'PLAN_LIMIT_REACHED',
      message: 'You have reached the free beta limit of 2 projects. Delete a project to create a new one.',
    });
    if (transport === 'rest') expect(third.status).toBe(403);
    else expect(third.gqlCode).toBe('FORBIDDEN');
    expect((await c.listProjects()).data.items).toHaveLength(2);
  });

  it('refuses a user_id that is not the caller', async () => {
    const { c } = await signedInClient(t.app, t.db.orm, transport);
    const { userId: other } = await signedInClient(t.app, t.db.orm, transport);
    const out = await c.createProject({ name: 'Sneaky', user_id: other });
    expect(out).toMatchObject({ ok: false, code: 'FORBIDDEN', message: 'You can only create or change projects of your own account.' });
    if (transport === 'rest') expect(out.status).toBe(403);
    expect(await t.db.orm.em.fork().count(Project, { user: other })).toBe(0);
    const mine = await c.createProject({ name: 'Mine' });
    const moved = await c.updateProject(mine.data.id as string, { user_id: other });
    expect(moved.code).toBe('FORBIDDEN');
  });

  it.each([
    [{}, 'Project name is required', 'name'],
    [{ name: '   ' }, 'Project name is required', 'name'],
    [{ name: 'x'.repeat(201) }, 'Project name must be at most 200 characters', 'name'],
    [{ name: 'ok', status: 'paused' }, 'status must be one of: draft, active, completed, archived', 'status'],
    [{ name: 'ok', settings: { deep: { deeper: { x: 1 } } } }, 'Settings values must be texts, numbers, booleans, or lists or objects of them', 'settings.deep'],
    [{ name: 'ok', key_features: ['x'.repeat(501)] }, 'Each entry of key_features must be at most 500 characters', 'key_features.0'],
  ])('validates %j: %s', async (input, message, field) => {
    const { c } = await signedInClient(t.app, t.db.orm, transport);
    const out = await c.createProject(input);
    expect(out).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', message });
    if (transport === 'rest') {
      expect(out.status).toBe(400);
      expect(out.body.errors).toContainEqual({ field, message });
    }
  });

  it('pages the list newest first with a cursor', async () => {
    const { c } = await signedInClient(t.app, t.db.orm, transport);
    await c.createProject({ name: 'Older' });
    await c.createProject({ name: 'Newer' });
    const first = await c.listProjects({ first: 1 });
    const names = (o: typeof first) => (o.data.items as { name: string }[]).map((p) => p.name);
    expect(names(first)).toEqual(['Newer']);
    const cursor = transport === 'rest' ? (first.body.pagination as { next_cursor: string }).next_cursor : (first.data.pageInfo as { endCursor: string }).endCursor;
    if (transport === 'rest') expect(first.body.pagination).toEqual({ next_cursor: cursor, has_more: true });
    const second = await c.listProjects({ first: 1, after: cursor });
    expect(names(second)).toEqual(['Older']);
    if (transport === 'rest') expect(second.body.pagination).toEqual({ next_cursor: null, has_more: false });
    else expect((second.data.pageInfo as { hasNextPage: boolean }).hasNextPage).toBe(false);
  });

  it('needs a signed-in caller', async () => {
    const { c } = await signedInClient(t.app, t.db.orm, transport);
    c.token = undefined;
    expect(await c.listProjects()).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await c.createProject({ name: 'x' })).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
  });
});

// GraphQL coerces a single string into a list, so this one is REST's alone.
it('REST refuses a list field that is not a list', async () => {
  const { c } = await signedInClient(t.app, t.db.orm, 'rest');
  const out = await c.createProject({ name: 'ok', key_features: 'Search' });
  expect(out).toMatchObject({ ok: false, status: 400, code: 'VALIDATION_FAILED', message: 'key_features must be a list of texts' });
});

it('REST refuses a bad page size and a bad cursor', async () => {
  const { c } = await signedInClient(t.app, t.db.orm, 'rest');
  for (const limit of ['0', '101', 'ten']) {
    expect(await c.rest('get', `/projects?limit=${limit}`)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'limit must be a whole number between 1 and 100' });
  }
  expect(await c.rest('get', '/projects?cursor=garbage')).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'The cursor is not valid' });
});

it('GraphQL answers are never cached (Cache-Control: no-store, errors included)', async () => {
  const ok = await request(t.app).post('/graphql').send({ query: '{ __typename }' });
  expect(ok.status).toBe(200);
  expect(ok.headers['cache-control']).toBe('no-store');
  const refused = await request(t.app).post('/graphql').send({ query: '{ projects { nodes { id } } }' });
  expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect(refused.headers['cache-control']).toBe('no-store');
});

it('GraphQL edges carry cursors that page like endCursor (whatever else is selected)', async () => {
  const { c } = await signedInClient(t.app, t.db.orm, 'graphql');
  // Two projects: the free beta plan's limit.
  for (const name of ['Older', 'Newer']) expect((await c.createProject({ name })).ok).toBe(true);
  const page = await c.gql('{ projects(first: 1) { edges { cursor node { name } } pageInfo { startCursor endCursor hasNextPage hasPreviousPage } } }');
  const { edges, pageInfo } = page.data as { edges: { cursor: string; node: { name: string } }[]; pageInfo: { startCursor: string; endCursor: string; hasNextPage: boolean; hasPreviousPage: boolean } };
  expect(edges.map((e) => e.node.name)).toEqual(['Newer']);
  expect(edges[0]?.cursor).toBe(pageInfo.endCursor);
  // Relay's PageInfo: the first edge's cursor, and no backward paging (first/after only).
  expect(pageInfo.startCursor).toBe(edges[0]?.cursor);
  expect(pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  // The edge's cursor continues right after it; cursors alone (no node) are answered too.
  const after = await c.gql('query ($after: String) { projects(first: 5, after: $after) { edges { cursor } nodes { name } pageInfo { startCursor endCursor hasNextPage } } }', {
    after: edges[0]?.cursor,
  });
  const next = after.data as { edges: { cursor: string }[]; nodes: { name: string }[]; pageInfo: { startCursor: string; endCursor: string; hasNextPage: boolean } };
  expect(next.pageInfo).toEqual({ startCursor: next.edges[0]?.cursor, endCursor: next.edges[0]?.cursor, hasNextPage: false });
  expect(next.nodes.map((n) => n.name)).toEqual(['Older']);
  expect(next.edges).toHaveLength(1);
  expect(next.edges[0]?.cursor).not.toBe(edges[0]?.cursor);
  expect(next.edges[0]?.cursor.length).toBeGreaterThan(10);
});
