import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Drawer, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import { useAuth } from '../../../lib/auth';
import { AdminUserQuery } from '../graphql/admin-queries';
import { DeleteUserMutation, SendPasswordResetMutation, SetUserDisabledMutation, SetUserRoleMutation } from '../graphql/admin-mutations';
import { useConfirmedAction } from '../hooks/use-confirmed-action';
import { ConfirmAction } from './confirm-action';

const refetch = { refetchQueries: ['AdminUsers', 'AdminUser', 'AdminOverview', 'AdminAudit'], awaitRefetchQueries: true };

/** One user: details, projects, sessions, and the actions (each behind a confirmation). */
export function UserDrawer({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { user: me } = useAuth();
  const { data, loading, error } = useQuery(AdminUserQuery, { variables: { id: userId ?? '' }, skip: !userId, fetchPolicy: 'network-only' });
  const [setDisabled] = useMutation(SetUserDisabledMutation, refetch);
  const [setRole] = useMutation(SetUserRoleMutation, refetch);
  const [sendReset] = useMutation(SendPasswordResetMutation, refetch);
  const [remove] = useMutation(DeleteUserMutation, { refetchQueries: ['AdminUsers', 'AdminOverview', 'AdminAudit'] });
  const action = useConfirmedAction();
  const detail = data?.adminUser;
  const u = detail?.user;
  const self = u?.id === me?.id;

  return (
    <Drawer opened={userId !== null} onClose={onClose} position="right" size="lg" title={u ? u.email : 'User'}>
      {error ? <Alert color="red">{error.message}</Alert> : null}
      {loading && !detail ? <Loader /> : null}
      {u && detail ? (
        <Stack gap="md">
          <Group gap="xs">
            <Badge color={u.role === 'admin' ? 'grape' : 'gray'}>{u.role}</Badge>
            {u.disabledAt ? (
              <Badge color="red">Disabled {formatDate(u.disabledAt)}</Badge>
            ) : (
              <Badge color="green" variant="light">
                Active
              </Badge>
            )}
            {u.emailConfirmedAt ? null : <Badge color="yellow">E-mail not confirmed</Badge>}
          </Group>
          <Text size="sm">
            {u.name} · joined {formatDate(u.createdAt)} · last sign-in {formatDate(u.lastSignInAt) ?? 'never'}
          </Text>
          <Group gap="xs">
            {u.disabledAt ? (
              <Button
                size="xs"
                variant="light"
                onClick={() => action.ask({ title: 'Enable user', message: `Let ${u.email} sign in again?`, confirmLabel: 'Enable', success: 'User enabled', run: () => setDisabled({ variables: { id: u.id, disabled: false } }) })}
              >
                Enable
              </Button>
            ) : (
              <Button
                size="xs"
                color="red"
                variant="light"
                disabled={self}
                onClick={() =>
                  action.ask({
                    title: 'Disable user',
                    message: `${u.email} will be signed out everywhere and cannot sign in until enabled again.`,
                    confirmLabel: 'Disable user',
                    danger: true,
                    success: 'User disabled',
                    run: () => setDisabled({ variables: { id: u.id, disabled: true } }),
                  })
                }
              >
                Disable
              </Button>
            )}
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                const role = u.role === 'admin' ? 'user' : 'admin';
                action.ask({
                  title: 'Change role',
                  message: `Make ${u.email} ${role === 'admin' ? 'an administrator' : 'a regular user'}?`,
                  confirmLabel: role === 'admin' ? 'Make admin' : 'Remove admin',
                  danger: role === 'user',
                  success: 'Role updated',
                  run: () => setRole({ variables: { id: u.id, role } }),
                });
              }}
            >
              {u.role === 'admin' ? 'Remove admin' : 'Make admin'}
            </Button>
            <Button
              size="xs"
              variant="light"
              onClick={() => action.ask({ title: 'Send password reset', message: `E-mail ${u.email} a link to set a new password?`, confirmLabel: 'Send e-mail', success: 'Password reset e-mail sent', run: () => sendReset({ variables: { id: u.id } }) })}
            >
              Send password reset
            </Button>
            <Button
              size="xs"
              color="red"
              disabled={self}
              onClick={() =>
                action.ask({
                  title: 'Delete user',
                  message: `Delete ${u.email} with all their projects and documents? This cannot be undone.`,
                  confirmLabel: 'Delete user',
                  danger: true,
                  success: 'User deleted',
                  run: async () => {
                    await remove({ variables: { id: u.id } });
                    onClose();
                  },
                })
              }
            >
              Delete
            </Button>
          </Group>
          <Title order={3} fz="md">
            Projects ({detail.projects.length})
          </Title>
          {detail.projects.length === 0 ? (
            <Text size="sm" c="dimmed">
              No projects.
            </Text>
          ) : (
            <Table aria-label="User projects">
              <Table.Tbody>
                {detail.projects.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{p.name}</Table.Td>
                    <Table.Td>{p.status}</Table.Td>
                    <Table.Td>{p.documentCount} documents</Table.Td>
                    <Table.Td>{formatDate(p.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Title order={3} fz="md">
            Sessions
          </Title>
          {detail.sessions.length === 0 ? (
            <Text size="sm" c="dimmed">
              No sessions.
            </Text>
          ) : (
            <Table aria-label="User sessions">
              <Table.Tbody>
                {detail.sessions.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Text size="xs" lineClamp={1} title={s.userAgent ?? undefined}>
                        {s.userAgent ?? 'Unknown device'}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDate(s.createdAt)}</Table.Td>
                    <Table.Td>
                      {s.active ? (
                        <Badge color="green" variant="light">
                          Active
                        </Badge>
                      ) : (
                        <Text size="xs" c="dimmed">
                          Ended: {(s.revokedReason ?? 'expired').replace(/_/g, ' ')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      ) : null}
      <ConfirmAction action={action.pending} busy={action.busy} onCancel={action.cancel} onConfirm={(a) => void action.confirm(a)} />
    </Drawer>
  );
}
