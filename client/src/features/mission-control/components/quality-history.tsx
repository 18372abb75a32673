import { Group, Stack, Text } from '@mantine/core';
import { HistorySparkline } from '../../../components/quality/history-sparkline';
import { formatDate } from '../../../lib/format';

interface Point {
  score: number;
  createdAt: string;
}

/** How many of the latest points are listed under the line. */
const LISTED = 4;

/** The score's history (one point per change of the brief or the documents), when there is one. */
export function QualityHistory({ points }: { points: readonly Point[] }) {
  if (points.length < 2) return null;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const delta = last.score - first.score;
  const recent = points.slice(-LISTED).reverse();
  return (
    <Stack gap={6} aria-label="Score history" component="section">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        History
      </Text>
      <HistorySparkline points={points} />
      <Text size="sm">
        {delta === 0 ? `Unchanged at ${last.score}` : `${delta > 0 ? 'Up' : 'Down'} ${Math.abs(delta)} points`} over {points.length - 1} {points.length === 2 ? 'change' : 'changes'}
      </Text>
      <Stack gap={2} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Latest scores">
        {recent.map((p, i) => (
          <Group key={`${p.createdAt}-${i}`} component="li" gap="xs" justify="space-between" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {formatDate(p.createdAt)}
            </Text>
            <Text size="xs" fw={600}>
              {p.score}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
