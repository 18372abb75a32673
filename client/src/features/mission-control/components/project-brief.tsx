import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Project } from '../../../lib/projects';

const AI_MARKER = '[AI_RECOMMEND]';

/** A list answer as badges; the AI marker reads as what it means. */
function Tags({ items }: { items: string[] }) {
  if (items.length === 0) return <Text size="sm" c="dimmed">Not specified</Text>;
  return (
    <Group gap={6}>
      {items.map((item, index) => (
        <Badge key={`${index}-${item}`} variant="light" color={item === AI_MARKER ? 'violet' : 'gray'} tt="none" fw={500}>
          {item === AI_MARKER ? 'AI will recommend' : item}
        </Badge>
      ))}
    </Group>
  );
}

function Answer({ label, text, items }: { label: string; text?: string | null; items?: string[] }) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
        {label}
      </Text>
      {items ? (
        <Tags items={items} />
      ) : (
        <Text size="sm" c={text ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
          {text === AI_MARKER ? 'AI will recommend' : text || 'Not specified'}
        </Text>
      )}
    </div>
  );
}

/** The project's brief: the key answers from the wizard, as stored on the project. */
export function ProjectBrief({ project }: { project: Project }) {
  const settings = project.settings ?? {};
  const str = (value: unknown) => (typeof value === 'string' ? value : null);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="brief-title">
      <Title order={2} fz="lg" id="brief-title" mb="md">
        Project Brief
      </Title>
      <Stack gap="md">
        <Answer label="Description" text={project.description} />
        <Answer label="Problem statement" text={str(settings.problem_statement)} />
        <Answer label="Must-have features" items={project.key_features ?? []} />
        <Answer label="User personas" items={project.user_personas ?? []} />
        <Answer label="Platforms" items={project.platforms ?? []} />
        <Answer label="Tech stack" items={project.tech_stack ?? []} />
        <Answer label="Integrations" items={project.integrations ?? []} />
        <Answer label="Performance expectations" text={str(settings.performance_expectations)} />
        <Answer label="Business goals" text={project.business_goals ?? str(settings.business_goals)} />
        <Answer label="Success metrics" items={project.success_metrics ?? []} />
        <Answer label="Timeline" text={project.timeline} />
      </Stack>
    </Paper>
  );
}
