import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPencilQuestion } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ToneBadge } from '../../../components/tone-badge';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { DecideDocumentApprovalMutation, DocumentReviewQuery } from '../api/documents.graphql';
import { CommentsPanel } from './comments-panel';

/**
 * Under a document: who approved its current version (a new version starts with none) and the
 * comments on it. Reviewers and up may decide and comment; the server refuses anyone else.
 */
export function DocumentReview({ projectId, documentId, type, version }: { projectId: string; documentId: string; type: string; version: number }) {
  const variables = { documentId };
  const { data } = useQuery(DocumentReviewQuery, { variables, fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: DocumentReviewQuery, variables }];
  const [decide, deciding] = useMutation(DecideDocumentApprovalMutation, { refetchQueries, awaitRefetchQueries: true });
  const [note, setNote] = useState('');
  const approvals = data?.documentApprovals ?? [];

  const run = async (work: () => Promise<unknown>, done: string, after: () => void) => {
    try {
      await work();
      notifications.show({ color: 'green', message: done });
      after();
    } catch (error) {
      notifications.show({ color: 'red', message: graphqlErrorMessage(error, 'That did not work') });
    }
  };
  const decideAs = (decision: 'approve' | 'request_changes') =>
    void run(
      () => decide({ variables: { documentId, input: { version, decision, note: note.trim() || null } } }),
      decision === 'approve' ? 'Approved' : 'Changes requested',
      () => setNote(''),
    );

  return (
    <Stack gap="md" mt="xl">
      <Paper withBorder radius="lg" p="lg">
        <Title order={2} fz="lg" mb="xs">
          Approvals of version {version}
        </Title>
        {approvals.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nobody has decided on this version yet.
          </Text>
        ) : (
          <Stack gap={6} mb="sm">
            {approvals.map((a) => (
              <Group key={a.id} gap="xs">
                <ToneBadge tone={a.decision === 'approve' ? 'green' : 'amber'}>{a.decision === 'approve' ? 'Approved' : 'Changes requested'}</ToneBadge>
                <Text size="sm">
                  by {a.userName}
                  {a.note ? `: ${a.note}` : ''}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <Textarea label="Note (optional)" value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={1} maxLength={2000} mt="sm" />
        <Group gap="sm" mt="sm">
          <Button leftSection={<IconCheck size={16} />} onClick={() => decideAs('approve')} loading={deciding.loading}>
            Approve
          </Button>
          <Button variant="light" leftSection={<IconPencilQuestion size={16} />} onClick={() => decideAs('request_changes')} loading={deciding.loading}>
            Request changes
          </Button>
        </Group>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Title order={2} fz="lg" mb="xs">
          Comments on the whole document
        </Title>
        <CommentsPanel projectId={projectId} target={`document:${type}`} />
      </Paper>
    </Stack>
  );
}
