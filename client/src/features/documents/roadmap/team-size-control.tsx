import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { RegenerateAllDocumentsMutation } from '../api/documents.graphql';
import type { RoadmapCapacity } from './roadmap-data';
import { SetTeamSizeMutation } from './set-team-size-mutation';

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/**
 * The team the schedule assumed, and a way to change it. The schedule is part of the spec graph
 * built with the PRD, so a new team size re-plans when the documents are regenerated (they all
 * turn out of date: the PRD's open questions mention the team too).
 */
export function TeamSizeControl({ projectId, capacity }: { projectId: string; capacity: RoadmapCapacity }) {
  const [value, setValue] = useState<number | string>(capacity.teamSize);
  const [saved, setSaved] = useState<number | null>(null);
  const [queued, setQueued] = useState<'idle' | 'busy' | 'done'>('idle');
  const [regenError, setRegenError] = useState<string | null>(null);
  const [save, { loading, error }] = useMutation(SetTeamSizeMutation);
  const [generateAllDocuments] = useMutation(RegenerateAllDocumentsMutation);
  const size = typeof value === 'number' ? value : Number.NaN;
  const valid = Number.isInteger(size) && size >= 1 && size <= 50;

  const submit = async () => {
    if (!valid) return;
    const answer = await save({ variables: { projectId, teamSize: size } }).catch(() => null);
    if (answer?.data) setSaved(answer.data.setTeamSize.teamSize);
  };
  const regenerate = async () => {
    setQueued('busy');
    try {
      await generateAllDocuments({ variables: { projectId } });
      setQueued('done');
    } catch (err) {
      setRegenError(graphqlErrorMessage(err, 'The documents could not be regenerated'));
      setQueued('idle');
    }
  };

  return (
    <div data-testid="team-size">
      <Text size="sm">
        Planned for <b>{people(capacity.teamSize)}</b>
        {capacity.teamSizeAssumed ? ' — the default for this scope.' : '.'}
        {capacity.overrunDays > 0 && ` The schedule overruns the chosen window by ${capacity.overrunDays} days.`}
      </Text>
      <Group gap="xs" mt={6} align="flex-end" wrap="wrap">
        <NumberInput label="Team size" size="xs" w={110} min={1} max={50} allowDecimal={false} clampBehavior="strict" value={value} onChange={setValue} error={value !== '' && !valid ? '1 to 50 people' : error?.message} />
        <Button size="xs" variant="default" onClick={() => void submit()} loading={loading} disabled={!valid || size === (saved ?? capacity.teamSize)}>
          Save team size
        </Button>
      </Group>
      {saved !== null && (
        <Alert mt="xs" variant="light" color="gray" py="xs" role="status">
          <Text size="sm">Saved: {people(saved)}. The documents are now out of date; regenerate them to re-plan the roadmap for this team.</Text>
          {queued === 'done' ? (
            <Text size="sm" mt={4}>
              Regenerating.{' '}
              <Anchor component={Link} to={pathTo.projectMissionControl(projectId)}>
                Follow it in Mission Control
              </Anchor>
            </Text>
          ) : (
            <Button size="compact-sm" mt={4} onClick={() => void regenerate()} loading={queued === 'busy'}>
              Regenerate the documents
            </Button>
          )}
          {regenError && (
            <Text size="sm" c="red" mt={4}>
              {regenError}
            </Text>
          )}
        </Alert>
      )}
    </div>
  );
}
