import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient, type Outcome } from '../auth-client.js';
import { adminCases } from './admin-cases.js';
import { type Call, callsOver } from './calls.js';
import { graphqlMatrix, restMatrix } from './matrix.js';
import { JUNIT, ownedCases } from './owned-cases.js';
import { selfCases } from './self-cases.js';
import { snapshotUser, type Snapshot } from './snapshot.js';
import { classifiedKeys, mcpToolNeeds, tokenNeedOf, type TokenNeed } from './token-needs.js';
import { buildWorld, type World } from './world.js';

/**
 * Every operation of the API, called with personal access tokens over every transport that
 * offers it: REST, GraphQL over HTTP, GraphQL over graphql-ws and MCP. The verdicts come from
 * the services' own policy, so no transport and no spelling of a path can do better.
 */
let w: World;
let server: Server;
let wsUrl: string;
let mcpUrl: URL;

/**
 * A new token of `who` for one block of calls: each token may make 300 requests a minute
 * (tokenRequests), and a block makes up to ~100.
 */
async function mint(who: 'a' | 'b', scope: 'read' | 'read-write'): Promise<string> {
  const created = await w[who].as('rest').rest('post', '/users/tokens', { name: `${who} ${scope}`, scope });
  expect(created.status).toBe(201);
  return (created.body.data as { token: string }).token;
}

beforeAll(async () => {
  w = await buildWorld();
  server = createServer(w.t.app);
  w.t.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  wsUrl = `ws://127.0.0.1:${port}/graphql`;
  mcpUrl = new URL(`http://127.0.0.1:${port}/mcp`);
  // The analysis keeps a history point per distinct report: made here, reads below add none.
  expect((await w.a.as('rest').rest('get', `/projects/${w.ids.projectId}/analysis`)).ok).toBe(true);
}, 240_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await w.t.close();
});

type Wire = 'rest' | 'graphql' | 'ws';
const wires: Wire[] = ['rest', 'graphql', 'ws'];
const allCases = [...ownedCases, ...selfCases, ...adminCases];
const callsOn = (wire: Wire) => callsOver(allCases, wire === 'rest' ? 'rest' : 'graphql');

/** The refusal a token of `scope` must get for an operation needing `need` (null: allowed through). */
function refusalFor(need: TokenNeed, scope: 'read' | 'read-write'): string | null {
  if (need === 'session' || need === 'admin') return 'TOKEN_NOT_ALLOWED';
  if (need === 'write' && scope === 'read') return 'TOKEN_READ_ONLY';
  return null;
}

/** A client holding `secret` on one wire; `spell` rewrites REST paths (the same path written another way). */
function agent(secret: string, wire: Wire, spell?: (path: string) => string): AuthClient {
  const c = new (class extends AuthClient {
    override rest(method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown): Promise<Outcome> {
      return super.rest(method, spell ? spell(path) : path, body);
    }
  })(w.t.app, wire === 'rest' ? 'rest' : 'graphql');
  c.token = secret;
  if (wire === 'ws') c.wsUrl = wsUrl;
  return c;
}

/** A's data without the tokens' last-use stamps (using a token is not a change to the account). */
async function snapshotA(): Promise<Snapshot> {
  const snap = await snapshotUser(w.t, w.a.id);
  for (const [id, row] of Object.entries(snap.personal_access_token ?? {})) {
    snap.personal_access_token![id] = JSON.stringify({ ...(JSON.parse(row) as object), last_used_at: null });
  }
  return snap;
}

/**
 * Operations that set or clear the session cookie: over a socket there is no HTTP exchange, so
 * they refuse every caller with HTTP_REQUIRED before doing anything (core/graphql/http-exchange.ts).
 */
const cookieOperations = new Set(['Mutation.logOut', 'Mutation.deleteAccount', 'Mutation.linkGoogleAccount']);

function expectVerdict(out: Outcome, wire: Wire, refusal: string | null, who: string) {
  if (refusal) {
    const key = who.split(' ').slice(1).join(' ');
    const expected = wire === 'ws' && cookieOperations.has(key) ? 'HTTP_REQUIRED' : refusal;
    expect({ who, code: out.code }).toEqual({ who, code: expected });
    // GraphQL over HTTP answers the refusal with 403 too; a socket has no status per operation.
    if (wire !== 'ws') expect(out.status, who).toBe(403);
  } else {
    expect({ who, code: out.code ?? 'none' }).not.toEqual({ who, code: expect.stringMatching(/^(TOKEN_|UNAUTHENTICATED$|FORBIDDEN$)/) });
  }
}

const needOf = (call: Call): TokenNeed => {
  const need = tokenNeedOf(call.key);
  if (!need) throw new Error(`${call.key} has no token need (token-needs.ts)`);
  return need;
};

it('every operation of the matrix states what a token needs, and nothing else is listed', () => {
  const keys = [...Object.keys(graphqlMatrix), ...Object.keys(restMatrix)];
  expect(keys.filter((k) => tokenNeedOf(k) === undefined)).toEqual([]);
  expect(classifiedKeys().filter((k) => !keys.includes(k))).toEqual([]);
});

