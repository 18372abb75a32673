import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconMessage, IconPencilQuestion } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ToneBadge } from '../../../components/tone-badge';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { useProjectChanges } from '../../../lib/live/project-changes';
import { AddDocumentCommentMutation, DecideDocumentApprovalMutation, DocumentReviewQuery } from '../api/documents.graphql';

/**
 * Under a document: who approved its current version (a new version starts with none) and the
 * comments on it. Reviewers and up may decide and comment; the server refuses anyone else.
 */
export function DocumentReview({ projectId, documentId, type, version }: { projectId: string; documentId: string; type: string; version: number }) {
  const target = `document:${type}`;
  const variables = { projectId, documentId, target };
  const { data, refetch } = useQuery(DocumentReviewQuery, { variables, fetchPolicy: 'cache-and-network' });
  // Comments added, edited, resolved or deleted by anyone appear without a reload.
  useProjectChanges(projectId, (change) => {
    if (change.kind === 'comments') void refetch().catch(() => undefined);
  });
  const refetchQueries = [{ query: DocumentReviewQuery, variables }];
  const [decide, deciding] = useMutation(DecideDocumentApprovalMutation, { refetchQueries, awaitRefetchQueries: true });
  const [comment, commenting] = useMutation(AddDocumentCommentMutation, { refetchQueries, awaitRefetchQueries: true });
  const [note, setNote] = useState('');
  const [body, setBody] = useState('');
  const approvals = data?.documentApprovals ?? [];
  const comments = data?.comments ?? [];

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
    void run(() => decide({ variables: { documentId, input: { version, decision, note: note.trim() || null } } }), decision === 'approve' ? 'Approved' : 'Changes requested', () => setNote(''));

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
          Comments ({comments.length})
        </Title>
        <Stack gap="sm" mb="sm">
          {comments.map((c) => (
            <div key={c.id}>
              <Text size="sm" fw={600}>
                {c.authorName}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  {new Date(c.createdAt as string).toLocaleString()}
                  {c.resolved ? ' · resolved' : ''}
                </Text>
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {c.body}
              </Text>
            </div>
          ))}
        </Stack>
        <Textarea label="Add a comment" description="Mention someone with @name or @email." value={body} onChange={(e) => setBody(e.currentTarget.value)} autosize minRows={2} maxLength={10000} />
        <Button
          mt="sm"
          leftSection={<IconMessage size={16} />}
          disabled={!body.trim()}
          loading={commenting.loading}
          onClick={() => void run(() => comment({ variables: { projectId, input: { target, body } } }), 'Comment added', () => setBody(''))}
        >
          Comment
        </Button>
      </Paper>
    </Stack>
  );
}
