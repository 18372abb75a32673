import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { checkBothWidths, DESKTOP } from '../support/layout-checks.js';
import { checkPage, signedInUser } from '../support/signed-in-user.js';

interface McpJson {
  mcpServers: { specforge: { type: string; url: string; headers: { Authorization: string } } };
}

describe('MCP set-up after creating a token', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('shows the .mcp.json entry and agent commands with the new token, and Test lists the tools the agent sees', async () => {
    const { page } = browser();
    await page.setViewportSize(DESKTOP);
    await signedInUser(page, baseUrl, 'Ada Lovelace');
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('textbox', { name: /Token name/ }).fill('Claude Code on my laptop');
    await page.getByRole('button', { name: 'Create token' }).click();
    const secret = (await page.getByTestId('new-token').textContent())!.trim();
    expect(secret).toMatch(/^sf_pat_/);

    // The configuration names this server's /mcp and carries the token on screen.
    const url = `${new URL(baseUrl).origin}/mcp`;
    const config = JSON.parse((await page.getByTestId('mcp-json').textContent())!) as McpJson;
    expect(config).toEqual({ mcpServers: { specforge: { type: 'http', url, headers: { Authorization: `Bearer ${secret}` } } } });
    expect(await page.getByTestId('mcp-command-claude-code').textContent()).toBe(`claude mcp add --transport http specforge ${url} --header "Authorization: Bearer ${secret}"`);
    expect(await page.getByTestId('mcp-command-gemini-cli').textContent()).toContain(`--header "Authorization: Bearer ${secret}" specforge ${url}`);
    expect(await page.getByTestId('mcp-command-codex').textContent()).toContain(`export SPECFORGE_TOKEN=${secret}`);
    for (const label of ['Claude Code', 'Gemini CLI', 'Codex']) await page.getByRole('button', { name: `Copy ${label}` }).waitFor();

    // What the pasted entry does, outside the browser: an MCP POST with its url and headers.
    const direct = await page.request.post(config.mcpServers.specforge.url, {
      headers: { ...config.mcpServers.specforge.headers, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      data: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(direct.status()).toBe(200);
    const listed = ((await direct.json()) as { result: { tools: { name: string }[] } }).result.tools.map((t) => t.name);

    // Test: initialize + tools/list from the page, the tools listed by name.
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    const tools = page.getByRole('list', { name: 'Tools the agent sees' });
    await tools.waitFor();
    await page.getByText(`Connected: ${listed.length} tools`).waitFor();
    for (const name of ['list_projects', 'get_spec_item', 'search_spec', 'list_ready_tasks', 'get_task_context', 'update_task_status', 'get_document']) {
      expect(listed).toContain(name);
      await tools.getByText(name, { exact: true }).waitFor();
    }
    const setup = page.getByTestId('mcp-setup');
    expect(await checkBothWidths(page, 'mcp-setup-connected', () => setup.scrollIntoViewIfNeeded())).toBe('');

    // A revoked token: Test says what the server answered, in words.
    await page.getByRole('button', { name: 'Revoke Claude Code on my laptop' }).click();
    await page.getByText('Revoked', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'The test failed' });
    await failure.waitFor();
    expect(await failure.textContent()).toMatch(/The MCP server refused the token \(401\): .+/);
    await setup.scrollIntoViewIfNeeded();
    expect(await checkPage(page, 'mcp-setup-revoked-1366')).toBe('');
  });
});
