import { useSubscription } from '@apollo/client/react';
import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import type { ProjectPresenceSubscription as PresenceData } from '../../../gql/graphql';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { ProjectPresenceSubscription } from '../graphql/presence.graphql';

type Present = PresenceData['projectPresence'][number];

const SHOWN = 4;

function who(people: Present[]): string {
  const names = people.map((p) => p.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/** One present person: their picture or initials, their name on hover and to screen readers. */
function PersonAvatar({ person }: { person: Present }) {
  return (
    <Tooltip label={person.name} withArrow>
      <Avatar src={person.avatarUrl} name={person.name} color="initials" radius="xl" size={32} alt={person.name} aria-label={person.name} role="img">
        {person.initials}
      </Avatar>
    </Tooltip>
  );
}

/**
 * Who else has this project open, as a row of avatars in Mission Control's header. Opening it
 * marks this person present for the others (the server's presence subscription); nothing is
 * shown while nobody else is here.
 */
export function PresenceAvatars({ projectId }: { projectId: string }) {
  const me = useAuthStore((s) => s.user?.id);
  const { data } = useSubscription(ProjectPresenceSubscription, { variables: { projectId }, skip: !projectId, fetchPolicy: 'no-cache' });
  const others = (data?.projectPresence ?? []).filter((p) => p.userId !== me);
  if (others.length === 0) return null;
  const shown = others.slice(0, SHOWN);
  const rest = others.slice(SHOWN);
  const label = `Also here: ${who(others)}`;

  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={label} data-testid="presence">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" aria-hidden>
        Also here
      </Text>
      <Avatar.Group spacing="sm">
        {shown.map((p) => (
          <PersonAvatar key={p.userId} person={p} />
        ))}
        {rest.length > 0 && (
          <Tooltip label={who(rest)} withArrow>
            <Avatar radius="xl" size={32} aria-label={`${rest.length} more: ${who(rest)}`} role="img">
              +{rest.length}
            </Avatar>
          </Tooltip>
        )}
      </Avatar.Group>
    </Group>
  );
}
