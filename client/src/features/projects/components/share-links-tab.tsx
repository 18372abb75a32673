import { ActionIcon, Alert, Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconLink, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { CreateShareLinkMutation, RevokeShareLinkMutation, ShareLinksQuery } from '../api/team.graphql';

/** Read-only links to the project's documents (owner only): the link is shown once, when created. */
export function ShareLinksTab({ projectId }: { projectId: string }) {
  const { data } = useQuery(ShareLinksQuery, { variables: { projectId }, fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: ShareLinksQuery, variables: { projectId } }];
  const [create, creating] = useMutation(CreateShareLinkMutation, { refetchQueries });
  const [revoke] = useMutation(RevokeShareLinkMutation, { refetchQueries });
  const [fresh, setFresh] = useState<string | null>(null);
  const links = data?.shareLinks ?? [];

  const add = async () => {
    try {
      const out = await create({ variables: { projectId } });
      setFresh(out.data?.createShareLink.url ?? null);
    } catch (error) {
      notifications.show({ color: 'red', message: graphqlErrorMessage(error, 'Could not create the link') });
    }
  };
  const drop = async (linkId: string) => {
    try {
      await revoke({ variables: { projectId, linkId } });
      notifications.show({ color: 'green', message: 'Share link revoked' });
    } catch (error) {
      notifications.show({ color: 'red', message: graphqlErrorMessage(error, 'Could not revoke the link') });
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Read-only links
        </Title>
        <Text size="sm" c="dimmed">
          Anyone with a link can read the project&apos;s documents without signing in, and nothing else: not the brief, the members or the comments. Revoke a link to close it at once.
        </Text>
        <Button leftSection={<IconLink size={16} />} onClick={() => void add()} loading={creating.loading} w="fit-content">
          Create a link
        </Button>
        {fresh && (
          <Alert color="green" variant="light" title="Copy the link now: it is shown only once">
            <Group gap="xs" wrap="nowrap">
              <Code style={{ wordBreak: 'break-all' }}>{fresh}</Code>
              <CopyButton value={fresh}>
                {({ copied, copy }) => (
                  <ActionIcon variant="subtle" onClick={copy} aria-label={copied ? 'Copied' : 'Copy the link'}>
                    <IconCopy size={16} />
                  </ActionIcon>
                )}
              </CopyButton>
            </Group>
          </Alert>
        )}
        {links.length === 0 ? (
          <Text size="sm">No links yet.</Text>
        ) : (
          <Stack gap="xs">
            {links.map((l, i) => (
              <Group key={l.id} justify="space-between">
                <Text size="sm">
                  Link {links.length - i}, created {new Date(l.createdAt as string).toLocaleString()}
                </Text>
                <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={() => void drop(l.id)}>
                  Revoke
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
