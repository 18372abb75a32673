import { Box, Group, List, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ToneBadge } from '../../../../components/tone-badge';
import type { UnderstandingPanel_LineFragment } from '../../../../gql/graphql';
import { useUnderstanding } from '../../hooks/use-understanding';
import { useDraft, useDraftField } from '../../stores/draft-store-context';
import { currentValues, lookOf, personaLabel, TOPICS, withActor, withIntegrationFeatures } from '../../understanding-model';
import { LineCorrection, type Corrections } from './line-correction';

/** What the line says was understood, in a few words (the subject is shown above it). */
function understoodText(line: UnderstandingPanel_LineFragment): string {
  if (line.topic === 'actor') return `Done by: ${line.values[0] ? personaLabel(line.values[0]) : line.source === 'unknown' ? 'not known yet' : line.understood.replace(/ does “.*$/, '')}`;
  if (line.topic === 'integration') return line.values.length ? `Serves: ${line.values.join('; ')}` : 'Serves no key feature yet';
  return line.understood;
}

function UnderstoodLine({ line, order, fix }: { line: UnderstandingPanel_LineFragment; order: readonly string[]; fix: Corrections }) {
  const look = lookOf(line.source);
  const id = `understood-${line.key.replace(/[^a-zA-Z0-9-]/g, '-')}`;
  return (
    <Box component="li" aria-labelledby={`${id}-subject`} p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} id={`${id}-subject`} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {line.subject}
        </Text>
        <Box style={{ flexShrink: 0 }}>
          <ToneBadge tone={look.tone}>{look.label}</ToneBadge>
        </Box>
      </Group>
      <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
        {understoodText(line)}
      </Text>
      {line.topic === 'constraint' && line.values.length > 0 && (
        <List size="xs" mt={2} spacing={0} c="dimmed" aria-label="What it adds to the plan">
          {line.values.map((v) => (
            <List.Item key={v}>{v}</List.Item>
          ))}
        </List>
      )}
      <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
        {line.evidence}
      </Text>
      {line.question && (
        <Text size="xs" mt={4} c="light-dark(#a51d1d, var(--mantine-color-red-4))" style={{ overflowWrap: 'anywhere' }}>
          {line.question}
        </Text>
      )}
      <Group justify="flex-end" mt={6}>
        <LineCorrection line={line} order={order} fix={fix} />
      </Group>
    </Box>
  );
}

/**
 * "Here is what I understood", on the wizard's last step and in the brief editor: the draft read
 * back as generation would use it, one line per key feature's actor, integration, the team size,
 * each constraint and metric, each with its source and a one-click correction. Corrections go into
 * the draft (featureDetails, integrationUses, teamSize) and are saved with it.
 */
export function UnderstandingPanel({ goTo, savedWith }: { goTo: (step: number) => void; savedWith: string }) {
  const draft = useDraft();
  const [, setDetails] = useDraftField('featureDetails');
  const [, setUses] = useDraftField('integrationUses');
  const [, setTeamSize] = useDraftField('teamSize');
  const { lines, reading, error } = useUnderstanding(draft);
  const fix: Corrections = {
    actor: (feature, persona) => setDetails(withActor(draft, feature, persona).featureDetails),
    integration: (integration, features) => setUses(withIntegrationFeatures(draft, integration, features).integrationUses),
    teamSize: setTeamSize,
    goTo,
  };
  const open = lines?.filter((l) => l.source === 'guess' || l.source === 'unknown').length ?? 0;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mt="xl" component="section" aria-labelledby="understanding-title" aria-busy={reading}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2}>
          <Title order={3} fz="lg" id="understanding-title">
            Here is what I understood
          </Title>
          <Text size="sm" c="dimmed">
            How the documents will read this brief. Correct any line with one click: corrections are saved {savedWith} and outrank every guess.
          </Text>
        </Stack>
        {reading && lines && <Loader size="xs" aria-label="Reading the brief again" />}
      </Group>
      {!lines ? (
        error ? (
          <Text size="sm" c="dimmed" mt="md">
            The read-back is not available right now. You can still go on; the documents will ask about what is unclear.
          </Text>
        ) : (
          <Skeleton h={160} radius="md" mt="md" aria-label="Reading the brief" />
        )
      ) : (
        <Stack gap="md" mt="md">
          {open > 0 && (
            <Text size="sm" fw={500} role="status">
              {open === 1 ? '1 line is a guess or a question' : `${open} lines are guesses or questions`}: a look now saves a rewrite later.
            </Text>
          )}
          {TOPICS.map(({ topic, title }) => {
            const own = lines.filter((l) => l.topic === topic);
            if (!own.length) return null;
            return (
              <Stack gap="xs" key={topic} component="section" aria-label={title}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  {title}
                </Text>
                <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {own.map((line) => (
                    <UnderstoodLine key={line.key} line={{ ...line, values: currentValues(line, draft) }} order={draft.keyFeatures} fix={fix} />
                  ))}
                </Stack>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
