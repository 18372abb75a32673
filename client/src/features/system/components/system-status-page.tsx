import { Container, Stack, Text, Title } from '@mantine/core';
import { SystemStatus } from './system-status';

/** /status: whether Specforge's API and database are up, for users and operators alike. */
export function SystemStatusPage() {
  return (
    <Container size={880} py={{ base: 'xl', sm: 56 }}>
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            System status
          </Title>
          <Text c="dimmed">Live health of the Specforge API and its PostgreSQL database.</Text>
        </Stack>
        <SystemStatus />
      </Stack>
    </Container>
  );
}
