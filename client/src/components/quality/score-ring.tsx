import { Group, RingProgress, Stack, Text } from '@mantine/core';
import { scoreColor, scoreVerdict } from './quality-meta';

/** The overall score (0–100) in a ring, with what it means in words beside it. */
export function ScoreRing({ score, ready, size = 112, caption }: { score: number; ready?: boolean; size?: number; caption?: string }) {
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <RingProgress
        size={size}
        thickness={Math.round(size / 10)}
        roundCaps
        sections={[{ value: Math.max(score, 1), color: scoreColor(score) }]}
        label={
          <Text ta="center" fw={800} fz={Math.round(size / 4)} lh={1}>
            {score}
          </Text>
        }
        role="img"
        aria-label={`Quality score: ${score} of 100`}
      />
      <Stack gap={2} miw={0}>
        <Text fw={700}>{scoreVerdict(score, ready)}</Text>
        <Text size="sm" c="dimmed">
          {caption ?? 'out of 100'}
        </Text>
      </Stack>
    </Group>
  );
}
