import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { ToneBadge } from '../../../components/tone-badge';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { InviteMemberMutation, ProjectMembersQuery, RemoveMemberMutation, UpdateMemberRoleMutation } from '../api/team.graphql';

const ROLES = [
  { value: 'editor', label: 'Editor' },
  { value: 'reviewer', label: 'Reviewer' },
  { value: 'viewer', label: 'Viewer' },
];

/** Members: who works on the project and with which role. The owner invites, changes roles and removes. */
export function MembersTab({ projectId, isOwner }: { projectId: string; isOwner: boolean }) {
  const { data, loading } = useQuery(ProjectMembersQuery, { variables: { projectId }, fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: ProjectMembersQuery, variables: { projectId } }];
  const [invite, inviting] = useMutation(InviteMemberMutation, { refetchQueries, awaitRefetchQueries: true });
  const [updateRole] = useMutation(UpdateMemberRoleMutation, { refetchQueries });
  const [remove] = useMutation(RemoveMemberMutation, { refetchQueries });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('editor');
  const members = data?.projectMembers ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await invite({ variables: { projectId, input: { email, role } } });
      notifications.show({ color: 'green', message: `Invitation sent to ${email}` });
      setEmail('');
    } catch (error) {
      notifications.show({ color: 'red', message: graphqlErrorMessage(error, 'Could not send the invitation') });
    }
  };
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notifications.show({ color: 'green', message: done });
    } catch (error) {
      notifications.show({ color: 'red', message: graphqlErrorMessage(error, 'That did not work') });
    }
  };

  return (
    <Stack gap="lg">
      {isOwner && (
        <Paper withBorder radius="lg" p="lg">
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Invite people
              </Title>
              <Text size="sm" c="dimmed">
                They get an e-mail with a link that works once, for 7 days. Only the invited address can accept it.
              </Text>
              <Text size="sm">
                <b>Editor</b>: brief, documents, tasks and updates. <b>Reviewer</b>: read, comment and approve. <b>Viewer</b>: read and export.
              </Text>
              <Group align="flex-end" wrap="wrap">
                <TextInput label="E-mail address" type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} required miw={240} style={{ flex: 1 }} />
                <NativeSelect label="Role" data={ROLES} value={role} onChange={(e) => setRole(e.currentTarget.value)} />
                <Button type="submit" leftSection={<IconUserPlus size={16} />} loading={inviting.loading} disabled={!email.trim()}>
                  Invite
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
      <Paper withBorder radius="lg" p="lg">
        <Title order={2} fz="lg" mb="sm">
          Members
        </Title>
        {loading && !members.length ? (
          <Text c="dimmed">Loading members…</Text>
        ) : (
          <Stack gap={0} component="ul" aria-label="Members" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {members.map((m) => {
              const target = m.userId ?? m.id ?? '';
              return (
                <Group key={m.userId ?? m.id ?? m.email} component="li" justify="space-between" wrap="wrap" gap="sm" py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                    <Text fw={500}>{m.name ?? m.email}</Text>
                    <Group gap={6}>
                      {m.name && (
                        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                          {m.email}
                        </Text>
                      )}
                      {m.status === 'pending' && (
                        <ToneBadge size="sm" tone="amber">
                          Invited
                        </ToneBadge>
                      )}
                    </Group>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    {isOwner && m.role !== 'owner' ? (
                      <NativeSelect
                        aria-label={`Role of ${m.email}`}
                        data={ROLES}
                        value={m.role}
                        onChange={(e) => {
                          const next = e.currentTarget.value;
                          void act(() => updateRole({ variables: { projectId, userId: target, role: next } }), `${m.email} is now ${next}`);
                        }}
                      />
                    ) : (
                      <ToneBadge tone="blue">{m.role}</ToneBadge>
                    )}
                    {isOwner && m.role !== 'owner' && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={m.status === 'pending' ? `Revoke the invitation of ${m.email}` : `Remove ${m.email}`}
                        onClick={() => void act(() => remove({ variables: { projectId, userId: target } }), m.status === 'pending' ? 'Invitation revoked' : 'Member removed')}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
