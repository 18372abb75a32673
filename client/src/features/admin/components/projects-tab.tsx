import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Drawer, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminProjectsQuery as Result } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { AdminProjectQuery, AdminProjectsQuery } from '../graphql/admin-queries';
import { useListState } from '../hooks/use-list-state';
import { DataTable, type Column } from './data-table';
import { StatusBadge } from './status-badge';

type Row = Result['adminProjects']['items'][number];

const columns: Column<Row>[] = [
  { key: 'name', label: 'Project', sortField: 'name', render: (p) => p.name },
  { key: 'owner', label: 'Owner', render: (p) => p.ownerEmail },
  { key: 'status', label: 'Status', render: (p) => <Badge variant="light">{p.status}</Badge> },
  { key: 'docs', label: 'Documents', render: (p) => p.documentCount },
  { key: 'createdAt', label: 'Created', sortField: 'createdAt', render: (p) => formatDate(p.createdAt) },
  { key: 'updatedAt', label: 'Updated', sortField: 'updatedAt', render: (p) => formatDate(p.updatedAt) },
];

/** Any user's project, read-only: the brief's main lists and the state of its documents. */
function ProjectDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data, loading, error } = useQuery(AdminProjectQuery, { variables: { id: id ?? '' }, skip: !id });
  const d = data?.adminProject;
  const list = (label: string, items: string[]) => (
    <Text size="sm">
      <b>{label}:</b> {items.length ? items.join(', ') : '—'}
    </Text>
  );
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="lg" title={d ? d.project.name : 'Project'}>
      {error ? <Alert color="red">{error.message}</Alert> : null}
      {loading && !d ? <Loader /> : null}
      {d ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light">{d.project.status}</Badge>
            <Badge color="gray" variant="outline">
              Read-only
            </Badge>
          </Group>
          <Text size="sm">
            Owner: {d.project.ownerEmail} · created {formatDate(d.project.createdAt)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {d.project.description || 'No description.'}
          </Text>
          {list('Key features', d.keyFeatures)}
          {list('Tech stack', d.techStack)}
          {list('Platforms', d.platforms)}
          <Title order={3} fz="md">
            Documents
          </Title>
          {d.documents.length === 0 ? (
            <Text size="sm" c="dimmed">
              No documents yet.
            </Text>
          ) : (
            <Table aria-label="Project documents">
              <Table.Tbody>
                {d.documents.map((doc) => (
                  <Table.Tr key={doc.id}>
                    <Table.Td>{doc.title || doc.type}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={doc.status} />
                    </Table.Td>
                    <Table.Td>v{doc.version}</Table.Td>
                    <Table.Td>{formatDate(doc.updatedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      ) : null}
    </Drawer>
  );
}

export function ProjectsTab() {
  const list = useListState('createdAt');
  const { data, loading, error } = useQuery(AdminProjectsQuery, { variables: { input: list.input }, fetchPolicy: 'cache-and-network' });
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <TextInput mb="sm" label="Search projects" placeholder="Project name or owner e-mail" leftSection={<IconSearch size={16} />} value={list.search} onChange={(e) => list.setSearch(e.currentTarget.value)} w={320} />
      <DataTable label="Projects" columns={columns} rows={data?.adminProjects.items} total={data?.adminProjects.total ?? 0} list={list} loading={loading} error={error} onRowClick={(p) => setOpenId(p.id)} empty="No projects match." />
      <ProjectDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
