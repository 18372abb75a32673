import { useQuery } from '@apollo/client/react';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { MilestoneProgressQuery } from '../graphql/milestone-progress-query';

export interface MilestoneRow {
  id: string;
  title: string;
  done: number;
  total: number;
}

type Item = { id: string; kind: string; title: string; status: string; fields: Record<string, unknown>; links: { kind: string; to: string }[] };

/** Per milestone, how many of the tasks due in it are done (active items only). */
export function milestoneRows(items: Item[]): MilestoneRow[] {
  const active = items.filter((i) => i.status === 'active');
  const tasks = active.filter((i) => i.kind === 'task');
  return active
    .filter((i) => i.kind === 'milestone')
    .map((m) => {
      const due = tasks.filter((t) => t.links.some((l) => l.kind === 'due_in' && l.to === m.id));
      return { id: m.id, title: m.title, done: due.filter((t) => t.fields.status === 'done').length, total: due.length };
    })
    .filter((r) => r.total > 0);
}

/** Task progress per milestone, once the spec graph has a schedule; nothing otherwise. */
export function MilestoneProgress({ projectId }: { projectId: string }) {
  const { data } = useQuery(MilestoneProgressQuery, { variables: { projectId } });
  const rows = milestoneRows((data?.specGraph.items ?? []) as Item[]);
  if (!rows.length) return null;
  return (
    <Paper withBorder radius="lg" p="md" mb="md" component="section" aria-label="Task progress by milestone">
      <Title order={2} fz="h4" mb="sm">
        Task progress
      </Title>
      <Stack gap="sm">
        {rows.map((r) => (
          <div key={r.id}>
            <Group justify="space-between" mb={4}>
              <Text size="sm">
                <b>{r.id}</b> {r.title}
              </Text>
              <Text size="sm" c="dimmed">
                {r.done} of {r.total} tasks done
              </Text>
            </Group>
            <Progress value={(r.done / r.total) * 100} aria-label={`${r.id}: ${r.done} of ${r.total} tasks done`} />
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
