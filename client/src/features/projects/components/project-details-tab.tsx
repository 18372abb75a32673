import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { projectsChanged, updateProject, type Project } from '../../../lib/projects';
import { EDITABLE_STATUSES, TIMELINE_OPTIONS, toDetailsValues, toProjectChanges, type DetailsValues } from '../project-form';

interface ProjectDetailsTabProps {
  project: Project;
  onSaved: (project: Project) => void;
}

/** The Project Details form: name, description, status, phase, timeline, tech stack, integrations. */
export function ProjectDetailsTab({ project, onSaved }: ProjectDetailsTabProps) {
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
      const saved = await updateProject(project, toProjectChanges(values));
      notifications.show({ color: 'green', message: 'Project settings saved successfully' });
      setValues(toDetailsValues(saved));
      onSaved(saved);
      projectsChanged();
    } catch (error) {
      console.error('Failed to save project settings', error);
      notifications.show({ color: 'red', message: 'Failed to save project settings' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="md" maw={640}>
        <TextInput
          label="Project Name"
          required
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={nameMissing ? 'Project name is required' : undefined}
        />
        <Textarea label="Description" value={values.description} onChange={(e) => set('description', e.currentTarget.value)} autosize minRows={3} />
        <Group grow align="flex-start">
          <Select
            label="Status"
            data={EDITABLE_STATUSES.map((s) => ({ ...s }))}
            value={values.status}
            onChange={(value) => value && set('status', value as DetailsValues['status'])}
            allowDeselect={false}
          />
          <Select
            label="Timeline"
            data={timelines}
            value={values.timeline === '' ? null : values.timeline}
            onChange={(value) => set('timeline', value ?? '')}
            placeholder="Select a timeline"
            clearable
          />
        </Group>
        <TextInput
          label="Development Phase"
          value={values.developmentPhase}
          onChange={(e) => set('developmentPhase', e.currentTarget.value)}
          placeholder="e.g. Planning, Design, Development, Testing"
        />
        <TextInput
          label="Tech Stack"
          description="Separate entries with commas"
          value={values.techStack}
          onChange={(e) => set('techStack', e.currentTarget.value)}
          placeholder="React, Node.js, PostgreSQL"
        />
        <TextInput
          label="Integrations"
          description="Separate entries with commas"
          value={values.integrations}
          onChange={(e) => set('integrations', e.currentTarget.value)}
          placeholder="Stripe, SendGrid"
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
