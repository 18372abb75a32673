import { Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import type { NotificationItem } from '../hooks/use-notifications';
import { timeAgo } from '../relative-time';

const typeLook = {
  success: { color: 'green', icon: IconCircleCheck },
  info: { color: 'blue', icon: IconInfoCircle },
  warning: { color: 'yellow', icon: IconAlertTriangle },
  error: { color: 'red', icon: IconCircleX },
} as const;

/** The server's type is a string: anything unknown looks like info. */
const isKnownType = (type: string): type is keyof typeof typeLook => type in typeLook;

interface NotificationCardProps {
  item: NotificationItem;
  onMarkRead: (item: NotificationItem) => void;
  onAction: (item: NotificationItem) => void;
}

/** One notification: icon by type, title, message, time, 'Mark as read' and its action button. */
export function NotificationCard({ item, onMarkRead, onAction }: NotificationCardProps) {
  const look = isKnownType(item.type) ? typeLook[item.type] : typeLook.info;
  return (
    <Card component="li" data-read={item.read} style={{ borderLeft: item.read ? undefined : '3px solid var(--mantine-primary-color-filled)' }} aria-label={`${item.read ? '' : 'Unread: '}${item.title}`}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon color={look.color} variant="light" size={36} radius="xl" aria-hidden>
          <look.icon size={20} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={item.read ? 500 : 700}>{item.title}</Text>
            {!item.read && (
              // Never shrunk by a long title (it showed "N…" on phones).
              <Badge size="sm" variant="light" tt="none" style={{ flexShrink: 0 }}>
                New
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {item.message}
          </Text>
          <Group justify="space-between" gap="xs" mt={4}>
            <Text size="xs" c="dimmed" component="time" dateTime={item.createdAt}>
              {timeAgo(item.createdAt)}
            </Text>
            <Group gap="xs">
              {!item.read && (
                <Button size="compact-sm" variant="subtle" onClick={() => onMarkRead(item)} aria-label={`Mark as read: ${item.title}`}>
                  Mark as read
                </Button>
              )}
              {item.actionUrl && item.actionLabel && (
                <Button size="compact-sm" variant="light" onClick={() => onAction(item)}>
                  {item.actionLabel}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
