import { Stack, Table, Text } from '@mantine/core';
import { wizardAnswers, type SettingsProject } from '../project-form';

/** Wizard Answers: values derived from the project (spec §2), 'Not specified' when empty. */
export function WizardAnswersTab({ project }: { project: SettingsProject }) {
  return (
    <Stack gap="sm" maw={760}>
      <Text c="dimmed" size="sm">
        What you told the wizard when you created this project.
      </Text>
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
