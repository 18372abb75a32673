import { useQuery } from '@apollo/client/react';
import { Anchor, Group, List, Paper, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { VerificationQuery } from '../graphql/verification-query';
import { specItemPath } from './spec-item-path';
import { VERIFICATION_LOOK, VerificationBadge } from './verification-badge';

const SHOWN = 12;

/**
 * Mission Control's verification: a ring with the share of acceptance criteria a passing test
 * run proves, the counts, the failing and stale criteria to look at first, and the last run.
 */
export function VerificationPanel({ projectId }: { projectId: string }) {
  const { data } = useQuery(VerificationQuery, { variables: { projectId }, fetchPolicy: 'cache-and-network' });
  const v = data?.verification;
  if (!v || v.project.total === 0) return null;
  const p = v.project;
  const attention = v.criteria.filter((c) => c.status === 'failing' || c.status === 'stale');
  const last = v.runs[0];
  const sections = (['verified', 'failing', 'stale'] as const).map((s) => ({ value: (100 * p[s]) / p.total, color: VERIFICATION_LOOK[s]!.color, tooltip: `${VERIFICATION_LOOK[s]!.label}: ${p[s]}` })).filter((s) => s.value > 0);
  return (
    <Paper withBorder radius="lg" p="lg" mt="lg" component="section" aria-labelledby="verification-title" data-testid="verification-panel">
      <Title order={2} fz="lg" id="verification-title" mb="sm">
        Verification
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Group gap="md" wrap="nowrap" align="center">
          <RingProgress
            size={120}
            thickness={12}
            roundCaps
            sections={sections}
            aria-label={`${p.percent}% of acceptance criteria verified`}
            label={
              <Text ta="center" fw={700} size="lg">
                {p.percent}%
              </Text>
            }
          />
          <Stack gap={4}>
            <Text size="sm">
              {p.verified} of {p.total} criteria verified by a passing test run
            </Text>
            <Group gap={6}>
              {p.failing > 0 && <VerificationBadge status="failing" count={p.failing} />}
              {p.stale > 0 && <VerificationBadge status="stale" count={p.stale} />}
              {p.unverified > 0 && <VerificationBadge status="unverified" count={p.unverified} />}
            </Group>
            <Text size="xs" c="dimmed">
              {last
                ? `Last run ${new Date(last.createdAt as string).toLocaleString()}${last.commit ? ` on ${last.commit.slice(0, 12)}` : ''}: ${last.passed} passed, ${last.failed} failed, ${last.skipped} skipped`
                : 'No test results yet: send a JUnit report (see AGENTS.md in the exports).'}
            </Text>
          </Stack>
        </Group>
        <div>
          <Text size="sm" fw={600} mb={4}>
            Failing and stale criteria
          </Text>
          {attention.length === 0 ? (
            <Text size="sm" c="dimmed">
              None: every criterion a test cites passes on its current text.
            </Text>
          ) : (
            <List size="sm" spacing={4} data-testid="verification-attention">
              {attention.slice(0, SHOWN).map((c) => (
                <List.Item key={c.id}>
                  <Anchor component={Link} to={specItemPath(projectId, c.id)} underline="always" fw={600}>
                    {c.id}
                  </Anchor>{' '}
                  <VerificationBadge status={c.status} />{' '}
                  {c.retired ? (
                    <Text span size="xs" c="dimmed">
                      retired, still cited
                    </Text>
                  ) : null}
                </List.Item>
              ))}
              {attention.length > SHOWN && <List.Item>and {attention.length - SHOWN} more</List.Item>}
            </List>
          )}
          {v.unknownIds.length > 0 && (
            <Text size="xs" c="dimmed" mt="xs">
              The last run cites ids the spec does not know: {v.unknownIds.slice(0, 10).join(', ')}
            </Text>
          )}
        </div>
      </SimpleGrid>
    </Paper>
  );
}
