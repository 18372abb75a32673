import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { DOCUMENT_TYPES, exportUrl, useDownload } from '../../../lib/generation';
import type { LiveDocuments } from '../hooks/use-live-documents';
import { TraceabilityQuery } from '../graphql/traceability-query';
import { VerificationQuery } from '../graphql/verification-query';
import { CoverageFigures } from './coverage-figures';
import { RetiredRequirements } from './retired-requirements';
import { TraceabilityTable } from './traceability-table';
import { useCommentCounts } from '../../../lib/comment-counts';

interface TraceabilityPanelProps {
  projectId: string;
  projectName: string;
  docs: LiveDocuments;
}

/** Changes whenever a document finishes a version: the graph (and so the matrix) may have moved. */
function completedKey(docs: LiveDocuments): string {
  return DOCUMENT_TYPES.map((type) => (docs[type]?.status === 'ready' ? `${type}@${docs[type]?.version}` : '')).join('|');
}

function Frame({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg" mt="lg" component="section" aria-labelledby="traceability-title">
      <Group justify="space-between" wrap="wrap" gap="sm" mb="sm">
        <Title order={2} fz="lg" id="traceability-title">
          Traceability
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

/**
 * The traceability matrix on Mission Control: each requirement with the journeys that need it,
 * the metrics it moves, the tasks that build it and its acceptance criteria, plus coverage.
 * Read again whenever a document finishes generating.
 */
export function TraceabilityPanel({ projectId, projectName, docs }: TraceabilityPanelProps) {
  const hasPrd = (docs.prd?.version ?? 0) > 0;
  const { data, loading, error, refetch } = useQuery(TraceabilityQuery, { variables: { projectId }, skip: !hasPrd, fetchPolicy: 'cache-and-network' });
  const verification = useQuery(VerificationQuery, { variables: { projectId }, skip: !hasPrd, fetchPolicy: 'cache-and-network' });
  const byRequirement = verification.data ? new Map(verification.data.verification.requirements.map((r) => [r.id, r])) : undefined;
  const comments = useCommentCounts(projectId, !hasPrd);
  const { pending, run } = useDownload();
  const key = completedKey(docs);
  const lastKey = useRef(key);
  useEffect(() => {
    if (key === lastKey.current) return;
    lastKey.current = key;
    if (hasPrd) refetch().catch(() => undefined);
  }, [key, hasPrd, refetch]);

  if (!hasPrd) {
    return (
      <Frame>
        <Text size="sm" c="dimmed">
          The traceability matrix appears here once the PRD is generated: each requirement with its journeys, metrics, tasks and acceptance criteria.
        </Text>
      </Frame>
    );
  }
  const matrix = data?.traceability;
  const exportButton = (
    <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} loading={pending === 'csv'} disabled={!matrix?.rows.length} onClick={() => void run('csv', exportUrl.traceabilityCsv(projectId), `${projectName}-traceability.csv`)}>
      Export CSV
    </Button>
  );
  if (!matrix) {
    return (
      <Frame action={exportButton}>
        {error && !loading ? (
          <Alert color="red" variant="light" title="The matrix could not be loaded">
            {error.message}{' '}
            <Button size="compact-sm" variant="subtle" onClick={() => refetch().catch(() => undefined)}>
              Try again
            </Button>
          </Alert>
        ) : (
          <Skeleton h={160} radius="md" role="status" aria-label="Loading the traceability matrix" />
        )}
      </Frame>
    );
  }
  return (
    <Frame action={exportButton}>
      {matrix.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          The PRD names no requirements yet, so there is nothing to trace.
        </Text>
      ) : (
        <Stack gap="md">
          <CoverageFigures coverage={matrix.coverage} projectId={projectId} />
          <TraceabilityTable rows={matrix.rows} projectId={projectId} verification={byRequirement} comments={comments} />
        </Stack>
      )}
      <RetiredRequirements projectId={projectId} refreshKey={key} />
    </Frame>
  );
}
