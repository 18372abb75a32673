import { useQuery } from '@apollo/client/react';
import { Badge, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import type { AdminUsersQuery as Result } from '../../../gql/graphql';
import { AdminUsersQuery } from '../graphql/admin-queries';
import { useListState } from '../hooks/use-list-state';
import { DataTable, type Column } from './data-table';
import { UserDrawer } from './user-drawer';

type Row = Result['adminUsers']['items'][number];

const columns: Column<Row>[] = [
  { key: 'email', label: 'E-mail', sortField: 'email', render: (u) => u.email },
  { key: 'name', label: 'Name', sortField: 'name', render: (u) => u.name },
  {
    key: 'role',
    label: 'Role',
    sortField: 'role',
    render: (u) => (
      <Badge variant="light" color={u.role === 'admin' ? 'grape' : 'gray'}>
        {u.role}
      </Badge>
    ),
  },
  {
    key: 'status',
    label: 'Status',
    render: (u) =>
      u.disabledAt ? (
        <Badge color="red">Disabled</Badge>
      ) : (
        <Badge color="green" variant="light">
          Active
        </Badge>
      ),
  },
  { key: 'projects', label: 'Projects', render: (u) => u.projectCount },
  { key: 'lastActiveAt', label: 'Last active', sortField: 'lastActiveAt', render: (u) => formatDate(u.lastActiveAt) ?? '—' },
  { key: 'createdAt', label: 'Joined', sortField: 'createdAt', render: (u) => formatDate(u.createdAt) },
];

/** Users: search by e-mail or name, filter by role and status; a row opens the user's drawer. */
export function UsersTab() {
  const list = useListState('createdAt');
  const { data, loading, error } = useQuery(AdminUsersQuery, { variables: { input: list.input }, fetchPolicy: 'cache-and-network' });
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <Group mb="sm" align="flex-end">
        <TextInput label="Search users" placeholder="E-mail or name" leftSection={<IconSearch size={16} />} value={list.search} onChange={(e) => list.setSearch(e.currentTarget.value)} w={300} />
        <Select label="Role" placeholder="Any" clearable data={['user', 'admin']} value={list.filters.role ?? null} onChange={(v) => list.setFilter('role', v)} w={140} />
        <Select
          label="Status"
          placeholder="Any"
          clearable
          data={[
            { value: 'active', label: 'Active' },
            { value: 'disabled', label: 'Disabled' },
          ]}
          value={list.filters.status ?? null}
          onChange={(v) => list.setFilter('status', v)}
          w={140}
        />
      </Group>
      <DataTable label="Users" columns={columns} rows={data?.adminUsers.items} total={data?.adminUsers.total ?? 0} list={list} loading={loading} error={error} onRowClick={(u) => setOpenId(u.id)} empty="No users match." />
      <UserDrawer userId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
