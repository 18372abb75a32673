import { Anchor, Badge, Button, Container, Grid, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link, useMatch, useParams } from 'react-router';
import { pathTo } from '../../../app/paths';
import { ProjectLoadError, ProjectNotFound } from '../../../components/project-not-found';
import { formatDate } from '../../../lib/format';
import { DOCUMENTS_PER_PROJECT, statusLook, useProject } from '../../../lib/projects';
import { ProjectBrief } from './project-brief';

/** The documents generated in sequence for every project (spec §1). */
const DOCUMENT_SEQUENCE = ['Product Requirements Document', 'Implementation Plan', 'Feature Breakdown', 'User Flows', 'Technical Architecture', 'Roadmap'];

/** The per-project page (spec §2). Until documents exist it shows the project's brief. */
export function MissionControlPage() {
  const { projectId = '' } = useParams();
  const alternate = useMatch('/mission-control/:projectId') !== null;
  const { project, loading, notFound, error } = useProject(projectId);

  if (loading) {
    return (
      <Container size="lg" py="md" aria-busy="true">
        <Skeleton h={36} w="40%" mb="md" />
        <Skeleton h={200} radius="lg" />
      </Container>
    );
  }
  if (notFound) return <ProjectNotFound />;
  if (error || !project) return <ProjectLoadError />;

  const look = statusLook(project.status);
  const StatusIcon = look.icon;
  const settingsPath = alternate ? pathTo.missionControlSettings(project.id) : pathTo.projectSettings(project.id);
  const created = formatDate(project.created_at);

  return (
    <Container size="lg" py="md">
      <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap">
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            Mission Control
          </Text>
          <Group gap="sm" mt={4}>
            <Title order={1}>{project.name}</Title>
            <Badge color={look.color} variant="light" leftSection={<StatusIcon size={12} />} tt="none">
              {look.label}
            </Badge>
          </Group>
          {created && (
            <Text size="sm" c="dimmed" mt={4}>
              Created {created}
            </Text>
          )}
        </div>
        <Button component={Link} to={settingsPath} variant="default" leftSection={<IconSettings size={16} />}>
          Project Settings
        </Button>
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ProjectBrief project={project} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="documents-title">
          <Title order={2} fz="lg" id="documents-title">
            Documents
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            0 of {DOCUMENTS_PER_PROJECT} documents
          </Text>
          <Progress value={0} size="sm" mt={6} aria-label={`0 of ${DOCUMENTS_PER_PROJECT} documents`} />
          <Stack gap={6} mt="md" component="ol" pl="md" m={0}>
            {DOCUMENT_SEQUENCE.map((name) => (
              <Text key={name} component="li" size="sm">
                {name}
              </Text>
            ))}
          </Stack>
          <Text size="sm" c="dimmed" mt="md">
            Documents are generated in this order from your brief. Keep the brief sharp in{' '}
            <Anchor component={Link} to={settingsPath}>
              the project settings
            </Anchor>
            .
          </Text>
        </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
