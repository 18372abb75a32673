import { useQuery } from '@apollo/client/react';
import { Badge, Code, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { AdminAuditQuery as Result } from '../../../gql/graphql';
import { formatDate, formatTime } from '../../../lib/format';
import { AdminAuditQuery } from '../graphql/admin-queries';
import { useListState } from '../hooks/use-list-state';
import { DataTable, type Column } from './data-table';

type Row = Result['adminAuditLog']['items'][number];
const ACTIONS = ['user.disable', 'user.enable', 'user.role', 'user.password_reset', 'user.delete', 'job.retry', 'job.cancel'];

const describe = (details: Record<string, unknown>) =>
  Object.entries(details)
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(', ');

const columns: Column<Row>[] = [
  { key: 'createdAt', label: 'When', sortField: 'createdAt', render: (e) => `${formatDate(e.createdAt)} ${formatTime(e.createdAt)}` },
  { key: 'actor', label: 'Administrator', render: (e) => e.actorEmail },
  { key: 'action', label: 'Action', render: (e) => <Badge variant="light">{e.action}</Badge> },
  { key: 'target', label: 'Target', render: (e) => `${e.targetType} ${e.targetId.slice(0, 8)}` },
  { key: 'details', label: 'Details', render: (e) => <Code>{describe(e.details)}</Code> },
  // How the change was made: `session` or `token:<prefix>`, and the client address (older entries have neither).
  { key: 'via', label: 'Credential and address', render: (e) => [e.credential, e.ip].filter(Boolean).join(' · ') || 'Not recorded' },
];

/** Every administrator action, newest first (read-only). */
export function AuditTab() {
  const list = useListState('createdAt');
  const { data, loading, error } = useQuery(AdminAuditQuery, { variables: { input: list.input }, fetchPolicy: 'cache-and-network' });
  return (
    <>
      <Group mb="sm" align="flex-end">
        <TextInput label="Administrator" placeholder="E-mail" leftSection={<IconSearch size={16} />} value={list.search} onChange={(e) => list.setSearch(e.currentTarget.value)} w={260} />
        <Select label="Action" placeholder="Any" clearable data={ACTIONS} value={list.filters.action ?? null} onChange={(v) => list.setFilter('action', v)} w={200} />
      </Group>
      <DataTable label="Audit log" columns={columns} rows={data?.adminAuditLog.items} total={data?.adminAuditLog.total ?? 0} list={list} loading={loading} error={error} empty="No admin actions yet." />
    </>
  );
}