describe.each(wires)("A's read token over %s", (wire) => {
  let aRead: string;
  beforeAll(async () => {
    aRead = await mint('a', 'read');
  });
  it.each(callsOn(wire))('%s: reads pass, writes answer TOKEN_READ_ONLY, account and admin TOKEN_NOT_ALLOWED; nothing of A changes', async (key, _case, call) => {
    const before = await snapshotA();
    const need = needOf(call);
    const out = await call.run(agent(aRead, wire), w.ids);
    expectVerdict(out, wire, refusalFor(need, 'read'), `${wire} ${key}`);
    if (need === 'read' && _case.name !== 'get a missing wizard response') expect({ key, ok: out.ok, code: out.code }).toEqual({ key, ok: true, code: undefined });
    expect(await snapshotA()).toEqual(before);
  });
});

describe.each(wires)("B's read-write token over %s", (wire) => {
  let bWrite: string;
  beforeAll(async () => {
    bWrite = await mint('b', 'read-write');
  });
  it.each(callsOn(wire))('%s: only account and admin operations are refused to the token; nothing of A changes', async (key, _case, call) => {
    const before = await snapshotA();
    const out = await call.run(agent(bWrite, wire), w.ids);
    expectVerdict(out, wire, refusalFor(needOf(call), 'read-write'), `${wire} ${key}`);
    expect(await snapshotA()).toEqual(before);
  });
});

/** The same REST path, spelled as a client could spell it (the review's bypasses among them). */
const spellings: [string, (path: string) => string][] = [
  ['capitalised', (p) => p.replace(/^\/([a-z])/, (_m, c: string) => `/${c.toUpperCase()}`)],
  ['upper case', (p) => p.replace(/^\/[a-z]+/, (m) => m.toUpperCase())],
  ['doubled slashes', (p) => p.replace(/\//g, '//')],
  ['trailing slash', (p) => p.replace(/(\?|$)/, '/$1')],
  ['an escaped letter', (p) => p.replace(/^\/([a-z])/, (_m, c: string) => `/%${c.charCodeAt(0).toString(16)}`)],
];
const refusedRest = callsOver(allCases, 'rest').filter(([key]) => {
  const need = tokenNeedOf(key);
  return need !== undefined && refusalFor(need, 'read') !== null && !key.startsWith('POST /api/users/avatar');
});

describe.each(spellings)('REST paths %s', (_name, spell) => {
  let aRead: string;
  beforeAll(async () => {
    aRead = await mint('a', 'read');
  });
  it.each(refusedRest)('%s gets the same refusal however it is written', async (key, _case, call) => {
    const before = await snapshotA();
    const out = await call.run(agent(aRead, 'rest', spell), w.ids);
    expectVerdict(out, 'rest', refusalFor(needOf(call), 'read'), key);
    expect(await snapshotA()).toEqual(before);
  });
});

describe('MCP tools', () => {
  let aRead: string;
  beforeAll(async () => {
    aRead = await mint('a', 'read');
  });
  async function connect(secret: string): Promise<Client> {
    const client = new Client({ name: 'token-policy-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(mcpUrl, { requestInit: { headers: { Authorization: `Bearer ${secret}` } } }));
    return client;
  }
  const argsOf = (tool: string): Record<string, unknown> => {
    const project = w.ids.projectId;
    const args: Record<string, Record<string, unknown>> = {
      list_projects: {},
      get_spec_item: { project, id: 'FR-1' },
      search_spec: { project, query: 'the' },
      list_ready_tasks: { project },
      get_task_context: { project, taskId: 'T-1' },
      update_task_status: { project, taskId: 'T-1', status: 'in_progress', note: 'by a token' },
      confirm_spec_item: { project, id: 'AC-2.1' },
      get_document: { project, type: 'prd' },
      get_quality_report: { project },
      report_test_results: { project, report: JUNIT, commit: 'abc1234' },
      get_verification: { project },
    };
    return args[tool]!;
  };
  const textOf = (r: CallToolResult) => r.content.map((c) => (c.type === 'text' ? c.text : '')).join('');

  it('lists exactly the tools whose needs are known, none of them session or admin work', async () => {
    const client = await connect(aRead);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(Object.keys(mcpToolNeeds).sort());
    expect(Object.values(mcpToolNeeds).every((n) => n === 'read' || n === 'write')).toBe(true);
    await client.close();
  });

  it.each(Object.entries(mcpToolNeeds))("%s (%s) with A's read token: reads answer, the write is refused; nothing of A changes", async (tool, need) => {
    const before = await snapshotA();
    const client = await connect(aRead);
    const result = (await client.callTool({ name: tool, arguments: argsOf(tool) })) as CallToolResult;
    await client.close();
    if (need === 'write') expect({ tool, error: result.isError, text: textOf(result) }).toEqual({ tool, error: true, text: expect.stringContaining('(TOKEN_READ_ONLY)') });
    else expect({ tool, error: result.isError ?? false }).toEqual({ tool, error: false });
    expect(await snapshotA()).toEqual(before);
  });

  it("B's read-write token reaches the write, which then answers like a missing project", async () => {
    const client = await connect(w.b.patSecret);
    const result = (await client.callTool({ name: 'update_task_status', arguments: argsOf('update_task_status') })) as CallToolResult;
    await client.close();
    expect(textOf(result)).toBe('Project not found (PROJECT_NOT_FOUND)');
  });
});
