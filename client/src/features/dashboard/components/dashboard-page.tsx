import { Alert, Button, Container, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconPlus, IconRocket } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useAuth } from '../../../lib/auth';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { projectLimitMessage } from '../../../lib/plan-limits';
import { DashboardProjectsQuery, DashboardUsageQuery } from '../api/dashboard.graphql';
import { ProjectCard } from './project-card';

/** Free beta: 2 projects, unless the server says otherwise. */
const DEFAULT_MAX_PROJECTS = 2;

function UsageBar({ used, max }: { used: number; max: number }) {
  return (
    <Paper withBorder radius="lg" p="md" miw={220}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        Free beta usage
      </Text>
      <Text fw={600} mt={4}>
        {used} of {max} projects
      </Text>
      <Progress value={max > 0 ? Math.min(100, (used / max) * 100) : 0} mt={6} size="sm" aria-label={`${used} of ${max} projects`} />
    </Paper>
  );
}

function EmptyState() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} ta="center">
      <Stack align="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconRocket size={32} />
        </ThemeIcon>
        <Title order={2} fz={24}>
          Welcome! Let's shape your first idea
        </Title>
        <Text c="dimmed" maw={520}>
          Answer six short steps about your product and we'll turn them into a project brief, ready for your Product Requirements Document, Implementation Plan and roadmap.
        </Text>
        <Button component={Link} to={paths.createProject} size="md" leftSection={<IconPlus size={18} />}>
          Create your first project
        </Button>
      </Stack>
    </Paper>
  );
}

/** The dashboard: the user's projects, usage, and the way to create one. */
export function DashboardPage() {
  const { user } = useAuth();
  const list = useQuery(DashboardProjectsQuery, { fetchPolicy: 'cache-and-network' });
  const { data: usageData, error: usageError } = useQuery(DashboardUsageQuery, { fetchPolicy: 'cache-and-network' });
  const projects = list.data?.projects.nodes ?? [];
  const loading = !list.data && list.loading;
  const error = list.data ? undefined : list.error;
  const usage = usageData?.usageStats;
  useEffect(() => {
    if (usageError) console.error('Failed to load usage statistics', usageError);
  }, [usageError]);
  const max = usage?.maxProjects ?? DEFAULT_MAX_PROJECTS;
  const used = usage?.projectsCreated ?? projects.length;
  const atLimit = used >= max;
  const firstName = user?.name?.split(' ')[0];

  return (
    <Container size="lg" py="md">
      <Group justify="space-between" align="flex-end" mb="xl" wrap="wrap" gap="md">
        <div>
          <Title order={1}>Dashboard</Title>
          <Text c="dimmed" mt={4}>
            {firstName ? `Welcome back, ${firstName}. ` : ''}Your projects and their documents at a glance.
          </Text>
        </div>
        <Group gap="md" align="stretch">
          <UsageBar used={used} max={max} />
          <Stack justify="center" gap={4}>
            {atLimit ? (
              <Button leftSection={<IconPlus size={18} />} disabled aria-describedby="project-limit-text">
                Create Project
              </Button>
            ) : (
              <Button component={Link} to={paths.createProject} leftSection={<IconPlus size={18} />}>
                Create Project
              </Button>
            )}
          </Stack>
        </Group>
      </Group>

      {atLimit && (
        <Alert color="orange" variant="light" icon={<IconLock size={18} />} title="Project limit reached" mb="xl" data-testid="project-limit">
          <Text size="sm" id="project-limit-text">
            {projectLimitMessage(used, max)}
          </Text>
        </Alert>
      )}

      {error ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Failed to load projects">
          {graphqlErrorMessage(error, 'Failed to get projects')}
        </Alert>
      ) : loading ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading projects">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={200} radius="lg" />
          ))}
        </SimpleGrid>
      ) : projects.length === 0 ? (
        <EmptyState />
      ) : (
        <section aria-label="Your projects">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {projects.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </SimpleGrid>
        </section>
      )}
    </Container>
  );
}
