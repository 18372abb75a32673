import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { CommentCountsQuery } from '../../../lib/comment-counts';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { useProjectChanges } from '../../../lib/live/project-changes';
import { AddDocumentCommentMutation, TargetCommentsQuery } from '../api/documents.graphql';

/**
 * The comments on one target (the document, a section `document:prd#Goals` or an item `FR-3`)
 * and a box to add one. Adding reads the project's comment counts again, so the badges follow.
 */
export function CommentsPanel({ projectId, target }: { projectId: string; target: string }) {
  const variables = { projectId, target };
  const { data, loading, refetch } = useQuery(TargetCommentsQuery, { variables, fetchPolicy: 'cache-and-network' });
  // Comments added, edited, resolved or deleted by anyone appear without a reload.
  useProjectChanges(projectId, (change) => {
    if (change.kind === 'comments') void refetch().catch(() => undefined);
  });
  const [comment, commenting] = useMutation(AddDocumentCommentMutation, {
    refetchQueries: [
      { query: TargetCommentsQuery, variables },
      { query: CommentCountsQuery, variables: { projectId } },
    ],
    awaitRefetchQueries: true,
  });
  const [body, setBody] = useState('');
  const comments = data?.comments ?? [];

  const add = async () => {
    try {
      await comment({ variables: { projectId, input: { target, body } } });
      notifications.show({ color: 'green', message: 'Comment added' });
      setBody('');
    } catch (error) {
      notifications.show({ color: 'red', message: graphqlErrorMessage(error, 'That did not work') });
    }
  };

  return (
    <div data-testid="comments-panel" data-target={target}>
      <Stack gap="sm" mb="sm">
        {comments.length === 0 && !loading && (
          <Text size="sm" c="dimmed">
            No comments yet.
          </Text>
        )}
        {comments.map((c) => (
          <div key={c.id}>
            <Text size="sm" fw={600}>
              {c.authorName}{' '}
              <Text span size="xs" c="dimmed" fw={400}>
                {new Date(c.createdAt as string).toLocaleString()}
                {c.resolved ? ' · resolved' : ''}
              </Text>
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {c.body}
            </Text>
          </div>
        ))}
      </Stack>
      <Textarea label="Add a comment" description="Mention someone with @name or @email." value={body} onChange={(e) => setBody(e.currentTarget.value)} autosize minRows={2} maxLength={10000} />
      <Button mt="sm" leftSection={<IconMessage size={16} />} disabled={!body.trim()} loading={commenting.loading} onClick={() => void add()}>
        Comment
      </Button>
    </div>
  );
}
