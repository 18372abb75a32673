import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { AdminJobsQuery as Result } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { CancelJobMutation, RetryJobMutation } from '../graphql/admin-mutations';
import { AdminJobsQuery } from '../graphql/admin-queries';
import { useConfirmedAction } from '../hooks/use-confirmed-action';
import { useListState } from '../hooks/use-list-state';
import { ConfirmAction } from './confirm-action';
import { DataTable, type Column } from './data-table';
import { StatusBadge } from './status-badge';

type Row = Result['adminJobs']['items'][number];
const STATUSES = ['queued', 'generating', 'ready', 'failed', 'cancelled', 'stale'];
const refetch = { refetchQueries: ['AdminJobs', 'AdminOverview', 'AdminAudit'], awaitRefetchQueries: true };

/** Generation jobs of every user by status; failed ones can be retried, running ones cancelled. */
export function JobsTab() {
  const list = useListState('updatedAt');
  const { data, loading, error } = useQuery(AdminJobsQuery, { variables: { input: list.input }, fetchPolicy: 'cache-and-network' });
  const [retry] = useMutation(RetryJobMutation, refetch);
  const [cancel] = useMutation(CancelJobMutation, refetch);
  const action = useConfirmedAction();

  const columns: Column<Row>[] = [
    { key: 'type', label: 'Document', sortField: 'type', render: (j) => j.type },
    { key: 'project', label: 'Project', render: (j) => j.projectName },
    { key: 'owner', label: 'Owner', render: (j) => j.ownerEmail },
    {
      key: 'status',
      label: 'Status',
      sortField: 'status',
      render: (j) => (
        <Group gap={6} wrap="nowrap">
          <StatusBadge status={j.status} />
          {j.status === 'generating' ? <Text size="xs">{j.progress}%</Text> : null}
          {j.error ? (
            <Text size="xs" c="red" lineClamp={1} title={j.error}>
              {j.error}
            </Text>
          ) : null}
        </Group>
      ),
    },
    { key: 'updatedAt', label: 'Updated', sortField: 'updatedAt', render: (j) => formatDate(j.updatedAt) },
    {
      key: 'actions',
      label: 'Actions',
      render: (j) =>
        j.status === 'failed' || j.status === 'cancelled' ? (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => action.ask({ title: 'Retry generation', message: `Generate ${j.type} of "${j.projectName}" again?`, confirmLabel: 'Retry', success: 'Generation restarted', run: () => retry({ variables: { id: j.id } }) })}
          >
            Retry
          </Button>
        ) : j.status === 'queued' || j.status === 'generating' ? (
          <Button
            size="compact-xs"
            color="red"
            variant="light"
            onClick={() =>
              action.ask({
                title: 'Cancel generation',
                message: `Cancel ${j.type} of "${j.projectName}"? Documents waiting for it are cancelled too.`,
                confirmLabel: 'Cancel generation',
                danger: true,
                success: 'Generation cancelled',
                run: () => cancel({ variables: { id: j.id } }),
              })
            }
          >
            Cancel
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <Group mb="sm" align="flex-end">
        <TextInput label="Search jobs" placeholder="Project name or owner e-mail" leftSection={<IconSearch size={16} />} value={list.search} onChange={(e) => list.setSearch(e.currentTarget.value)} w={300} />
        <Select label="Status" placeholder="Any" clearable data={STATUSES} value={list.filters.status ?? null} onChange={(v) => list.setFilter('status', v)} w={160} />
      </Group>
      <DataTable label="Jobs" columns={columns} rows={data?.adminJobs.items} total={data?.adminJobs.total ?? 0} list={list} loading={loading} error={error} empty="No jobs match." />
      <ConfirmAction action={action.pending} busy={action.busy} onCancel={action.cancel} onConfirm={(a) => void action.confirm(a)} />
    </>
  );
}
