import { Anchor, Group, Paper, RingProgress, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { specItemPath } from './spec-item-path';
import classes from './traceability.module.css';

export interface CoverageFigure {
  key: string;
  label: string;
  covered: number;
  total: number;
  percent: number;
  gaps: string[];
}

/** Short names for the server's four coverage keys (its labels stay as the description). */
const SHORT: Record<string, string> = {
  requirementsWithCriteria: 'FRs with criteria',
  requirementsWithTasks: 'FRs with tasks',
  tasksWithRequirements: 'Tasks with FRs',
  metricsWithRequirements: 'Metrics with FRs',
};

/** How many gaps are named before "and n more": a 500-requirement matrix stays readable. */
const SHOWN_GAPS = 8;

function Figure({ figure, projectId }: { figure: CoverageFigure; projectId: string }) {
  const full = figure.gaps.length === 0;
  const title = SHORT[figure.key] ?? figure.label;
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`coverage-${figure.key}`}>
      <Group wrap="wrap" gap="sm" align="flex-start">
        <RingProgress
          size={72}
          thickness={6}
          roundCaps
          sections={[{ value: figure.percent, color: full ? 'teal' : 'yellow' }]}
          label={
            <Text ta="center" fz={11} fw={700}>
              {figure.percent}%
            </Text>
          }
          aria-hidden
        />
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600}>
            {title}
          </Text>
          <Text size="sm" aria-label={`${title}: ${figure.covered} of ${figure.total}`} title={figure.label}>
            {figure.covered} / {figure.total}
          </Text>
          {!full && (
            <Text size="xs" className={classes.ids} component="div">
              <span className={classes.gap}>Gaps:</span>
              {figure.gaps.slice(0, SHOWN_GAPS).map((id) => (
                <Anchor key={id} component={Link} to={specItemPath(projectId, id)} className={`${classes.idLink} ${classes.gap}`} underline="always">
                  {id}
                </Anchor>
              ))}
              {figure.gaps.length > SHOWN_GAPS && <span>and {figure.gaps.length - SHOWN_GAPS} more</span>}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The matrix's four coverage figures as rings with numbers; uncovered ids in warning colour. */
export function CoverageFigures({ coverage, projectId }: { coverage: CoverageFigure[]; projectId: string }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" aria-label="Coverage">
      {coverage.map((figure) => (
        <Figure key={figure.key} figure={figure} projectId={projectId} />
      ))}
    </SimpleGrid>
  );
}
