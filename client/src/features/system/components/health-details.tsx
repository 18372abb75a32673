import { Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconClockHour4, IconDatabase, IconServer, IconTag, IconWorldCheck, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate, formatDuration, formatTime } from '../../../lib/format';
import type { Health } from '../hooks/use-health';
import classes from './system-status.module.css';

interface DetailTileProps {
  icon: Icon;
  label: string;
  children: ReactNode;
}

function DetailTile({ icon: IconComponent, label, children }: DetailTileProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="ember" size={36} radius="md">
          <IconComponent size={20} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            {label}
          </Text>
          <Text fw={600} className={classes.value} component="div">
            {children}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The facts behind the headline: API state, versions, uptime, installation date, time of the check. */
export function HealthDetails({ health }: { health: Health }) {
  const ok = health.status === 'ok';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
      <DetailTile icon={IconServer} label="API status">
        <Badge data-testid="health-status" color={ok ? 'teal' : 'yellow'} variant="light" size="lg" radius="sm" tt="none">
          {health.status}
        </Badge>
      </DetailTile>
      <DetailTile icon={IconTag} label="Server version">
        v{health.version}
      </DetailTile>
      <DetailTile icon={IconDatabase} label="PostgreSQL">
        {health.database.serverVersion}
      </DetailTile>
      <DetailTile icon={IconClockHour4} label="Uptime">
        {formatDuration(health.uptimeSeconds)}
      </DetailTile>
      <DetailTile icon={IconCalendarEvent} label="Installed">
        {formatDate(health.database.installedAt) ?? 'Not recorded'}
      </DetailTile>
      <DetailTile icon={IconWorldCheck} label="Checked at">
        {formatTime(health.serverTime) ?? 'Unknown'}
      </DetailTile>
    </SimpleGrid>
  );
}
