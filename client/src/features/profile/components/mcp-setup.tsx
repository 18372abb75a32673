import { Alert, Badge, Button, Code, CopyButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { agentCommands, mcpEndpoint, mcpJsonConfig } from '../mcp-setup';
import { McpProbeError, probeMcp, type ProbeResult } from '../mcp-probe';

function Copy({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="compact-xs" variant="light" onClick={copy} aria-label={`Copy ${label}`} style={{ flexShrink: 0 }}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      )}
    </CopyButton>
  );
}

/** A block of text to paste, with its own Copy button; long lines wrap (at spaces first) instead of widening the page. */
function Snippet({ label, hint, value, testId }: { label: string; hint?: string; value: string; testId: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        <Copy value={value} label={label} />
      </Group>
      <Code block data-testid={testId} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value}
      </Code>
    </Stack>
  );
}

/** Tool descriptions run to a paragraph; the list shows what each is for. */
const firstSentence = (text: string): string => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

type TestState = { kind: 'idle' } | { kind: 'running' } | { kind: 'ok'; result: ProbeResult } | { kind: 'failed'; message: string };

/**
 * The MCP set-up for a token that is on screen right now: the `.mcp.json` entry and the one-line
 * commands, all with the secret filled in, and a Test that connects as an agent would.
 */
export function McpSetup({ secret, origin = window.location.origin }: { secret: string; origin?: string }) {
  const url = mcpEndpoint(origin);
  const [test, setTest] = useState<TestState>({ kind: 'idle' });

  const run = async () => {
    setTest({ kind: 'running' });
    try {
      setTest({ kind: 'ok', result: await probeMcp(url, secret) });
    } catch (err) {
      setTest({ kind: 'failed', message: err instanceof McpProbeError ? err.message : 'The test failed unexpectedly.' });
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="mcp-setup-title" data-testid="mcp-setup">
      <div>
        <Title order={3} fz="sm" id="mcp-setup-title">
          Connect a coding agent
        </Title>
        <Text size="sm" c="dimmed">
          The MCP server is <Code>{url}</Code> (Streamable HTTP). Paste one of these now: they carry the token, which is not shown again.
        </Text>
      </div>
      <Snippet label=".mcp.json" hint="Claude Code, in your project's folder; Cursor's .cursor/mcp.json takes the same." value={mcpJsonConfig(url, secret)} testId="mcp-json" />
      {agentCommands(url, secret).map(({ agent, command, note }) => (
        <Snippet key={agent} label={agent} hint={note} value={command} testId={`mcp-command-${agent.toLowerCase().replace(/\s+/g, '-')}`} />
      ))}
      <Group gap="sm">
        <Button size="xs" variant="default" leftSection={<IconPlugConnected size={14} />} loading={test.kind === 'running'} onClick={() => void run()}>
          Test
        </Button>
        <Text size="xs" c="dimmed">
          Connects to the MCP server with this token and lists the tools an agent sees.
        </Text>
      </Group>
      <div aria-live="polite">
        {test.kind === 'ok' && (
          <Alert color="green" variant="light" title={`Connected: ${test.result.tools.length} tools`} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
            <Text size="sm" mb={6}>
              {test.result.serverName} speaks MCP {test.result.protocolVersion}. An agent with this token sees:
            </Text>
            <List size="sm" spacing={2} aria-label="Tools the agent sees">
              {test.result.tools.map((tool) => (
                <List.Item key={tool.name}>
                  <Badge variant="light" color="gray" tt="none" radius="sm">
                    {tool.name}
                  </Badge>
                  {tool.description && (
                    <Text span size="xs" c="dimmed" ml={6}>
                      {firstSentence(tool.description)}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {test.kind === 'failed' && (
          <Alert color="red" variant="light" title="The test failed" role="alert" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
            {test.message}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
