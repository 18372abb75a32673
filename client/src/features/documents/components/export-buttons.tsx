import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileTypePdf, IconFileTypeDocx, IconFileZip, IconListCheck } from '@tabler/icons-react';
import { exportUrl, useDownload, type ExportFormat, type RoadmapTarget } from '../../../lib/generation';

interface ExportButtonsProps {
  documentId: string;
  projectId: string;
  /** Base of the fallback file names when the server sends none. */
  fileBase: string;
  /** The roadmap also exports its tasks for issue trackers. */
  roadmap?: boolean;
}

const TASK_TARGETS: Array<{ target: RoadmapTarget; label: string }> = [
  { target: 'github', label: 'CSV for GitHub Issues' },
  { target: 'linear', label: 'CSV for Linear' },
  { target: 'jira', label: 'CSV for Jira' },
  { target: 'json', label: 'JSON' },
];

const FORMATS: Array<{ format: ExportFormat; label: string; icon: typeof IconDownload }> = [
  { format: 'md', label: 'Markdown', icon: IconDownload },
  { format: 'pdf', label: 'PDF', icon: IconFileTypePdf },
  { format: 'docx', label: 'DOCX', icon: IconFileTypeDocx },
];

/** Downloads of the open document (Markdown, PDF, DOCX) and of the whole project as a .zip. */
export function ExportButtons({ documentId, projectId, fileBase, roadmap = false }: ExportButtonsProps) {
  const { pending, run } = useDownload();

  return (
    <Group gap="xs" role="group" aria-label="Export">
      {FORMATS.map(({ format, label, icon: Icon }) => (
        <Button
          key={format}
          size="xs"
          variant="default"
          leftSection={<Icon size={14} />}
          loading={pending === format}
          disabled={pending !== null && pending !== format}
          onClick={() => void run(format, exportUrl.document(documentId, format), `${fileBase}.${format}`)}
          aria-label={`Export as ${label}`}
        >
          {label}
        </Button>
      ))}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileZip size={14} />}
        loading={pending === 'zip'}
        disabled={pending !== null && pending !== 'zip'}
        onClick={() => void run('zip', exportUrl.projectZip(projectId), 'documents.zip')}
        aria-label="Export all documents: All as .zip"
      >
        All as .zip
      </Button>
      {roadmap && (
        <Menu position="bottom-end">
          <Menu.Target>
            <Button size="xs" variant="default" leftSection={<IconListCheck size={14} />} rightSection={<IconChevronDown size={14} />} loading={pending === 'tasks'}>
              Export tasks
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {TASK_TARGETS.map(({ target, label }) => (
              <Menu.Item key={target} onClick={() => void run('tasks', exportUrl.roadmapTasks(documentId, target), `${fileBase}-tasks.${target === 'json' ? 'json' : 'csv'}`)}>
                {label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
