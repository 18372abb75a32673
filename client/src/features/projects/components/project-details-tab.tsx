import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@apollo/client/react';
import { callFailures, logCallFailure } from '../../../lib/call-failures';
import { zodValidator } from '../../../lib/forms';
import { UpdateProjectSettingsMutation } from '../api/project-settings.graphql';
import { detailsSchema, EDITABLE_STATUSES, editableStatus, TIMELINE_OPTIONS, toDetailsValues, toProjectInput, type DetailsValues, type SettingsProject } from '../project-form';

const validateDetails = zodValidator(detailsSchema);

interface ProjectDetailsTabProps {
  project: SettingsProject;
}

/** The Project Details form: name, description, status, phase, timeline, tech stack, integrations. */
export function ProjectDetailsTab({ project }: ProjectDetailsTabProps) {
  const [updateProject] = useMutation(UpdateProjectSettingsMutation);
  const form = useForm<DetailsValues>({ initialValues: toDetailsValues(project), validate: validateDetails });
  const values = form.values;
  // The name's error shows as soon as it is blank (not only after a save), so it is checked on every render.
  const nameError = validateDetails(values).name;
  const timelines = TIMELINE_OPTIONS.includes(values.timeline) || values.timeline === '' ? TIMELINE_OPTIONS : [values.timeline, ...TIMELINE_OPTIONS];

  const save = form.onSubmit(async (submitted) => {
    try {
      // The answer updates Project:<id> in Apollo's cache (this page's title, the dashboard card).
      const result = await updateProject({ variables: { id: project.id, input: toProjectInput(submitted) } });
      notifications.show({ color: 'green', message: 'Project settings saved successfully' });
      if (result.data) form.setValues(toDetailsValues(result.data.updateProject));
    } catch (error) {
      logCallFailure(callFailures.updateProject, error);
      notifications.show({ color: 'red', message: 'Failed to save project settings' });
    }
  });
  const text = (key: 'name' | 'description' | 'developmentPhase' | 'techStack' | 'integrations') => form.getInputProps(key, { withError: false });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md" maw={640}>
        <TextInput label="Project Name" required {...text('name')} error={nameError} />
        <Textarea label="Description" {...text('description')} autosize minRows={3} />
        {/* Side by side where both fit whole; stacked on a phone (Group grow halved them and cut "Select a timeline"). */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select label="Status" data={EDITABLE_STATUSES.map((s) => ({ ...s }))} value={values.status} onChange={(value) => value && form.setFieldValue('status', editableStatus(value))} allowDeselect={false} />
          <Select label="Timeline" data={timelines} value={values.timeline === '' ? null : values.timeline} onChange={(value) => form.setFieldValue('timeline', value ?? '')} placeholder="Select a timeline" clearable />
        </SimpleGrid>
        <TextInput label="Development Phase" {...text('developmentPhase')} placeholder="e.g. Planning, Design, Development, Testing" />
        <TextInput label="Tech Stack" description="Separate entries with commas" {...text('techStack')} placeholder="React, Node.js, PostgreSQL" />
        <TextInput label="Integrations" description="Separate entries with commas" {...text('integrations')} placeholder="Stripe, SendGrid" />
        <Select
          label="AI model"
          description={values.modelSource === 'user' ? 'Documents are written by the model you connected in your profile (Security → Model).' : "Documents are written by this server's model."}
          data={[
            { value: 'server', label: 'Server default' },
            { value: 'user', label: 'My model' },
          ]}
          value={values.modelSource}
          onChange={(value) => form.setFieldValue('modelSource', value === 'user' ? 'user' : 'server')}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting} disabled={nameError !== undefined}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
