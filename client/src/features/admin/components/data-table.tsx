import { Alert, Center, Group, Loader, Pagination, ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PAGE_SIZE, type ListState } from '../hooks/use-list-state';

export interface Column<Row> {
  key: string;
  label: string;
  /** The server's sort field, when the column can be sorted. */
  sortField?: string;
  render: (row: Row) => ReactNode;
}

interface DataTableProps<Row extends { id: string }> {
  label: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  total: number;
  list: ListState;
  loading: boolean;
  error?: { message: string } | undefined;
  onRowClick?: (row: Row) => void;
  empty?: string;
}

function SortIcon({ active, direction }: { active: boolean; direction: 'asc' | 'desc' }) {
  if (!active) return <IconSelector size={14} />;
  return direction === 'asc' ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />;
}

/** One admin table: sortable headers, rows that open a detail, pagination. */
const PAGE_CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

export function DataTable<Row extends { id: string }>({ label, columns, rows, total, list, loading, error, onRowClick, empty }: DataTableProps<Row>) {
  if (error)
    return (
      <Alert color="red" title="Could not load">
        {error.message}
      </Alert>
    );
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <ScrollArea>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={label} miw={720}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => {
                const sorted = list.sort === c.sortField;
                return (
                  <Table.Th key={c.key} aria-sort={sorted ? (list.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
                    {c.sortField ? (
                      <UnstyledButton onClick={() => list.toggleSort(c.sortField!)} aria-label={`Sort by ${c.label}`}>
                        <Group gap={4} wrap="nowrap">
                          <Text fw={600} size="sm">
                            {c.label}
                          </Text>
                          <SortIcon active={sorted} direction={list.direction} />
                        </Group>
                      </UnstyledButton>
                    ) : (
                      c.label
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(rows ?? []).map((row) => (
              <Table.Tr key={row.id} onClick={onRowClick ? () => onRowClick(row) : undefined} style={onRowClick ? { cursor: 'pointer' } : undefined}>
                {columns.map((c) => (
                  <Table.Td key={c.key}>{c.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {loading && !rows ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : null}
      {rows && rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {empty ?? 'Nothing found.'}
        </Text>
      ) : null}
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed">
          {total} {total === 1 ? 'result' : 'results'}
        </Text>
        <Pagination
          total={pages}
          value={list.page}
          onChange={list.setPage}
          size="sm"
          // The arrows are icons only: give them names (axe button-name, critical).
          getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      </Group>
    </>
  );
}
