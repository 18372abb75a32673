import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { projectLimitMessage } from '../../../lib/plan-limits';

/**
 * Said when the wizard opens at the plan's project limit, instead of six steps that would end
 * refused. A draft in progress stays on this device for later.
 */
export function ProjectLimitNotice({ used, max, hasDraft }: { used: number; max: number; hasDraft: boolean }) {
  return (
    <Container size={640} py="xl">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="project-limit-title" data-testid="project-limit">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color="orange" aria-hidden>
            <IconLock size={26} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 26 }} id="project-limit-title">
            You have reached the project limit
          </Title>
          <Text>{projectLimitMessage(used, max)}</Text>
          {hasDraft && (
            <Text size="sm" c="dimmed">
              Your draft is kept on this device, so you can finish it once there is room for another project.
            </Text>
          )}
          <Group gap="sm" mt="xs">
            <Button component={Link} to={paths.home} leftSection={<IconArrowLeft size={16} />}>
              Back to your projects
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
