import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { callFailures, logCallFailure } from '../../../lib/call-failures';
import { UpdateProjectSettingsMutation } from '../api/project-settings.graphql';
import { canEditSettings, requiresEvidence, type SettingsProject } from '../project-form';

interface EvidenceSettingProps {
  project: SettingsProject;
}

/**
 * The project's `require_evidence` setting as a switch that saves on its own (it is a rule of the
 * project, not a field of the details form). Editors and owners change it; the server refuses
 * anyone else, so the switch is shown to them switched off and explained.
 */
export function EvidenceSetting({ project }: EvidenceSettingProps) {
  const [updateProject] = useMutation(UpdateProjectSettingsMutation);
  const [saving, setSaving] = useState(false);
  const editable = canEditSettings(project.role);
  const checked = requiresEvidence(project);

  const toggle = async (next: boolean) => {
    // A disabled input still receives synthetic clicks (tests, assistive tools): refuse here too.
    if (!editable) return;
    setSaving(true);
    try {
      // Settings merge key by key on the server: only this key changes. The answer refreshes
      // Project:<id> in the cache, which is what moves the switch.
      await updateProject({ variables: { id: project.id, input: { settings: { require_evidence: next } } } });
      notifications.show({ color: 'green', message: 'Project settings saved successfully' });
    } catch (error) {
      logCallFailure(callFailures.updateProject, error);
      notifications.show({ color: 'red', message: 'Failed to save project settings' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" maw={640} component="section" aria-labelledby="evidence-setting-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="evidence-setting-title">
          Evidence
        </Title>
        {/* Mantine's label wraps the description too; the name stays the label, the description describes. */}
        <Switch
          aria-label="Require evidence before done"
          label="Require evidence before done"
          description="Marking a task done needs passing tests for its criteria, or an override note"
          checked={checked}
          disabled={!editable || saving}
          onChange={(event) => void toggle(event.currentTarget.checked)}
        />
        {!editable && (
          <Text size="sm" c="dimmed">
            Only the owner or an editor can change this; your role is {project.role}.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
