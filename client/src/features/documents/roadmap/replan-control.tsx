import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import { ReplanRoadmapMutation, TaskProgressQuery } from './task-status.graphql';

const tasks = (n: number) => `${n} ${n === 1 ? 'task' : 'tasks'}`;

/**
 * Re-plans the remaining tasks from today: done tasks keep their dates, the rest are scheduled
 * again (in-progress ones first) and the roadmap gets a new version. `onReplanned` reloads it.
 */
export function ReplanControl({ projectId, onReplanned }: { projectId: string; onReplanned?: () => void }) {
  const [replan, { data, loading, error }] = useMutation(ReplanRoadmapMutation, {
    refetchQueries: [{ query: TaskProgressQuery, variables: { projectId } }],
  });
  const result = data?.replanRoadmap;
  const run = async () => {
    const answer = await replan({ variables: { projectId } }).catch(() => null);
    if (answer?.data) onReplanned?.();
  };
  return (
    <div data-testid="replan">
      <Group gap="xs" align="center" wrap="wrap">
        <Button size="xs" variant="default" onClick={() => void run()} loading={loading}>
          Re-plan from today
        </Button>
        <Text size="xs" c="dimmed">
          Done tasks keep their dates; the rest are scheduled again from today.
        </Text>
      </Group>
      {error && (
        <Alert mt="xs" color="red" variant="light" py="xs" role="alert">
          The roadmap could not be re-planned: {error.message}
        </Alert>
      )}
      {result && (
        <Alert mt="xs" variant="light" color="gray" py="xs" role="status">
          <Text size="sm">
            Re-planned from {formatDate(result.from)}: {tasks(result.remainingTasks)} open, {result.doneTasks} done. The last task now ends on {formatDate(result.finish)}
            {result.overrunDays > 0 ? `, ${result.overrunDays} days past the chosen window.` : ', within the chosen window.'} Saved as version {result.version}.
          </Text>
          {result.keptSections.length > 0 && (
            <Text size="sm" mt={4}>
              Edited by hand and left as they are: {result.keptSections.join(', ')}. Check their dates.
            </Text>
          )}
        </Alert>
      )}
    </div>
  );
}
