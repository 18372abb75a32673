import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileTypeDocx, IconFileTypePdf, IconFileZip } from '@tabler/icons-react';
import { DOCUMENT_TITLES, DOCUMENT_TYPES, exportUrl, useDownload, type ExportFormat } from '../../../lib/generation';
import type { LiveDocuments } from '../hooks/use-live-documents';
import { AgentExports } from './agent-exports';

const FORMATS: Array<{ format: ExportFormat; label: string; icon: typeof IconDownload }> = [
  { format: 'md', label: 'Markdown', icon: IconDownload },
  { format: 'pdf', label: 'PDF', icon: IconFileTypePdf },
  { format: 'docx', label: 'DOCX', icon: IconFileTypeDocx },
];

interface ProjectExportsProps {
  projectId: string;
  projectName: string;
  docs: LiveDocuments;
}

/**
 * Exports from the project page itself (Help FAQ: 'export from the project detail page'): every
 * document as a .zip, each generated document as Markdown, PDF or DOCX, and the agent-ready
 * exports built from the spec. A document that is being regenerated still exports its last
 * completed version.
 */
export function ProjectExports({ projectId, projectName, docs }: ProjectExportsProps) {
  const { pending, run } = useDownload();
  const exportable = DOCUMENT_TYPES.flatMap((type) => {
    const doc = docs[type];
    return doc && doc.version > 0 ? [{ type, doc }] : [];
  });

  return (
    <Paper withBorder radius="lg" p="lg" mt="lg" component="section" aria-labelledby="exports-title">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} fz="lg" id="exports-title">
          Export
        </Title>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileZip size={14} />}
          loading={pending === 'zip'}
          disabled={exportable.length === 0 || (pending !== null && pending !== 'zip')}
          onClick={() => void run('zip', exportUrl.projectZip(projectId), `${projectName}-documents.zip`)}
        >
          Download all as .zip
        </Button>
      </Group>
      {exportable.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          Generated documents can be downloaded here as Markdown, PDF or DOCX.
        </Text>
      ) : (
        <Stack gap="xs" mt="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Document exports">
          {exportable.map(({ type, doc }) => (
            <Group component="li" key={type} justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">{DOCUMENT_TITLES[type]}</Text>
              <Group gap={6}>
                {FORMATS.map(({ format, label, icon: Icon }) => {
                  const key = `${type}:${format}`;
                  return (
                    <Button
                      key={format}
                      size="compact-xs"
                      variant="subtle"
                      leftSection={<Icon size={12} />}
                      loading={pending === key}
                      disabled={pending !== null && pending !== key}
                      onClick={() => void run(key, exportUrl.document(doc.id, format), `${projectName}-${type}.${format}`)}
                      aria-label={`Export the ${DOCUMENT_TITLES[type]} as ${label}`}
                    >
                      {label}
                    </Button>
                  );
                })}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <AgentExports projectId={projectId} projectName={projectName} ready={(docs.prd?.version ?? 0) > 0} pending={pending} run={run} />
    </Paper>
  );
}
