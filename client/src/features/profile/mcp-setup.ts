/**
 * Ready-to-paste MCP set-up for a new personal access token. The server speaks MCP over
 * Streamable HTTP at `<origin>/mcp` and takes the token as `Authorization: Bearer …`
 * (server/src/modules/mcp). Only clients whose syntax is documented are listed: Claude Code
 * (`claude mcp add --transport http <name> <url> --header …`), Gemini CLI
 * (`gemini mcp add --transport http --header … <name> <url>`) and Codex, whose `codex mcp add`
 * takes no header but reads the bearer token from an environment variable
 * (`--url … --bearer-token-env-var VAR`).
 */

/** The name the agents list the server under. */
export const MCP_SERVER_NAME = 'specforge';
/** The variable Codex reads the token from (it refuses a token written into its config). */
export const CODEX_TOKEN_VARIABLE = 'SPECFORGE_TOKEN';

/** The MCP endpoint as the browser reaches this server (its public address, or the dev proxy). */
export function mcpEndpoint(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/mcp`;
}

/** `.mcp.json` (Claude Code); Cursor's `.cursor/mcp.json` takes the same `url` and `headers`. */
export function mcpJsonConfig(url: string, token: string): string {
  return JSON.stringify({ mcpServers: { [MCP_SERVER_NAME]: { type: 'http', url, headers: { Authorization: `Bearer ${token}` } } } }, null, 2);
}

export interface AgentCommand {
  agent: string;
  /** What to run in a terminal (one line; Codex needs the variable set first, hence two). */
  command: string;
  note?: string;
}

/** Single quotes keep a shell from reading anything in the value (a token has no quote, but a URL could). */
const shellQuote = (value: string): string => (/^[\w:/.@%+=,-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`);

export function agentCommands(url: string, token: string): AgentCommand[] {
  const header = `"Authorization: Bearer ${token}"`;
  const at = shellQuote(url);
  return [
    { agent: 'Claude Code', command: `claude mcp add --transport http ${MCP_SERVER_NAME} ${at} --header ${header}` },
    { agent: 'Gemini CLI', command: `gemini mcp add --transport http --header ${header} ${MCP_SERVER_NAME} ${at}` },
    {
      agent: 'Codex',
      command: `export ${CODEX_TOKEN_VARIABLE}=${token}\ncodex mcp add ${MCP_SERVER_NAME} --url ${at} --bearer-token-env-var ${CODEX_TOKEN_VARIABLE}`,
      note: `Codex reads the token from ${CODEX_TOKEN_VARIABLE} whenever it starts: set it in your shell profile too.`,
    },
  ];
}
