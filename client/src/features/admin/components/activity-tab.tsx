import { useQuery } from '@apollo/client/react';
import { Badge, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { AdminActivityQuery as Result } from '../../../gql/graphql';
import { formatDate, formatTime } from '../../../lib/format';
import { AdminActivityQuery } from '../graphql/admin-queries';
import { useListState } from '../hooks/use-list-state';
import { DataTable, type Column } from './data-table';

type Row = Result['adminActivity']['items'][number];

const PERIODS = [
  { value: '1', label: 'Last 24 hours' },
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
];

const columns: Column<Row>[] = [
  { key: 'createdAt', label: 'When', sortField: 'createdAt', render: (a) => `${formatDate(a.createdAt)} ${formatTime(a.createdAt)}` },
  { key: 'user', label: 'User', render: (a) => a.userEmail },
  { key: 'type', label: 'Activity', render: (a) => <Badge variant="light">{a.type}</Badge> },
  { key: 'entity', label: 'Entity', render: (a) => (a.entityType ? `${a.entityType} ${a.entityId?.slice(0, 8) ?? ''}` : '—') },
];

/** The activity log of every user, filtered by user e-mail, type and period. */
export function ActivityTab() {
  const list = useListState('createdAt');
  const { data, loading, error } = useQuery(AdminActivityQuery, { variables: { input: list.input }, fetchPolicy: 'cache-and-network' });
  const period = list.filters.from ? String(Math.round((Date.now() - new Date(list.filters.from as string).getTime()) / 86_400_000)) : null;
  return (
    <>
      <Group mb="sm" align="flex-end">
        <TextInput label="User" placeholder="E-mail" leftSection={<IconSearch size={16} />} value={list.search} onChange={(e) => list.setSearch(e.currentTarget.value)} w={260} />
        <Select label="Type" placeholder="Any" clearable data={['USER_ACTIVE', 'PROJECT_CREATE', 'DOCUMENT_CREATE']} value={list.filters.type ?? null} onChange={(v) => list.setFilter('type', v)} w={200} />
        <Select label="Period" placeholder="Any time" clearable data={PERIODS} value={period} onChange={(v) => list.setFilter('from', v ? new Date(Date.now() - Number(v) * 86_400_000).toISOString() : null)} w={180} />
      </Group>
      <DataTable label="Activity" columns={columns} rows={data?.adminActivity.items} total={data?.adminActivity.total ?? 0} list={list} loading={loading} error={error} empty="No activity matches." />
    </>
  );
}
