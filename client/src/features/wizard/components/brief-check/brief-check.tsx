import { Badge, Group, Loader, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DimensionBars } from '../../../../components/quality/dimension-bars';
import { SEVERITY_LOOK, severityRank, type Severity } from '../../../../components/quality/quality-meta';
import { ScoreRing } from '../../../../components/quality/score-ring';
import { useDraftCheck } from '../../hooks/use-draft-check';
import { useDraft } from '../../stores/draft-store-context';
import { BriefCheckQuestions } from './brief-check-questions';

/** How many findings the check lists (the most severe first). */
export const TOP_FINDINGS = 3;

/**
 * The last step's brief check: the draft's own score, its dimensions and top findings, and the
 * questions whose answers improve it, before "Create Project". Nothing is stored; if the check
 * cannot run, creating the project is not held up.
 */
export function BriefCheck() {
  const draft = useDraft();
  const { report, questions, checking, error } = useDraftCheck(draft);
  const top = report ? [...report.findings].sort((a, b) => severityRank(a.severity) - severityRank(b.severity)).slice(0, TOP_FINDINGS) : [];

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mt="xl" component="section" aria-labelledby="brief-check-title" aria-busy={checking}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2}>
          <Title order={3} fz="lg" id="brief-check-title">
            Brief check
          </Title>
          <Text size="sm" c="dimmed">
            How ready this brief is to build from, graded by fixed rules. A higher score means fewer guesses in the documents.
          </Text>
        </Stack>
        {checking && report && <Loader size="xs" aria-label="Checking the brief again" />}
      </Group>

      {!report ? (
        error ? (
          <Text size="sm" c="dimmed" mt="md">
            The brief check is not available right now. You can still create the project and see its score in Mission Control.
          </Text>
        ) : (
          <Skeleton h={140} radius="md" mt="md" aria-label="Checking the brief" />
        )
      ) : (
        <Stack gap="lg" mt="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <ScoreRing score={report.score} ready={report.ready} size={96} />
            <DimensionBars dimensions={report.dimensions} verdicts={report.verdicts} />
          </SimpleGrid>
          {top.length > 0 && (
            <Stack gap="xs" component="section" aria-label="Top findings">
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                Top findings
              </Text>
              {top.map((f, i) => {
                const look = SEVERITY_LOOK[f.severity as Severity] ?? SEVERITY_LOOK.low;
                return (
                  <Group key={`${f.rule}-${i}`} gap={6} align="flex-start">
                    <Badge color={look.color} variant="dot" tt="none" miw={84}>
                      {look.label}
                    </Badge>
                    {/* Beside the badge where there is room, under it on a phone. */}
                    <Stack gap={0} miw={0} style={{ flex: '1 1 240px' }}>
                      <Text size="sm" fw={500}>
                        {f.message}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {f.suggestion}
                      </Text>
                    </Stack>
                  </Group>
                );
              })}
            </Stack>
          )}
          <Stack gap="xs">
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              Improve the brief
            </Text>
            <BriefCheckQuestions questions={questions} />
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
