/**
 * "Test" for a new token: what an agent does when it connects, over the real protocol. MCP over
 * Streamable HTTP: `initialize`, the `notifications/initialized` notice, then `tools/list`, each
 * a JSON-RPC POST with the token as `Authorization: Bearer …`. The browser calls the endpoint
 * directly (same origin; /mcp accepts this app's Origin), so the answer is the one an agent gets.
 */

/** The protocol revision we ask for; the server answers with the one it speaks. */
export const PROBE_PROTOCOL_VERSION = '2025-06-18';

export interface McpTool {
  name: string;
  description?: string;
}

export interface ProbeResult {
  serverName: string;
  protocolVersion: string;
  tools: McpTool[];
}

export class McpProbeError extends Error {}

interface RpcAnswer {
  result?: Record<string, unknown>;
  error?: { message?: string };
}

/** A Streamable HTTP answer is one JSON object, or an event stream whose `data:` lines carry it. */
function parseAnswer(text: string, contentType: string): RpcAnswer | null {
  try {
    if (contentType.includes('text/event-stream')) {
      const data = text
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .find((line) => line.startsWith('{'));
      return data ? (JSON.parse(data) as RpcAnswer) : null;
    }
    return text ? (JSON.parse(text) as RpcAnswer) : null;
  } catch {
    return null;
  }
}

async function post(url: string, token: string, message: object, protocolVersion?: string): Promise<RpcAnswer | null> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        Authorization: `Bearer ${token}`,
        ...(protocolVersion ? { 'MCP-Protocol-Version': protocolVersion } : {}),
      },
      body: JSON.stringify(message),
      credentials: 'omit',
    });
  } catch {
    throw new McpProbeError(`Could not reach ${url}. Check that the server is running and reachable from here.`);
  }
  const answer = parseAnswer(await res.text(), res.headers.get('content-type') ?? '');
  if (!res.ok) {
    const reason = answer?.error?.message ?? `HTTP ${res.status}`;
    throw new McpProbeError(`The MCP server refused the token (${res.status}): ${reason}`);
  }
  if (answer?.error) throw new McpProbeError(`The MCP server answered with an error: ${answer.error.message ?? 'unknown error'}`);
  return answer;
}

/** Connects as an agent would and lists the tools the token sees; McpProbeError says what failed. */
export async function probeMcp(url: string, token: string): Promise<ProbeResult> {
  const init = await post(url, token, {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: PROBE_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'specforge-token-test', version: '1.0.0' } },
  });
  const result = init?.result;
  const protocolVersion = typeof result?.protocolVersion === 'string' ? result.protocolVersion : null;
  if (!protocolVersion) throw new McpProbeError('The answer to initialize is not an MCP answer.');
  const info = result?.serverInfo as { name?: unknown } | undefined;
  await post(url, token, { jsonrpc: '2.0', method: 'notifications/initialized' }, protocolVersion);
  const listed = await post(url, token, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, protocolVersion);
  const tools = listed?.result?.tools;
  if (!Array.isArray(tools)) throw new McpProbeError('The answer to tools/list has no tools.');
  return {
    serverName: typeof info?.name === 'string' ? info.name : 'MCP server',
    protocolVersion,
    tools: tools.filter((t): t is { name: string; description?: unknown } => typeof (t as { name?: unknown })?.name === 'string').map((t) => ({ name: t.name, description: typeof t.description === 'string' ? t.description : undefined })),
  };
}
