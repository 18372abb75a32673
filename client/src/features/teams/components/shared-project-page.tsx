import { Alert, Container, Group, Paper, Skeleton, Stack, Tabs, Text, Title, Typography } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { useParams } from 'react-router';
import { ToneBadge } from '../../../components/tone-badge';
import { graphqlAppCode } from '../../../lib/graphql-error';
import { SharedProjectQuery } from '../api/teams.graphql';

const LABELS: Record<string, string> = {
  prd: 'PRD',
  user_flows: 'User flows',
  feature_breakdown: 'Features',
  technical_architecture: 'Architecture',
  implementation_plan: 'Plan',
  roadmap: 'Roadmap',
};

/** /share/:token: a project's documents, read-only, for anyone with the link (no sign-in). */
export function SharedProjectPage() {
  const { token = '' } = useParams();
  const { data, loading, error } = useQuery(SharedProjectQuery, { variables: { token } });
  const shared = data?.sharedProject;

  if (loading && !shared) {
    return (
      <Container size="md" py="xl" aria-busy="true">
        <Skeleton h={36} w="50%" mb="lg" />
        <Skeleton h={320} radius="lg" />
      </Container>
    );
  }
  if (!shared) {
    const gone = graphqlAppCode(error) === 'SHARE_LINK_NOT_FOUND';
    return (
      <Container size="sm" py="xl">
        <Title order={1} fz={26} mb="md">
          {gone ? 'This link does not work' : 'Could not load the project'}
        </Title>
        <Text>{gone ? 'The link was revoked by the project owner, or it was never valid. Ask them for a new one.' : 'Please try again in a moment.'}</Text>
      </Container>
    );
  }
  const first = shared.documents[0]?.type;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {shared.name}
          </Title>
          <ToneBadge tone="blue" leftSection={<IconEye size={14} />}>
            Read-only
          </ToneBadge>
        </Group>
        {!first ? (
          <Alert variant="light">No documents have been written yet.</Alert>
        ) : (
          <Tabs defaultValue={first} keepMounted={false}>
            <Tabs.List mb="md">
              {shared.documents.map((d) => (
                <Tabs.Tab key={d.id} value={d.type}>
                  {LABELS[d.type] ?? d.type}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {shared.documents.map((d) => (
              <Tabs.Panel key={d.id} value={d.type}>
                <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
                  <Text size="sm" c="dimmed" mb="sm">
                    Version {d.version} · updated {new Date(d.updatedAt as string).toLocaleDateString()}
                  </Text>
                  <Typography>
                    <ReactMarkdown remarkPlugins={[remarkGfm]}>{d.content}</ReactMarkdown>
                  </Typography>
                </Paper>
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}
