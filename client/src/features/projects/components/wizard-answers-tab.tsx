import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { wizardAnswers, type SettingsProject } from '../project-form';

/** Wizard Answers: values derived from the project, 'Not specified' when empty, and the way to edit them. */
export function WizardAnswersTab({ project }: { project: SettingsProject }) {
  return (
    <Stack gap="sm" maw={760}>
      <Group justify="space-between" align="center" gap="sm">
        <Text c="dimmed" size="sm" style={{ flex: '1 1 260px' }}>
          What the wizard knows about this project. Edit the brief to change any answer, in the same six steps.
        </Text>
        <Button component={Link} to={pathTo.projectBrief(project.id)} variant="light" leftSection={<IconPencil size={16} />}>
          Edit the brief
        </Button>
      </Group>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {wizardAnswers(project).map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th w={220}>{row.label}</Table.Th>
              <Table.Td c={row.value === 'Not specified' ? 'dimmed' : undefined} style={{ whiteSpace: 'pre-wrap' }}>
                {row.value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
