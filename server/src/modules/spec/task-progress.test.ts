import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient, type Outcome, type Transport } from '../../test/auth-client.js';
import { signedInClient } from '../../test/project-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildSpecGraph, normaliseBrief } from '../generation/composer/index.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import { saveGraph } from './spec.store.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ITEM = 'id kind title status fields links { kind to }';
const update = (c: AuthClient, projectId: string, taskId: string, body: { status: string; note?: string | null }): Promise<Outcome> =>
  c.transport === 'rest'
    ? c.rest('put', `/projects/${projectId}/tasks/${taskId}`, body)
    : c.gql(`mutation($p: ID!, $t: String!, $s: String!, $n: String) { updateTaskStatus(projectId: $p, taskId: $t, status: $s, note: $n) { ${ITEM} taskStatus } }`, {
        p: projectId,
        t: taskId,
        s: body.status,
        n: body.note,
      });
const itemOf = (c: AuthClient, out: Outcome) => {
  expect(out.ok, `${out.status} ${out.code}: ${out.message}`).toBe(true);
  return (c.transport === 'rest' ? out.body.data : out.data) as { id: string; fields: Record<string, unknown>; links: unknown[] };
};

describe.each(['rest', 'graphql'] as Transport[])('task progress over %s', (transport) => {
  it('sets status and note, keeps the note when absent, clears it with null, and refuses bad input and unknown tasks', async () => {
    const { c } = await signedInClient(t.app, t.db.orm, transport);
    const rest = new AuthClient(t.app, 'rest');
    rest.token = c.token;
    const created = await rest.rest('post', '/projects', { name: 'Progress', description: 'Tasks' });
    const projectId = (created.body.data as { id: string }).id;
    await saveGraph(t.db.orm.em.fork(), projectId, buildSpecGraph(normaliseBrief(sampleInput, '2026-01-05')));

    const started = itemOf(c, await update(c, projectId, 'T-1', { status: 'in_progress', note: 'Schema drafted' }));
    expect(started).toMatchObject({ id: 'T-1', fields: { status: 'in_progress', note: 'Schema drafted', estimateDays: expect.any(Number) } });
    expect(started.links.length).toBeGreaterThan(0);
    // GraphQL also answers the progress as the TaskStatus enum (REST keeps the item shape of the spec).
    if (transport === 'graphql') expect(started).toMatchObject({ taskStatus: 'in_progress' });
    else expect(started).not.toHaveProperty('taskStatus');
    expect(itemOf(c, await update(c, projectId, 'T-1', { status: 'done' })).fields).toMatchObject({ status: 'done', note: 'Schema drafted' });
    expect(itemOf(c, await update(c, projectId, 'T-1', { status: 'done', note: null })).fields.note).toBeNull();
    const spec = await rest.rest('get', `/projects/${projectId}/spec?kind=task`);
    expect((spec.body.data as { items: { id: string; fields: Record<string, unknown> }[] }).items.find((i) => i.id === 'T-1')!.fields.status).toBe('done');

    expect(await update(c, projectId, 'T-1', { status: 'finished' })).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(await update(c, projectId, 'T-999', { status: 'done' })).toMatchObject({ ok: false, code: 'TASK_NOT_FOUND' });
    expect(await update(c, projectId, 'FR-1', { status: 'done' })).toMatchObject({ ok: false, code: 'TASK_NOT_FOUND' });

    // Through personal access tokens: read-write may, read may not.
    const tokenOf = async (scope: string) => ((await rest.rest('post', '/users/tokens', { name: scope, scope })).body.data as { token: string }).token;
    const writer = new AuthClient(t.app, transport);
    writer.token = await tokenOf('read-write');
    expect(itemOf(writer, await update(writer, projectId, 'T-2', { status: 'blocked', note: 'Waiting for keys' })).fields.status).toBe('blocked');
    const reader = new AuthClient(t.app, transport);
    reader.token = await tokenOf('read');
    expect(await update(reader, projectId, 'T-2', { status: 'done' })).toMatchObject({ ok: false, status: 403, code: 'TOKEN_READ_ONLY' });
  });
});
