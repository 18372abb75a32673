import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Paper, Select, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { DiffView } from '../../../components/diff-view';
import type { DocumentVersionsQuery as DocumentVersions } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { DocumentVersionContentQuery, DocumentVersionsQuery, RestoreDocumentVersionMutation } from '../api/documents.graphql';
import type { DocumentDetail } from '../hooks/use-document';

type DocumentVersion = DocumentVersions['documentVersions'][number];
type VersionSource = 'generated' | 'edit' | 'restore' | 'section';

const SOURCE_TEXT: Record<VersionSource, string> = {
  generated: 'Generated',
  edit: 'Edited',
  restore: 'Restored',
  section: 'Section regenerated',
};

function producedBy(v: DocumentVersion): string {
  if (v.source === 'generated') return v.generator === 'builtin' ? 'Built-in composer' : v.generator;
  return v.createdByName ?? 'You';
}

/** What made a version: its note when the server names what happened ("Re-planned from 2026-12-01"), else its source ('Edited', …). */
const sourceText = (v: Pick<DocumentVersion, 'source' | 'note'>) => v.note ?? SOURCE_TEXT[v.source as VersionSource] ?? v.source;

/** Loads a version's content once per (document, version). */
function useVersionContent(documentId: string, version: number | null) {
  const client = useApolloClient();
  const [content, setContent] = useState<string | null>(null);
  useEffect(() => {
    setContent(null);
    if (version === null) return;
    let current = true;
    client.query({ query: DocumentVersionContentQuery, variables: { documentId, version } }).then(
      ({ data }) => current && setContent(data?.documentVersion.content ?? ''),
      () => current && setContent(''),
    );
    return () => {
      current = false;
    };
  }, [client, documentId, version]);
  return content;
}

/** Every version with who/what made it; a diff between any two; restore as a new version. */
export function VersionHistory({ doc, onRestored }: { doc: DocumentDetail; onRestored: (doc: DocumentDetail) => void }) {
  const [versions, setVersions] = useState<DocumentVersion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const client = useApolloClient();
  const [restoreVersion] = useMutation(RestoreDocumentVersionMutation);

  useEffect(() => {
    let current = true;
    client.query({ query: DocumentVersionsQuery, variables: { documentId: doc.id }, fetchPolicy: 'network-only' }).then(
      ({ data }) => {
        if (!current) return;
        const list = data?.documentVersions ?? [];
        setVersions(list);
        const [newest, previous] = [...list].sort((a, b) => b.version - a.version);
        setTo(newest ? String(newest.version) : null);
        setFrom(previous ? String(previous.version) : newest ? String(newest.version) : null);
      },
      (err: unknown) => current && setError(graphqlErrorMessage(err, 'Failed to load versions')),
    );
    return () => {
      current = false;
    };
  }, [client, doc.id, doc.version]);

  const before = useVersionContent(doc.id, from ? Number(from) : null);
  const after = useVersionContent(doc.id, to ? Number(to) : null);

  const restore = async (version: number) => {
    setRestoring(version);
    try {
      const restored = (await restoreVersion({ variables: { documentId: doc.id, version } })).data?.restoreDocumentVersion;
      if (!restored) throw new Error('The server answered no document');
      notifications.show({ color: 'green', message: `Version ${version} restored as version ${restored.version}` });
      onRestored(restored);
    } catch (err) {
      notifications.show({ color: 'red', title: 'Restore failed', message: graphqlErrorMessage(err, 'Failed to restore the version') });
    } finally {
      setRestoring(null);
    }
  };

  if (error) return <Alert color="red">{error}</Alert>;
  if (!versions) return <Skeleton h={200} radius="md" />;
  const options = versions.map((v) => ({ value: String(v.version), label: `Version ${v.version} · ${sourceText(v)}` }));

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
                  <Table.Td>{sourceText(v)}</Table.Td>
                  <Table.Td>{producedBy(v)}</Table.Td>
                  <Table.Td>{formatDate(v.createdAt) ?? v.createdAt}</Table.Td>
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
