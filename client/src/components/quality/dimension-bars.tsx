import { Group, Progress, Stack, Text } from '@mantine/core';
import { DIMENSION_LOOK, DIMENSIONS, scoreColor, type Dimensions } from './quality-meta';

/** The five dimensions as labelled bars (0–100), each with the question it answers on hover. */
export function DimensionBars({ dimensions }: { dimensions: Dimensions }) {
  return (
    <Stack gap={8} aria-label="Score by dimension" role="list">
      {DIMENSIONS.map((key) => {
        const value = dimensions[key];
        const look = DIMENSION_LOOK[key];
        return (
          <div key={key} role="listitem" title={look.question}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={500}>
                {look.label}
              </Text>
              <Text size="sm" fw={700}>
                {value}
              </Text>
            </Group>
            <Progress value={value} color={scoreColor(value)} size="sm" mt={2} aria-label={`${look.label}: ${value} of 100`} />
          </div>
        );
      })}
    </Stack>
  );
}
