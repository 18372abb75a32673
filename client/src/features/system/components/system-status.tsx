import { Alert, Box, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useHealth, type Health } from '../hooks/use-health';
import { HealthDetails } from './health-details';
import classes from './system-status.module.css';

function StatusSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Checking system status">
      <Skeleton height={112} radius="lg" />
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={74} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

interface RefreshButtonProps {
  label: string;
  loading: boolean;
  onClick: () => void;
}

function RefreshButton({ label, loading, onClick }: RefreshButtonProps) {
  return (
    <Button variant="default" leftSection={<IconRefresh size={16} stroke={1.8} />} loading={loading} onClick={onClick}>
      {label}
    </Button>
  );
}

interface StatusBannerProps {
  health: Health;
  refreshing: boolean;
  onRefresh: () => void;
}

function StatusBanner({ health, refreshing, onRefresh }: StatusBannerProps) {
  const ok = health.status === 'ok';
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} className={ok ? classes.banner : classes.bannerWarn}>
      <Group justify="space-between" align="center" gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <Box className={classes.dot} style={{ '--dot-color': `var(--mantine-color-${ok ? 'teal' : 'yellow'}-6)` }} aria-hidden="true" />
          <Stack gap={2}>
            <Title order={2} fz={{ base: 20, sm: 24 }}>
              {ok ? 'All systems operational' : 'Some systems are not responding'}
            </Title>
            <Text c="dimmed" size="sm">
              {ok ? 'The API and its PostgreSQL database are answering normally.' : `The API reports "${health.status}": its database may be unavailable.`}
            </Text>
          </Stack>
        </Group>
        <RefreshButton label="Refresh" loading={refreshing} onClick={onRefresh} />
      </Group>
    </Paper>
  );
}

/** Health of the API and its database, read through GraphQL (`Query.health`). */
export function SystemStatus() {
  const { health, loading, refreshing, error, refresh } = useHealth();

  if (loading) return <StatusSkeleton />;

  if (error && !health) {
    return (
      <Alert variant="light" color="red" radius="lg" title="API unreachable" icon={<IconPlugConnectedX size={22} stroke={1.6} />} classNames={{ root: classes.errorAlert, title: classes.errorTitle, icon: classes.errorIcon }}>
        <Stack gap="md" align="flex-start">
          <Text size="sm">The status could not be read from the server. It may be stopped or restarting.</Text>
          <Text size="sm" ff="monospace" data-testid="health-status">
            {error.message}
          </Text>
          <RefreshButton label="Retry" loading={refreshing} onClick={refresh} />
        </Stack>
      </Alert>
    );
  }

  if (!health) return <StatusSkeleton />;

  return (
    <Stack gap="lg">
      <StatusBanner health={health} refreshing={refreshing} onRefresh={refresh} />
      <HealthDetails health={health} />
    </Stack>
  );
}
