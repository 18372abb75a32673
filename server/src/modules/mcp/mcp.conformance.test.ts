import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../../test/project-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Document } from '../documents/document.entity.js';
import { RESOURCE_NOT_FOUND } from './mcp.resources.js';

/**
 * The official MCP conformance suite (@modelcontextprotocol/conformance, pinned in
 * package.json) against a running server, plus the JSON-RPC answers the suite has no scenario for.
 */

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const CONFORMANCE_BIN = join(dirname(require.resolve('@modelcontextprotocol/conformance/package.json')), 'dist/index.js');
/** The suite's scenarios that apply to this server; the others need its test tools (test_image_content …), prompts, sampling or SSE. */
const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'resources-list', 'dns-rebinding-protection'];

let t: TestApp;
let app: Server;
let proxy: Server;
let mcpUrl: URL;
let proxyUrl: string;
let owner: { token: string; projectId: string; draftProjectId: string };
let stranger: string;

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return (server.address() as AddressInfo).port;
}

async function tokenFor(c: Awaited<ReturnType<typeof signedInClient>>['c']): Promise<string> {
  const out = await c.rest('post', '/users/tokens', { name: 'conformance', scope: 'read' });
  expect(out.status).toBe(201);
  return (out.body.data as { token: string }).token;
}

beforeAll(async () => {
  t = await createTestApp();
  app = createServer(t.app);
  const port = await listen(app);
  mcpUrl = new URL(`http://127.0.0.1:${port}/mcp`);

  const { c } = await signedInClient(t.app, t.db.orm, 'rest');
  const created = await c.rest('post', '/projects', { name: 'Conformance', description: 'One ready document' });
  const projectId = (created.body.data as { id: string }).id;
  const draft = await c.rest('post', '/projects', { name: 'Draft', description: 'A document not yet generated' });
  const draftProjectId = (draft.body.data as { id: string }).id;
  const em = t.db.orm.em.fork();
  em.create(Document, { project: projectId, type: 'prd', title: 'PRD', content: '# PRD\n\nFR-1', status: 'ready', version: 1, generator: 'builtin' });
  em.create(Document, { project: draftProjectId, type: 'prd', title: 'PRD', content: '', status: 'queued', version: 0, generator: 'builtin' });
  await em.flush();
  owner = { token: await tokenFor(c), projectId, draftProjectId };
  stranger = await tokenFor((await signedInClient(t.app, t.db.orm, 'rest')).c);

  // The suite's client sends no credentials and has no option to; /mcp needs a personal access
  // token. This forwarder stands where an agent's configured `Authorization` header would: it adds
  // the token and passes everything else (Host and Origin included) through untouched.
  proxy = createServer((req, res) => {
    const upstream = httpRequest({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: { ...req.headers, authorization: `Bearer ${owner.token}` } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  proxyUrl = `http://127.0.0.1:${await listen(proxy)}/mcp`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await new Promise((resolve) => app.close(resolve));
  await t.close();
});

interface Check {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
  errorMessage?: string;
}

/** Runs one scenario of the suite's CLI and reads the checks it saved. */
async function scenario(name: string): Promise<Check[]> {
  const out = await mkdtemp(join(tmpdir(), 'mcp-conformance-'));
  try {
    const result = await run(process.execPath, [CONFORMANCE_BIN, 'server', '--url', proxyUrl, '--scenario', name, '-o', out], { timeout: 60_000 }).catch((error: { code?: number; stdout?: string }) => ({ failed: error.code, stdout: error.stdout ?? '' }));
    const [dir] = await readdir(out);
    expect(dir, `no results from ${name}: ${JSON.stringify(result)}`).toBeDefined();
    return JSON.parse(await readFile(join(out, dir!, 'checks.json'), 'utf8')) as Check[];
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

describe('the official MCP conformance suite', () => {
  it.each(SCENARIOS)(
    'passes %s',
    async (name) => {
      const checks = await scenario(name);
      const graded = checks.filter((c) => c.status !== 'INFO');
      expect(graded.length).toBeGreaterThan(0);
      expect(graded.filter((c) => c.status !== 'SUCCESS').map((c) => `${c.id}: ${c.status} ${c.errorMessage ?? ''}`)).toEqual([]);
    },
    90_000,
  );
});

const post = (body: string, token = owner.token) => fetch(mcpUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', Authorization: `Bearer ${token}` }, body });

async function connect(token: string): Promise<Client> {
  const client = new Client({ name: 'specforge-conformance', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(mcpUrl, { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
  return client;
}

describe('JSON-RPC answers of /mcp', () => {
  it('answers text that is not JSON with -32700 (Parse error), before the token is read', async () => {
    for (const [body, token] of [
      ['{"jsonrpc": ', owner.token],
      ['not json at all', owner.token],
      ['{"jsonrpc": ', 'sf_pat_nope'],
    ] as const) {
      const res = await post(body, token);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.stringMatching(/^Parse error/) } });
    }
  });

  it('does not promise list-changed notifications it can never send', async () => {
    const client = await connect(owner.token);
    const capabilities = client.getServerCapabilities();
    expect(capabilities?.tools).toBeDefined();
    expect(capabilities?.resources).toBeDefined();
    expect(capabilities?.tools?.listChanged).not.toBe(true);
    expect(capabilities?.resources?.listChanged).not.toBe(true);
    expect(capabilities?.resources?.subscribe).not.toBe(true);
    await client.close();
  });

  it('reads a document resource, and answers -32002 (Resource not found) for any other URI', async () => {
    const client = await connect(owner.token);
    const uri = `specforge://projects/${owner.projectId}/documents/prd`;
    expect((await client.listResources()).resources).toEqual([{ uri, name: 'Conformance: PRD', description: 'The prd of Conformance, as Markdown', mimeType: 'text/markdown' }]);
    expect((await client.listResourceTemplates()).resourceTemplates.map((r) => r.uriTemplate)).toEqual(['specforge://projects/{projectId}/documents/{type}']);
    const read = await client.readResource({ uri });
    expect(read.contents).toMatchObject([{ uri, mimeType: 'text/markdown' }]);
    expect((read.contents[0] as { text: string }).text).toContain('FR-1');

    const missing = [
      `specforge://projects/${owner.projectId}/documents/roadmap`, // no such document
      `specforge://projects/${owner.draftProjectId}/documents/prd`, // not generated yet
      `specforge://projects/${owner.projectId}/documents/secrets`, // no such type
      'specforge://projects/00000000-0000-4000-8000-000000000000/documents/prd',
      'specforge://projects/not-a-uuid/documents/prd',
      'file:///etc/passwd',
    ];
    for (const other of missing) {
      await expect(client.readResource({ uri: other }), other).rejects.toMatchObject({ code: RESOURCE_NOT_FOUND, data: { uri: other } });
    }
    await client.close();

    // Another user's document is missing to a stranger, exactly like one that does not exist.
    const theirs = await connect(stranger);
    expect((await theirs.listResources()).resources).toEqual([]);
    await expect(theirs.readResource({ uri })).rejects.toMatchObject({ code: RESOURCE_NOT_FOUND, data: { uri, code: 'PROJECT_NOT_FOUND' } });
    await theirs.close();

    // The same on the wire, for a client that reads the raw answer.
    const raw = await post(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'resources/read', params: { uri: missing[0] } }));
    expect(await raw.json()).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -32002, data: { uri: missing[0] } } });
  });
});
