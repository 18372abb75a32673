import { Alert, Button, Code, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { callFailures, logCallFailure } from '../../../lib/call-failures';
import { DeleteProjectMutation } from '../api/project-settings.graphql';
import type { SettingsProject } from '../project-form';

/** Danger Zone: type the project's name to delete it. */
export function DangerZoneTab({ project }: { project: SettingsProject }) {
  const navigate = useNavigate();
  const [deleteProject] = useMutation(DeleteProjectMutation);
  const { cache } = useApolloClient();
  const deleteProjectFromCache = (id: string) => {
    cache.evict({ id: cache.identify({ __typename: 'Project', id }) });
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'projects' });
    cache.gc();
  };
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const matches = typed === project.name;

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    // Enter in the box submits even while the button is disabled: answer with the spec's toast.
    if (!matches) {
      notifications.show({ color: 'red', message: 'Project name does not match' });
      return;
    }
    setDeleting(true);
    try {
      await deleteProject({ variables: { id: project.id } });
      notifications.show({ color: 'green', message: 'Project deleted successfully' });
      // Leave first: this page would otherwise re-read its now missing project.
      await navigate('/');
      // Gone from Apollo's cache; every project list on screen (the sidebar's) is read again.
      deleteProjectFromCache(project.id);
    } catch (error) {
      logCallFailure(callFailures.deleteProject, error);
      notifications.show({ color: 'red', message: 'Failed to delete project' });
      setDeleting(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg" maw={640} style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <form onSubmit={(event) => void remove(event)} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg" c="red">
            Delete this project
          </Title>
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            Deleting a project removes it and all of its wizard answers and documents. This cannot be undone.
          </Alert>
          <Text size="sm">
            Type <Code>{project.name}</Code> to confirm.
          </Text>
          <TextInput label="Project name" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} autoComplete="off" />
          <Button type="submit" color="red" leftSection={<IconTrash size={16} />} disabled={!matches} loading={deleting} w="fit-content">
            Delete Project
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
