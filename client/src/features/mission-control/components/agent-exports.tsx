import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { exportUrl, type AgentExportFormat } from '../../../lib/generation';

export const AGENT_FORMATS: Array<{ format: AgentExportFormat; label: string; description: string }> = [
  { format: 'speckit', label: 'spec-kit', description: 'GitHub spec-kit folder: spec.md, plan.md, data-model.md and tasks.md under specs/001-…' },
  { format: 'kiro', label: 'Kiro', description: 'Kiro spec: requirements with EARS criteria, design and tasks under .kiro/specs/…' },
  { format: 'agents', label: 'AGENTS.md', description: 'One file for any coding agent: what to build, requirements, conventions, the MCP server.' },
  { format: 'gherkin', label: 'Gherkin', description: 'One .feature file per requirement, a scenario per acceptance criterion.' },
];

interface AgentExportsProps {
  projectId: string;
  projectName: string;
  /** The PRD has a completed version: the spec graph these exports are built from exists. */
  ready: boolean;
  pending: string | null;
  run: (key: string, url: string, fallbackName: string) => Promise<void>;
}

/** Downloads for coding agents, rendered by the server from the project's spec (needs the PRD). */
export function AgentExports({ projectId, projectName, ready, pending, run }: AgentExportsProps) {
  return (
    <Stack gap="xs" mt="md">
      <Title order={3} fz="sm" id="agent-exports-title">
        For coding agents
      </Title>
      {!ready && (
        <Text size="sm" c="dimmed">
          Generate the PRD first: these exports are built from its spec.
        </Text>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="agent-exports-title">
        {AGENT_FORMATS.map(({ format, label, description }) => {
          const key = `agent:${format}`;
          return (
            <Group component="li" key={format} justify="space-between" wrap="nowrap" gap="xs">
              <div>
                <Text size="sm">{label}</Text>
                <Text size="xs" c="dimmed">
                  {description}
                </Text>
              </div>
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconFileZip size={12} />}
                loading={pending === key}
                disabled={!ready || (pending !== null && pending !== key)}
                onClick={() => void run(key, exportUrl.projectAgentExport(projectId, format), `${projectName}-${format}.zip`)}
                aria-label={`Download the ${label} export as .zip`}
              >
                .zip
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
