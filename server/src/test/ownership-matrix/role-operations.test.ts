import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailMessage } from '../../modules/mail/mail-message.entity.js';
import { atLeast, type ProjectRole } from '../../modules/projects/project-access.js';
import { AuthClient, type Outcome, type Transport } from '../auth-client.js';
import { type Call, callsOver } from './calls.js';
import { ownedCases, type OwnedCase } from './owned-cases.js';
import { snapshotUser } from './snapshot.js';
import { buildWorld, signUpActor, type Actor, type World } from './world.js';

/**
 * Every project and document operation for each role on A's project: owner, editor, reviewer,
 * viewer (accepted invitations) and a stranger. Below the role an operation needs, the answer is
 * 403 FORBIDDEN naming that role and nothing of A changes; at or above it, the role check lets
 * the call through; a stranger gets not-found. Over REST, GraphQL over HTTP, graphql-ws and MCP.
 */
type MemberRole = Exclude<ProjectRole, 'owner'>;
const memberRoles: MemberRole[] = ['editor', 'reviewer', 'viewer'];

let w: World;
let server: Server;
let wsUrl: string;
let mcpUrl: URL;
const members = {} as Record<MemberRole, Actor>;

/** The invitation link's token from the last mail sent to `to`. */
async function invitationToken(to: string): Promise<string> {
  await w.t.services.mailer.drain();
  const mail = await w.t.db.orm.em.fork().findOneOrFail(MailMessage, { to }, { orderBy: { createdAt: 'desc' } });
  const match = /\/invitations\/([\w-]+)/.exec(mail.text);
  expect(mail.text).toContain('http://localhost:3000/invitations/');
  return match![1]!;
}

beforeAll(async () => {
  w = await buildWorld();
  server = createServer(w.t.app);
  w.t.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  wsUrl = `ws://127.0.0.1:${port}/graphql`;
  mcpUrl = new URL(`http://127.0.0.1:${port}/mcp`);
  const owner = w.a.as('rest');
  for (const role of memberRoles) {
    const actor = await signUpActor(w.t, `matrix-${role}@example.test`);
    const invited = await owner.rest('post', `/projects/${w.ids.projectId}/members`, { email: actor.email, role });
    expect(invited.status).toBe(201);
    const accepted = await actor.as('rest').rest('post', `/invitations/${await invitationToken(actor.email)}/accept`);
    expect({ status: accepted.status, role: (accepted.body.data as { role: string }).role }).toEqual({ status: 200, role });
    members[role] = actor;
  }
  // The analysis keeps a history point per distinct report: made here, reads below add none.
  expect((await owner.rest('get', `/projects/${w.ids.projectId}/analysis`)).ok).toBe(true);
}, 240_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await w.t.close();
});

const withRole = ownedCases.filter((c): c is OwnedCase & { role: ProjectRole } => c.role !== undefined);
type Wire = Transport | 'ws';
const wires: Wire[] = ['rest', 'graphql', 'ws'];
const callsOn = (wire: Wire) => callsOver(withRole, wire === 'ws' ? 'graphql' : wire);
const isRead = (key: string) => key.startsWith('GET ') || key.startsWith('Query.');

function client(actor: Actor, wire: Wire): AuthClient {
  const c = new AuthClient(w.t.app, wire === 'ws' ? 'graphql' : wire);
  c.token = actor.token;
  if (wire === 'ws') c.wsUrl = wsUrl;
  return c;
}

function expectForbidden(out: Outcome, wire: Wire, need: ProjectRole, who: string) {
  expect({ who, code: out.code }).toEqual({ who, code: 'FORBIDDEN' });
  expect(out.message, who).toContain(need === 'owner' ? 'Only the project owner' : `the ${need} role`);
  // GraphQL answers it in `errors` (extensions.code FORBIDDEN) like every other refusal of a role.
  if (wire === 'rest') expect(out.status, who).toBe(403);
  else expect(out.gqlCode, who).toBe('FORBIDDEN');
}

describe.each(wires)('below the role an operation needs, over %s', (wire) => {
  it.each(callsOn(wire))('%s: 403 FORBIDDEN naming the role for each lower role, not-found for a stranger; nothing of A changes', async (key, owned, call) => {
    const before = await snapshotUser(w.t, w.a.id);
    for (const role of memberRoles.filter((r) => !atLeast(r, owned.role))) {
      expectForbidden(await call.run(client(members[role], wire), w.ids), wire, owned.role, `${role}: ${key}`);
    }
    const stranger = await call.run(client(w.b, wire), w.ids);
    expect({ key, code: stranger.code }).toEqual({ key, code: owned.code });
    expect(await snapshotUser(w.t, w.a.id)).toEqual(before);
  });
});

