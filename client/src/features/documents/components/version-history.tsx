import { Alert, Badge, Button, Group, Paper, Select, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { getVersion, listVersions, restoreVersion, type DocumentDetail, type DocumentVersion } from '../../../lib/generation';
import { DiffView } from '../../../components/diff-view';

const SOURCE_TEXT: Record<DocumentVersion['source'], string> = {
  generated: 'Generated',
  edit: 'Edited',
  restore: 'Restored',
  section: 'Section regenerated',
};

function producedBy(v: DocumentVersion): string {
  if (v.source === 'generated') return v.generator === 'builtin' ? 'Built-in composer' : v.generator;
  return v.created_by_name ?? 'You';
}

/** Loads a version's content once per (document, version). */
function useVersionContent(documentId: string, version: number | null) {
  const [content, setContent] = useState<string | null>(null);
  useEffect(() => {
    setContent(null);
    if (version === null) return;
    let current = true;
    getVersion(documentId, version).then(
      (v) => current && setContent(v.content ?? ''),
      () => current && setContent(''),
    );
    return () => {
      current = false;
    };
  }, [documentId, version]);
  return content;
}

/** Every version with who/what made it; a diff between any two; restore as a new version. */
export function VersionHistory({ doc, onRestored }: { doc: DocumentDetail; onRestored: (doc: DocumentDetail) => void }) {
  const [versions, setVersions] = useState<DocumentVersion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);

  useEffect(() => {
    let current = true;
    listVersions(doc.id).then(
      (list) => {
        if (!current) return;
        setVersions(list);
        const [newest, previous] = [...list].sort((a, b) => b.version - a.version);
        setTo(newest ? String(newest.version) : null);
        setFrom(previous ? String(previous.version) : newest ? String(newest.version) : null);
      },
      (err: unknown) => current && setError(isApiError(err) ? err.message : 'Failed to load versions'),
    );
    return () => {
      current = false;
    };
  }, [doc.id, doc.version]);

  const before = useVersionContent(doc.id, from ? Number(from) : null);
  const after = useVersionContent(doc.id, to ? Number(to) : null);

  const restore = async (version: number) => {
    setRestoring(version);
    try {
      const restored = await restoreVersion(doc.id, version);
      notifications.show({ color: 'green', message: `Version ${version} restored as version ${restored.version}` });
      onRestored(restored);
    } catch (err) {
      notifications.show({ color: 'red', title: 'Restore failed', message: isApiError(err) ? err.message : 'Failed to restore the version' });
    } finally {
      setRestoring(null);
    }
  };

  if (error) return <Alert color="red">{error}</Alert>;
  if (!versions) return <Skeleton h={200} radius="md" />;
  const options = versions.map((v) => ({ value: String(v.version), label: `Version ${v.version} · ${SOURCE_TEXT[v.source]}` }));

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label="Versions" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Version</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>By</Table.Th>
                <Table.Th>When</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {versions.map((v) => (
                <Table.Tr key={v.version} data-testid={`version-${v.version}`}>
                  <Table.Td>
                    <Group gap={6}>
                      {v.version}
                      {v.version === doc.version && (
                        <Badge size="xs" variant="light" tt="none">
                          Current
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{SOURCE_TEXT[v.source]}</Table.Td>
                  <Table.Td>{producedBy(v)}</Table.Td>
                  <Table.Td>{formatDate(v.created_at) ?? v.created_at}</Table.Td>
                  <Table.Td>
                    {v.version !== doc.version && (
                      <Button size="compact-xs" variant="light" loading={restoring === v.version} onClick={() => void restore(v.version)} aria-label={`Restore version ${v.version}`}>
                        Restore
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <Paper withBorder radius="md" p="md" component="section" aria-label="Compare versions">
        <Group gap="sm" mb="sm" align="flex-end">
          <Select label="From" data={options} value={from} onChange={setFrom} allowDeselect={false} w={240} />
          <Select label="To" data={options} value={to} onChange={setTo} allowDeselect={false} w={240} />
        </Group>
        {before === null || after === null ? (
          <Text size="sm" c="dimmed">
            Loading…
          </Text>
        ) : (
          <DiffView before={before} after={after} beforeLabel={`Version ${from}`} afterLabel={`Version ${to}`} />
        )}
      </Paper>
    </Stack>
  );
}
