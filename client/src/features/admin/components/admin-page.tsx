import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../lib/auth';
import { ActivityTab } from './activity-tab';
import { AuditTab } from './audit-tab';
import { JobsTab } from './jobs-tab';
import { NotAuthorised } from './not-authorised';
import { OverviewTab } from './overview-tab';
import { ProjectsTab } from './projects-tab';
import { UsersTab } from './users-tab';

const tabs = [
  { value: 'overview', label: 'Overview', Component: OverviewTab },
  { value: 'users', label: 'Users', Component: UsersTab },
  { value: 'projects', label: 'Projects', Component: ProjectsTab },
  { value: 'jobs', label: 'Jobs', Component: JobsTab },
  { value: 'activity', label: 'Activity', Component: ActivityTab },
  { value: 'audit', label: 'Audit log', Component: AuditTab },
] as const;

/** The admin area (/admin/*): one tab per section, the section in the URL (/admin/users, …). */
export function AdminPage() {
  const { user } = useAuth();
  const section = useParams()['*']?.split('/')[0] || 'overview';
  const navigate = useNavigate();
  // The server refuses every admin operation to others anyway; this only spares them a broken screen.
  if (user?.role !== 'admin') return <NotAuthorised />;
  const current = tabs.find((t) => t.value === section) ?? tabs[0];
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>Admin</Title>
          <Text c="dimmed">Users, projects, generation jobs and activity across Specforge.</Text>
        </div>
        <Tabs value={current.value} onChange={(v) => void navigate(v === 'overview' ? '/admin' : `/admin/${v}`)} keepMounted={false}>
          <Tabs.List>
            {tabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((t) => (
            <Tabs.Panel key={t.value} value={t.value} pt="md">
              <t.Component />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
