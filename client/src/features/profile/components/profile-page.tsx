import { Card, Container, Grid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell, IconId, IconShieldLock, IconTrash, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useProfile } from '../hooks/use-profile';
import { AccountTab } from './account-tab';
import { DeleteAccountTab } from './delete-account-tab';
import { NotificationsTab } from './notifications-tab';
import { PersonalInfoTab } from './personal-info-tab';
import { SecurityTab } from './security-tab';

const tabs = [
  { value: 'personal', label: 'Personal Info', icon: IconUser },
  { value: 'account', label: 'Account', icon: IconId },
  { value: 'security', label: 'Security', icon: IconShieldLock },
  { value: 'notifications', label: 'Notifications', icon: IconBell },
  { value: 'delete', label: 'Delete Account', icon: IconTrash },
] as const;

type TabValue = (typeof tabs)[number]['value'];

export function ProfileSkeleton() {
  return (
    <Grid data-testid="profile-skeleton" aria-busy="true" aria-label="Loading profile">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Stack gap="xs">
          {tabs.map((tab) => (
            <Skeleton key={tab.value} height={36} radius="md" />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="md">
          <Skeleton height={110} radius="md" />
          <Skeleton height={320} radius="md" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** The profile page: five tabs in a left menu; a skeleton while loading. */
export function ProfilePage() {
  const { user, loading } = useProfile();
  const [tab, setTab] = useState<TabValue>(() => (new URLSearchParams(window.location.search).get('linked') === 'google' ? 'security' : 'personal'));
  const wide = useMediaQuery('(min-width: 62em)', true);

  if (!user && !loading) {
    return (
      <Container size="sm" py="xl">
        <Card ta="center" p="xl">
          <Title order={1} fz="h2">
            User Not Found
          </Title>
          <Text c="dimmed" mt="sm">
            Please log in to view your profile.
          </Text>
        </Card>
      </Container>
    );
  }

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>Profile</Title>
          <Text c="dimmed">Manage your personal information, account, security and notifications.</Text>
        </div>
        {loading || !user ? (
          <ProfileSkeleton />
        ) : (
          <Tabs
            value={tab}
            onChange={(value) => value && setTab(value as TabValue)}
            orientation={wide ? 'vertical' : 'horizontal'}
            variant="pills"
            // Kept mounted: switching tabs must not drop unsaved edits in another tab.
            keepMounted
            aria-label="Profile sections"
            // A left menu reads best left-aligned; Mantine centres tab labels.
            styles={wide ? { tab: { justifyContent: 'flex-start' }, tabLabel: { flex: 'none' } } : undefined}
          >
            <Tabs.List miw={wide ? 210 : undefined} mr={wide ? 'lg' : 0} mb={wide ? 0 : 'md'}>
              {tabs.map((item) => (
                <Tabs.Tab key={item.value} value={item.value} leftSection={<item.icon size={16} aria-hidden />} color={item.value === 'delete' ? 'red.9' : undefined}>
                  {item.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="personal" style={{ flex: 1, minWidth: 0 }}>
              <PersonalInfoTab user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="account" style={{ flex: 1, minWidth: 0 }}>
              <AccountTab user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="security" style={{ flex: 1, minWidth: 0 }}>
              <SecurityTab user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="notifications" style={{ flex: 1, minWidth: 0 }}>
              <NotificationsTab user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="delete" style={{ flex: 1, minWidth: 0 }}>
              <DeleteAccountTab user={user} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}
