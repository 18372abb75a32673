import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { McpSetup } from './components/mcp-setup';
import { agentCommands, mcpJsonConfig } from './mcp-setup';

const SECRET = 'sf_pat_AbCdEf123';
const ORIGIN = 'https://specforge.example.com';
const URL_ = `${ORIGIN}/mcp`;

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: { method: string; id?: number; params?: Record<string, unknown> };
}

/** A stand-in for the server's /mcp: answers initialize and tools/list as the SDK does (JSON or an event stream). */
function fakeMcp(options: { status?: number; error?: string; stream?: boolean } = {}) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Sent['body'];
    sent.push({ url, headers: init.headers as Record<string, string>, body });
    if (options.status) {
      return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message: options.error }, id: null }), { status: options.status, headers: { 'Content-Type': 'application/json' } });
    }
    if (body.method === 'notifications/initialized') return new Response(null, { status: 202 });
    const result =
      body.method === 'initialize'
        ? { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'specforge', version: '1.0.0' } }
        : { tools: [{ name: 'list_projects', description: "The caller's projects (id, name, status), newest first. More." }, { name: 'get_task_context' }] };
    const answer = JSON.stringify({ jsonrpc: '2.0', id: body.id, result });
    return options.stream ? new Response(`event: message\ndata: ${answer}\n\n`, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }) : new Response(answer, { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

describe('MCP set-up for a new token', () => {
  it("fills the token and this server's /mcp into the .mcp.json entry and the agents' commands", () => {
    renderWithProviders(<McpSetup secret={SECRET} origin={`${ORIGIN}/`} />);
    const json = JSON.parse(screen.getByTestId('mcp-json').textContent ?? '') as unknown;
    expect(json).toEqual({ mcpServers: { specforge: { type: 'http', url: URL_, headers: { Authorization: `Bearer ${SECRET}` } } } });
    expect(screen.getByTestId('mcp-command-claude-code').textContent).toBe(`claude mcp add --transport http specforge ${URL_} --header "Authorization: Bearer ${SECRET}"`);
    expect(screen.getByTestId('mcp-command-gemini-cli').textContent).toBe(`gemini mcp add --transport http --header "Authorization: Bearer ${SECRET}" specforge ${URL_}`);
    expect(screen.getByTestId('mcp-command-codex').textContent).toBe(`export SPECFORGE_TOKEN=${SECRET}\ncodex mcp add specforge --url ${URL_} --bearer-token-env-var SPECFORGE_TOKEN`);
    // One Copy button per snippet, each named for what it copies.
    for (const label of ['Claude Code', 'Gemini CLI', 'Codex']) expect(screen.getByRole('button', { name: `Copy ${label}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy .mcp.json' })).toBeTruthy();
  });

  it('quotes a URL a shell would otherwise split', () => {
    const [claude] = agentCommands('http://host/a b/mcp', SECRET);
    expect(claude?.command).toContain(`specforge 'http://host/a b/mcp' --header`);
    expect(JSON.parse(mcpJsonConfig('http://host/mcp', SECRET))).toHaveProperty('mcpServers.specforge.url', 'http://host/mcp');
  });

  it.each([false, true])('Test runs initialize, initialized and tools/list with the token and lists the tools (event stream: %s)', async (stream) => {
    const sent = fakeMcp({ stream });
    renderWithProviders(<McpSetup secret={SECRET} origin={ORIGIN} />);
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    const list = await screen.findByRole('list', { name: 'Tools the agent sees' });
    expect(within(list).getByText('list_projects')).toBeTruthy();
    expect(within(list).getByText('get_task_context')).toBeTruthy();
    // The first sentence of a description, not the paragraph.
    expect(within(list).getByText("The caller's projects (id, name, status), newest first.")).toBeTruthy();
    expect(screen.getByText('Connected: 2 tools')).toBeTruthy();

    expect(sent.map((s) => s.body.method)).toEqual(['initialize', 'notifications/initialized', 'tools/list']);
    for (const s of sent) {
      expect(s.url).toBe(URL_);
      expect(s.headers.Authorization).toBe(`Bearer ${SECRET}`);
      expect(s.headers.Accept).toBe('application/json, text/event-stream');
    }
    expect(sent[0]?.body.params).toMatchObject({ protocolVersion: '2025-06-18', clientInfo: { name: 'specforge-token-test' } });
    // After initialize, every request names the negotiated revision.
    expect(sent[2]?.headers['MCP-Protocol-Version']).toBe('2025-06-18');
  });

  it("shows the server's refusal as a clear error", async () => {
    fakeMcp({ status: 401, error: 'The MCP server needs a personal access token.' });
    renderWithProviders(<McpSetup secret={SECRET} origin={ORIGIN} />);
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The MCP server refused the token (401): The MCP server needs a personal access token.');
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(<McpSetup secret={SECRET} origin={ORIGIN} />);
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect((await screen.findByRole('alert')).textContent).toContain(`Could not reach ${URL_}.`);
  });
});
