import { Anchor, Badge, Button, Group, Paper, Progress, Text, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MissionControlProjectFragment as Project } from '../../../gql/graphql';
import { statusLook } from '../../../lib/projects';
import { useUsage } from '../hooks/use-usage';
import { PresenceAvatars } from './presence-avatars';

const SUMMARY_CHARS = 220;

function summaryOf(project: Project): string {
  const text = (project.description ?? '').trim();
  return text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS).trimEnd()}…` : text;
}

/** A list answer in one line; the wizard's AI marker reads as what it means. */
const joined = (items: string[] | null | undefined) => (items ?? []).map((i) => (i === '[AI_RECOMMEND]' ? 'AI will recommend' : i)).join(', ');

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value?.trim() ? value : 'Not specified'}</Text>
    </div>
  );
}

/** Mission Control's header: who/what/when of the project, its brief in short, and plan usage. */
export function ProjectHeader({ project, settingsPath, briefPath }: { project: Project; settingsPath: string; briefPath: string }) {
  const { usage } = useUsage();
  const look = statusLook(project.status);
  const StatusIcon = look.icon;
  const used = usage?.documentsGenerated ?? 0;
  const max = usage?.maxDocuments ?? 20;
  const summary = summaryOf(project);

  return (
    <Paper withBorder radius="lg" p="lg" mb="lg" component="header">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            Mission Control
          </Text>
          <Group gap="sm" mt={4}>
            <Title order={1}>{project.name}</Title>
            <Badge color={look.color} variant="light" leftSection={<StatusIcon size={12} />} tt="none">
              {look.label}
            </Badge>
          </Group>
          <Text size="sm" c={summary ? undefined : 'dimmed'} mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {summary || 'No description yet.'}{' '}
            <Anchor component={Link} to={briefPath} size="sm" underline="always">
              Edit the brief
            </Anchor>
          </Text>
        </div>
        <Group gap="md" wrap="wrap">
          <PresenceAvatars projectId={project.id} />
          <Button component={Link} to={settingsPath} variant="default" leftSection={<IconSettings size={16} />}>
            Project Settings
          </Button>
        </Group>
      </Group>
      <Group mt="md" gap="xl" align="flex-end" wrap="wrap">
        <Fact label="For" value={joined(project.userPersonas)} />
        <Fact label="Platforms" value={joined(project.platforms)} />
        <Fact label="Development phase" value={project.developmentPhase} />
        <Fact label="Timeline" value={project.timeline} />
        <div style={{ minWidth: 180 }}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            Usage
          </Text>
          <Text size="sm">
            {used} of {max} documents
          </Text>
          <Progress value={max > 0 ? Math.min(100, (used / max) * 100) : 0} size="sm" mt={4} aria-label={`${used} of ${max} documents used`} />
        </div>
      </Group>
    </Paper>
  );
}
