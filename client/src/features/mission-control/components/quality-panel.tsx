import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { DimensionBars } from '../../../components/quality/dimension-bars';
import { ScoreRing } from '../../../components/quality/score-ring';
import { DOCUMENT_TITLES, DOCUMENT_TYPES, isDocumentType } from '../../../lib/generation';
import { ApprovalLine } from './approval-line';
import type { LiveDocuments } from '../hooks/use-live-documents';
import { ClarifyingQuestionsQuery, ProjectAnalysisQuery } from '../graphql/quality.graphql';
import { QualityFindings } from './quality-findings';
import { QualityHistory } from './quality-history';
import { QuestionsCard } from './questions-card';

/** Changes whenever a document finishes a version (or goes): what the report reads has moved. */
function documentsKey(docs: LiveDocuments): string {
  return DOCUMENT_TYPES.map((type) => (docs[type] && docs[type].status !== 'queued' && docs[type].status !== 'generating' ? `${type}@${docs[type].version}` : '')).join('|');
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg" mt="lg" component="section" aria-labelledby="quality-title">
      <Stack gap={2} mb="md">
        <Title order={2} fz="lg" id="quality-title">
          Quality
        </Title>
        <Text size="sm" c="dimmed">
          The brief and the documents graded by fixed rules: the same input always gets the same score.
        </Text>
      </Stack>
      {children}
    </Paper>
  );
}

/**
 * The quality gate on Mission Control: the score, its six dimensions with a verdict each and the
 * headline saying what would raise it most, the questions that
 * improve the brief, the findings by severity (each linked to where it is) and the score's
 * history. Read on every visit and again whenever a document finishes; answering writes the new
 * report into the cache and calls `onBriefChanged` (the page reads its documents again).
 */
export function QualityPanel({ projectId, docs, onBriefChanged }: { projectId: string; docs: LiveDocuments; onBriefChanged?: () => void }) {
  const analysis = useQuery(ProjectAnalysisQuery, { variables: { projectId }, fetchPolicy: 'cache-and-network' });
  const questions = useQuery(ClarifyingQuestionsQuery, { variables: { projectId }, fetchPolicy: 'cache-and-network' });
  const key = documentsKey(docs);
  const lastKey = useRef(key);
  const { refetch: refetchAnalysis } = analysis;
  const { refetch: refetchQuestions } = questions;
  useEffect(() => {
    if (key === lastKey.current) return;
    lastKey.current = key;
    refetchAnalysis().catch(() => undefined);
    refetchQuestions().catch(() => undefined);
  }, [key, refetchAnalysis, refetchQuestions]);

  const report = analysis.data?.analysis;
  if (!report) {
    return (
      <Frame>
        {analysis.error && !analysis.loading ? (
          <Alert color="red" variant="light" title="The quality report could not be loaded">
            {analysis.error.message}{' '}
            <Button size="compact-sm" variant="subtle" onClick={() => refetchAnalysis().catch(() => undefined)}>
              Try again
            </Button>
          </Alert>
        ) : (
          <Skeleton h={180} radius="md" role="status" aria-label="Loading the quality report" />
        )}
      </Frame>
    );
  }
  return (
    <Frame>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="md">
            <ScoreRing score={report.score} ready={report.ready} caption={`out of 100 · ${report.findings.length} ${report.findings.length === 1 ? 'finding' : 'findings'}`} />
            <QualityHistory points={report.history} />
          </Stack>
          <DimensionBars dimensions={report.dimensions} verdicts={report.verdicts} />
        </SimpleGrid>
        <Paper withBorder radius="md" p="sm" data-testid="quality-headline" style={{ borderLeft: `4px solid var(--mantine-color-${report.ready ? 'green' : 'orange'}-6)` }}>
          {report.ready ? null : (
            <Text fw={700} size="sm">
              Not ready to build from yet
            </Text>
          )}
          <Text size="sm">{report.headline}</Text>
        </Paper>
        {report.approvals.length > 0 && (
          <div data-testid="quality-approvals">
            <Title order={3} fz="md" mb="xs">
              Approvals
            </Title>
            <Stack gap={6}>
              {report.approvals.map((a) => (
                <Group key={a.documentId} gap="xs" wrap="wrap" align="flex-start">
                  <Text size="sm" fw={600} miw={{ base: '100%', xs: 170 }}>
                    {isDocumentType(a.documentType) ? DOCUMENT_TITLES[a.documentType] : a.documentType} · v{a.version}
                  </Text>
                  <div style={{ flex: '1 1 12rem', minWidth: 0 }}>
                    <ApprovalLine state={a} size="sm" />
                  </div>
                </Group>
              ))}
            </Stack>
          </div>
        )}
        <QuestionsCard projectId={projectId} questions={questions.data?.clarifyingQuestions ?? []} score={report.score} onBriefChanged={onBriefChanged} />
        <div>
          <Group justify="space-between" mb="xs">
            <Title order={3} fz="md">
              Findings
            </Title>
          </Group>
          <QualityFindings projectId={projectId} findings={report.findings} docs={docs} />
        </div>
      </Stack>
    </Frame>
  );
}
