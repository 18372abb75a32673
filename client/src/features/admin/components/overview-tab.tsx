import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Alert, Loader, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { AdminOverviewQuery } from '../graphql/admin-queries';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={`stat-${label}`}>
        {value}
      </Text>
    </Paper>
  );
}

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const shortDay = (iso: string) => iso.slice(5);

/** Totals, then sign-ups and activity over the last 30 days and jobs by status. */
export function OverviewTab() {
  const { data, loading, error } = useQuery(AdminOverviewQuery, { variables: { days: 30 }, fetchPolicy: 'cache-and-network' });
  if (error)
    return (
      <Alert color="red" title="Could not load the overview">
        {error.message}
      </Alert>
    );
  if (loading && !data) return <Loader />;
  const o = data?.adminOverview;
  if (!o) return null;
  const perDay = o.signupsPerDay.map((d, i) => ({
    date: shortDay(d.date),
    'Sign-ups': d.count,
    'Active users': o.activeUsersPerDay[i]?.count ?? 0,
    Events: o.activityPerDay[i]?.count ?? 0,
  }));
  const jobs = o.jobsByStatus.map((j) => ({ status: j.status, Jobs: j.count }));
  return (
    <SimpleGrid cols={1} spacing="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
        <Stat label="Users" value={o.users} />
        <Stat label="Active (7 days)" value={o.activeUsers7d} />
        <Stat label="Active (30 days)" value={o.activeUsers30d} />
        <Stat label="Projects" value={o.projects} />
        <Stat label="Documents" value={o.documents} />
        <Stat label="Disabled" value={o.disabledUsers} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartCard title="Sign-ups and active users per day">
          <div data-testid="chart-signups">
            <AreaChart
              h={240}
              data={perDay}
              dataKey="date"
              series={[
                { name: 'Sign-ups', color: 'indigo.6' },
                { name: 'Active users', color: 'teal.6' },
              ]}
              curveType="linear"
              withLegend
              yAxisProps={{ allowDecimals: false }}
            />
          </div>
        </ChartCard>
        <ChartCard title="Activity events per day">
          <div data-testid="chart-activity">
            <BarChart h={240} data={perDay} dataKey="date" series={[{ name: 'Events', color: 'orange.6' }]} yAxisProps={{ allowDecimals: false }} />
          </div>
        </ChartCard>
      </SimpleGrid>
      <ChartCard title="Generation jobs by status">
        <div data-testid="chart-jobs">
          <BarChart h={220} data={jobs} dataKey="status" series={[{ name: 'Jobs', color: 'grape.6' }]} yAxisProps={{ allowDecimals: false }} />
        </div>
      </ChartCard>
    </SimpleGrid>
  );
}
