import { Badge, Card, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { formatDate } from '../../../lib/format';
import type { DashboardProjectsQuery } from '../../../gql/graphql';
import { DOCUMENTS_PER_PROJECT, statusLook } from '../../../lib/projects';

type DashboardProject = DashboardProjectsQuery['projects']['nodes'][number];

/** One project on the dashboard: status, document progress, a link to its page. */
export function ProjectCard({ project }: { project: DashboardProject }) {
  const documents = project.documentsReady;
  const look = statusLook(project.status);
  const StatusIcon = look.icon;
  const updated = formatDate(project.updatedAt);
  return (
    <Card component={Link} to={pathTo.projectMissionControl(project.id)} withBorder radius="lg" padding="lg" aria-label={`Open ${project.name}`} style={{ textDecoration: 'none', color: 'inherit' }}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} size="lg" lineClamp={1}>
            {project.name}
          </Text>
          <Badge color={look.color} variant="light" leftSection={<StatusIcon size={12} />} tt="none">
            {look.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} style={{ flex: 1 }}>
          {project.description || 'No description yet.'}
        </Text>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="xs" c="dimmed">
              {documents} of {DOCUMENTS_PER_PROJECT} documents
            </Text>
            {updated && (
              <Text size="xs" c="dimmed">
                Updated {updated}
              </Text>
            )}
          </Group>
          <Progress value={(documents / DOCUMENTS_PER_PROJECT) * 100} size="sm" aria-label={`${project.name}: ${documents} of ${DOCUMENTS_PER_PROJECT} documents`} />
        </div>
        <Group justify="flex-end" gap={4}>
          <Text size="sm" fw={600} c="ember.7">
            Open Mission Control
          </Text>
          <ThemeIcon variant="transparent" size="sm" c="ember.7">
            <IconChevronRight size={16} />
          </ThemeIcon>
        </Group>
      </Stack>
    </Card>
  );
}
