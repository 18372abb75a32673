import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconUsers } from '@tabler/icons-react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { pathTo } from '../../../app/paths';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { AcceptInvitationMutation } from '../api/teams.graphql';

/** /invitations/:token, the link of an invitation mail: accept it with the invited account. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { cache } = useApolloClient();
  const email = useAuthStore((state) => state.user?.email);
  const [accept, { loading }] = useMutation(AcceptInvitationMutation);
  const [error, setError] = useState<string | null>(null);

  const join = async () => {
    setError(null);
    try {
      const out = await accept({ variables: { token } });
      const project = out.data?.acceptInvitation;
      // The sidebar and dashboard read the project lists again: the shared project is in them now.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'projects' });
      cache.gc();
      if (project) await navigate(pathTo.missionControl(project.id));
    } catch (e) {
      setError(graphqlErrorMessage(e, 'Could not accept the invitation'));
    }
  };

  return (
    <Container size={560} py="xl">
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="md">
          <IconUsers size={32} aria-hidden />
          <Title order={1} fz={26}>
            You are invited to a project
          </Title>
          <Text>
            Accepting adds the project to your list with the role the owner chose. You are signed in as <b>{email ?? 'this account'}</b>: the invitation works only for the address it was sent to.
          </Text>
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <Stack gap="xs">
            <Button onClick={() => void join()} loading={loading} w="fit-content">
              Accept the invitation
            </Button>
            <Button component={Link} to={pathTo.home()} variant="subtle" color="gray" w="fit-content">
              Not now
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
