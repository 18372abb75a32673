import { Alert, Badge, Button, Card, Container, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellOff, IconChecks, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { useNotifications, type NotificationItem } from '../hooks/use-notifications';
import { NotificationCard } from './notification-card';

type Tab = 'all' | 'unread';

/** The two tabs say different things when empty. */
export const emptyMessages: Record<Tab, { title: string; text: string }> = {
  all: { title: 'No notifications', text: "You're all caught up. New notifications will appear here." },
  unread: { title: 'No unread notifications', text: "You've read everything. Nice work!" },
};

function EmptyState({ tab }: { tab: Tab }) {
  return (
    <Card ta="center" py="xl">
      <Stack align="center" gap={6}>
        <IconBellOff size={32} stroke={1.5} aria-hidden />
        <Text fw={650}>{emptyMessages[tab].title}</Text>
        <Text size="sm" c="dimmed">
          {emptyMessages[tab].text}
        </Text>
      </Stack>
    </Card>
  );
}

/** Notifications: server-backed list, tabs, mark read, mark all read, clear all. */
export function NotificationsPage() {
  const navigate = useNavigate();
  const { items, error, markRead: markReadOp, markAllRead, clearAll } = useNotifications();
  const loadError = error ? graphqlErrorMessage(error, 'Failed to load notifications') : null;
  const [tab, setTab] = useState<Tab>('all');
  const [busy, setBusy] = useState(false);

  const list = items ?? [];
  const unread = list.filter((item) => !item.read);
  const visible = tab === 'unread' ? unread : list;

  // The read flag only goes from false to true.
  const markRead = async (item: NotificationItem) => {
    if (item.read) return;
    try {
      await markReadOp(item);
    } catch (failure) {
      console.error('Failed to mark notification as read', failure);
    }
  };

  const act = (item: NotificationItem) => {
    void markRead(item);
    if (item.actionUrl) void navigate(item.actionUrl);
  };

  const run = async (task: () => Promise<string>, fallback: string) => {
    setBusy(true);
    try {
      notifications.show({ color: 'green', message: await task() });
    } catch (failure) {
      notifications.show({ color: 'red', message: graphqlErrorMessage(failure, fallback) });
    } finally {
      setBusy(false);
    }
  };

  const content =
    items === null && !loadError ? (
      <Stack gap="sm" aria-busy="true" aria-label="Loading notifications">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={96} radius="md" />
        ))}
      </Stack>
    ) : visible.length === 0 ? (
      <EmptyState tab={tab} />
    ) : (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={tab === 'all' ? 'All notifications' : 'Unread notifications'}>
        {visible.map((item) => (
          <NotificationCard key={item.id} item={item} onMarkRead={(entry) => void markRead(entry)} onAction={act} />
        ))}
      </Stack>
    );

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Notifications</Title>
            <Text c="dimmed">Updates about your account and projects.</Text>
          </div>
          <Group gap="sm">
            <Button variant="default" leftSection={<IconChecks size={16} />} disabled={unread.length === 0 || busy} onClick={() => void run(markAllRead, 'Failed to mark notifications as read')}>
              Mark all as read
            </Button>
            <Button variant="default" color="red" leftSection={<IconTrash size={16} />} disabled={list.length === 0 || busy} onClick={() => void run(clearAll, 'Failed to clear notifications')}>
              Clear all
            </Button>
          </Group>
        </Group>
        {loadError && (
          <Alert color="red" title="Could not load notifications">
            {loadError}
          </Alert>
        )}
        <Tabs value={tab} onChange={(value) => setTab(value === 'unread' ? 'unread' : 'all')} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="all">All Notifications</Tabs.Tab>
            <Tabs.Tab
              value="unread"
              rightSection={
                unread.length > 0 ? (
                  // Not `circle`: a round badge is one digit wide, so "12" showed as "1.".
                  <Badge size="sm" miw={20} px={6} aria-label={`${unread.length} unread`}>
                    {unread.length > 99 ? '99+' : unread.length}
                  </Badge>
                ) : null
              }
            >
              Unread
            </Tabs.Tab>
          </Tabs.List>
          {(['all', 'unread'] as const).map((value) => (
            <Tabs.Panel key={value} value={value} pt="md">
              {content}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
