import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { callFailures, logCallFailure } from '../../../lib/call-failures';
import { UpdateProjectSettingsMutation } from '../api/project-settings.graphql';
import { EDITABLE_STATUSES, editableStatus, TIMELINE_OPTIONS, toDetailsValues, toProjectInput, type DetailsValues, type SettingsProject } from '../project-form';

interface ProjectDetailsTabProps {
  project: SettingsProject;
}

/** The Project Details form: name, description, status, phase, timeline, tech stack, integrations. */
export function ProjectDetailsTab({ project }: ProjectDetailsTabProps) {
  const [updateProject] = useMutation(UpdateProjectSettingsMutation);
  const [values, setValues] = useState<DetailsValues>(() => toDetailsValues(project));
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof DetailsValues>(key: K, value: DetailsValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const nameMissing = values.name.trim() === '';
  const timelines = TIMELINE_OPTIONS.includes(values.timeline) || values.timeline === '' ? TIMELINE_OPTIONS : [values.timeline, ...TIMELINE_OPTIONS];

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (nameMissing) return;
    setSaving(true);
    try {
      // The answer updates Project:<id> in Apollo's cache (this page's title, the dashboard card).
      const result = await updateProject({ variables: { id: project.id, input: toProjectInput(values) } });
      notifications.show({ color: 'green', message: 'Project settings saved successfully' });
      if (result.data) setValues(toDetailsValues(result.data.updateProject));
    } catch (error) {
      logCallFailure(callFailures.updateProject, error);
      notifications.show({ color: 'red', message: 'Failed to save project settings' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="md" maw={640}>
        <TextInput label="Project Name" required value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={nameMissing ? 'Project name is required' : undefined} />
        <Textarea label="Description" value={values.description} onChange={(e) => set('description', e.currentTarget.value)} autosize minRows={3} />
        {/* Side by side where both fit whole; stacked on a phone (Group grow halved them and cut "Select a timeline"). */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select label="Status" data={EDITABLE_STATUSES.map((s) => ({ ...s }))} value={values.status} onChange={(value) => value && set('status', editableStatus(value))} allowDeselect={false} />
          <Select label="Timeline" data={timelines} value={values.timeline === '' ? null : values.timeline} onChange={(value) => set('timeline', value ?? '')} placeholder="Select a timeline" clearable />
        </SimpleGrid>
        <TextInput label="Development Phase" value={values.developmentPhase} onChange={(e) => set('developmentPhase', e.currentTarget.value)} placeholder="e.g. Planning, Design, Development, Testing" />
        <TextInput label="Tech Stack" description="Separate entries with commas" value={values.techStack} onChange={(e) => set('techStack', e.currentTarget.value)} placeholder="React, Node.js, PostgreSQL" />
        <TextInput label="Integrations" description="Separate entries with commas" value={values.integrations} onChange={(e) => set('integrations', e.currentTarget.value)} placeholder="Stripe, SendGrid" />
        <Select
          label="AI model"
          description={values.modelSource === 'user' ? 'Documents are written by the model you connected in your profile (Security → Model).' : "Documents are written by this server's model."}
          data={[
            { value: 'server', label: 'Server default' },
            { value: 'user', label: 'My model' },
          ]}
          value={values.modelSource}
          onChange={(value) => set('modelSource', value === 'user' ? 'user' : 'server')}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={nameMissing}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
