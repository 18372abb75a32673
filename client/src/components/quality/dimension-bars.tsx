import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { DIMENSION_LOOK, DIMENSIONS, scoreColor, VERDICT_LOOK, type DimensionVerdict, type Dimensions, type VerdictLevel } from './quality-meta';

/**
 * The dimensions as labelled bars (0–100), each with the question it answers on hover and, when
 * the report has them, its verdict (strong / adequate / thin / broken) and the findings behind it.
 * The badge never shrinks: on a phone the label wraps instead.
 */
export function DimensionBars({ dimensions, verdicts = [] }: { dimensions: Dimensions; verdicts?: readonly DimensionVerdict[] }) {
  return (
    <Stack gap={10} aria-label="Score by dimension" role="list">
      {DIMENSIONS.map((key) => {
        const value = dimensions[key];
        if (value === null || value === undefined) return null;
        const look = DIMENSION_LOOK[key];
        const verdict = verdicts.find((v) => v.dimension === key);
        const verdictLook = verdict ? VERDICT_LOOK[verdict.verdict as VerdictLevel] : undefined;
        return (
          <div key={key} role="listitem" title={look.question}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
              <Text size="sm" fw={500} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {look.label}
              </Text>
              <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                {verdictLook ? (
                  // A dot badge: its word keeps the theme's text colour, so it reads in light and dark mode.
                  <Badge size="md" variant="dot" tt="none" color={verdictLook.color} aria-label={`${look.label} verdict: ${verdictLook.label}`} style={{ flexShrink: 0, overflow: 'visible' }} styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}>
                    {verdictLook.label}
                  </Badge>
                ) : null}
                <Text size="sm" fw={700}>
                  {value}
                </Text>
              </Group>
            </Group>
            <Progress value={value} color={scoreColor(value)} size="sm" mt={2} aria-label={`${look.label}: ${value} of 100`} />
            {verdict && (verdict.verdict === 'thin' || verdict.verdict === 'broken') ? (
              <Text size="xs" c="dimmed" mt={2}>
                {verdict.summary}
              </Text>
            ) : null}
          </div>
        );
      })}
    </Stack>
  );
}
