import { useQuery } from '@apollo/client/react';
import { Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { RetiredRequirementsQuery } from '../graphql/change-impact.graphql';

/**
 * Requirements the brief no longer has: they keep their id (superseded, never renumbered) and
 * are listed under the matrix, struck through, with the day they left the brief.
 */
export function RetiredRequirements({ projectId, refreshKey }: { projectId: string; refreshKey: string }) {
  const { data, refetch } = useQuery(RetiredRequirementsQuery, { variables: { projectId }, fetchPolicy: 'cache-and-network' });
  const lastKey = useRef(refreshKey);
  useEffect(() => {
    if (refreshKey === lastKey.current) return;
    lastKey.current = refreshKey;
    refetch().catch(() => undefined);
  }, [refreshKey, refetch]);

  const retired = (data?.specGraph.items ?? []).filter((item) => item.status === 'superseded');
  if (retired.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="retired-title" mt="md">
      <Title order={3} fz="sm" id="retired-title" mb={6}>
        Removed from the brief
      </Title>
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {retired.map((item) => {
          const on = typeof item.fields.supersededOn === 'string' ? item.fields.supersededOn : null;
          return (
            <Group component="li" key={item.id} gap="xs" wrap="nowrap" align="flex-start" data-testid={`retired-${item.id}`}>
              <Badge variant="light" color="gray" radius="sm" tt="none" ff="monospace" td="line-through" style={{ flexShrink: 0 }}>
                {item.id}
              </Badge>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" td="line-through" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {on ? `removed from the brief on ${on}` : 'removed from the brief'}
                </Text>
              </div>
            </Group>
          );
        })}
      </Stack>
    </Box>
  );
}