describe.each(wires)('reads at or above the role they need, over %s', (wire) => {
  it.each(callsOn(wire).filter(([key]) => isRead(key)))('%s succeeds for every role that may read it', async (key, owned, call) => {
    const allowed: [string, Actor][] = [['owner', w.a], ...memberRoles.filter((r) => atLeast(r, owned.role)).map((r): [string, Actor] => [r, members[r]])];
    for (const [role, actor] of allowed) {
      const out = await call.run(client(actor, wire), w.ids);
      expect({ role, key, ok: out.ok, code: out.code }).toEqual({ role, key, ok: true, code: undefined });
    }
  });
});

describe("MCP with members' tokens", () => {
  async function connect(actor: Actor): Promise<Client> {
    const created = await actor.as('rest').rest('post', '/users/tokens', { name: 'agent', scope: 'read-write' });
    const client = new Client({ name: 'role-test', version: '1.0.0' });
    const secret = (created.body.data as { token: string }).token;
    await client.connect(new StreamableHTTPClientTransport(mcpUrl, { requestInit: { headers: { Authorization: `Bearer ${secret}` } } }));
    return client;
  }
  const textOf = (r: CallToolResult) => r.content.map((c) => (c.type === 'text' ? c.text : '')).join('');
  const update = () => ({ name: 'update_task_status', arguments: { project: w.ids.projectId, taskId: 'T-1', status: 'in_progress', note: 'by an agent' } });

  it("a viewer's and a reviewer's tokens read the shared project but cannot change a task; it is listed with their role", async () => {
    for (const role of ['viewer', 'reviewer'] as const) {
      const before = await snapshotUser(w.t, w.a.id);
      const mcp = await connect(members[role]);
      const answer = (await mcp.callTool({ name: 'list_projects', arguments: {} })) as CallToolResult;
      const first = answer.content[0];
      const listed = JSON.parse(first?.type === 'text' ? first.text : '') as { id: string; role: string }[];
      expect(listed).toEqual([expect.objectContaining({ id: w.ids.projectId, role })]);
      const doc = (await mcp.callTool({ name: 'get_document', arguments: { project: w.ids.projectId, type: 'prd' } })) as CallToolResult;
      expect(doc.isError ?? false).toBe(false);
      const refused = (await mcp.callTool(update())) as CallToolResult;
      expect({ error: refused.isError, text: textOf(refused) }).toEqual({ error: true, text: expect.stringContaining('(FORBIDDEN)') });
      expect(textOf(refused)).toContain('the editor role');
      await mcp.close();
      expect(await snapshotUser(w.t, w.a.id)).toEqual(before);
    }
  });

  it("an editor's token changes a task of the shared project", async () => {
    const mcp = await connect(members.editor);
    const result = (await mcp.callTool(update())) as CallToolResult;
    expect({ error: result.isError ?? false, text: textOf(result) }).toEqual({ error: false, text: expect.stringContaining('T-1') });
    await mcp.close();
  });
});

describe('shared projects in the member lists', () => {
  it('GET /api/projects and GraphQL projects list the shared project with the role; only owned projects count against the plan', async () => {
    for (const role of memberRoles) {
      const rest = await members[role].as('rest').rest('get', '/projects');
      expect((rest.body.data as { id: string; role: string }[]).map((p) => [p.id, p.role])).toEqual([[w.ids.projectId, role]]);
      const gql = await members[role].as('graphql').gql('{ projects { nodes { id role } } }');
      expect(gql.data).toEqual({ nodes: [{ id: w.ids.projectId, role }] });
    }
    const own = await w.a.as('rest').rest('get', '/projects');
    expect((own.body.data as { role: string }[]).map((p) => p.role)).toEqual(['owner']);
  });
});

// Runs last: these change A's data (and the owner's last call deletes the project).
describe.each(['rest', 'graphql'] as const)('writes at or above the role they need, over %s', (wire) => {
  const writes = (): [string, OwnedCase & { role: ProjectRole }, Call][] => callsOn(wire).filter(([key]) => !isRead(key) && !/deleteProject|DELETE \/api\/projects\/\{id\}$/.test(key));
  it.each(writes())('%s passes the role check for the least role that may call it', async (key, owned, call) => {
    const actor = owned.role === 'owner' ? w.a : members[owned.role];
    const out = await call.run(client(actor, wire), w.ids);
    // The call may still meet a rule of its own (a version conflict, a job already running …).
    expect({ key, code: out.code ?? 'none' }).not.toEqual({ key, code: expect.stringMatching(/^(FORBIDDEN|PROJECT_NOT_FOUND|DOCUMENT_NOT_FOUND)$/) });
  });
});

it('only the owner deletes the project (the last check: it takes the world with it)', async () => {
  const del = (actor: Actor) => actor.as('rest').rest('delete', `/projects/${w.ids.projectId}`);
  expectForbidden(await del(members.editor), 'rest', 'owner', 'editor: delete');
  expect((await del(w.a)).status).toBe(200);
  expect((await members.viewer.as('rest').rest('get', '/projects')).body.data).toEqual([]);
});
