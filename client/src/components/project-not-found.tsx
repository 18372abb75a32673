import { Alert, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconFolderOff, IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A missing (or someone else's) project: 'Project Not Found' with 'Go to Home'. */
export function ProjectNotFound() {
  return (
    <Container size={520} py="xl">
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconFolderOff size={28} />
          </ThemeIcon>
          <Title order={1} fz={26}>
            Project Not Found
          </Title>
          <Text c="dimmed">This project does not exist, or you do not have access to it.</Text>
          <Button component={Link} to="/" leftSection={<IconHome size={16} />}>
            Go to Home
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

/** Loading a project failed for another reason ('Error: Failed to load project details'). */
export function ProjectLoadError() {
  return (
    <Container size={520} py="xl">
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Error: Failed to load project details">
        Please check your connection and try again.
      </Alert>
    </Container>
  );
}
