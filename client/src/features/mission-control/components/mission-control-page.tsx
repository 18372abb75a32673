import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Button, Container, Skeleton } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useMatch, useParams } from 'react-router';
import { pathTo } from '../../../app/paths';
import { ProjectLoadError, ProjectNotFound } from '../../../components/project-not-found';
import { callFailures, logCallFailure } from '../../../lib/call-failures';
import { graphqlAppCode } from '../../../lib/graphql-error';
import { useProjectChanges } from '../../../lib/live/project-changes';
import { MissionControlProjectQuery, MissionControlUsageQuery } from '../graphql/project.graphql';
import { useBriefReady } from '../hooks/use-brief-ready';
import { useDocumentLimit } from '../hooks/use-document-limit';
import { useGenerationActions } from '../hooks/use-generation-actions';
import { useGenerationGate } from '../hooks/use-generation-gate';
import { useLiveDocuments, type LiveDocuments } from '../hooks/use-live-documents';
import { DocumentSequence } from './document-sequence';
import { GeneratorNotice } from './generator-notice';
import { ImpactPanel } from './impact-panel';
import { MilestoneProgress } from './milestone-progress';
import { ProjectExports } from './project-exports';
import { ProjectHeader } from './project-header';
import { QualityPanel } from './quality-panel';
import { TraceabilityPanel } from './traceability-panel';
import { VerificationPanel } from './verification-panel';
import { ProjectAnalysisQuery } from '../graphql/quality.graphql';
import type { ApprovalState } from './approval-line';

function LoadingPage() {
  return (
    <Container size="lg" py="md" aria-busy="true">
      <Skeleton h={140} radius="lg" mb="lg" />
      <Skeleton h={360} radius="lg" />
    </Container>
  );
}

/**
 * Usage ('x of 20 documents') and the project's documents-ready count change when a document
 * becomes ready: ask for them again then.
 */
function useUsageRefresh(projectId: string, docs: LiveDocuments) {
  const client = useApolloClient();
  const readyCount = Object.values(docs).filter((d) => d?.status === 'ready').length;
  const previous = useRef(readyCount);
  useEffect(() => {
    if (readyCount > previous.current) {
      void client.refetchQueries({ include: [MissionControlUsageQuery] }).catch(() => undefined);
      // Project:<id>.documentsReady (the dashboard's cards) is read again when next shown.
      client.cache.evict({ id: client.cache.identify({ __typename: 'Project', id: projectId }), fieldName: 'documentsReady' });
    }
    previous.current = readyCount;
  }, [readyCount, client, projectId]);
}

/** One project; `notFound` when the server answers NOT_FOUND (missing or someone else's). */
function useProject(id: string) {
  const { data, previousData, error } = useQuery(MissionControlProjectQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  // While the cached project is read again (evicted after a brief change), keep showing it.
  const previous = previousData?.project.id === id ? previousData.project : null;
  const project = data?.project ?? previous;
  const notFound = graphqlAppCode(error) === 'PROJECT_NOT_FOUND';
  useEffect(() => {
    if (error) logCallFailure(callFailures.getProject, error);
  }, [error]);
  return { project, loading: !project && !error, error: project ? undefined : error, notFound };
}

/**
 * Who approved each document's current version, from the quality report the Quality panel reads
 * (read from the cache only: no second request; it is read again when a document changes).
 */
function useApprovals(projectId: string): ReadonlyMap<string, ApprovalState> {
  const { data } = useQuery(ProjectAnalysisQuery, { variables: { projectId }, fetchPolicy: 'cache-only' });
  const approvals = data?.analysis.approvals;
  return useMemo(() => new Map((approvals ?? []).map((a) => [a.documentType, a])), [approvals]);
}

/** The per-project page: the project at a glance and its documents, generated live. */
export function MissionControlPage() {
  const { projectId = '' } = useParams();
  const alternate = useMatch('/mission-control/:projectId') !== null;
  const { project, loading, notFound, error } = useProject(projectId);
  const live = useLiveDocuments(projectId);
  const docsRef = useRef(live.docs);
  docsRef.current = live.docs;
  const current = () => Object.values(docsRef.current).filter((d): d is NonNullable<typeof d> => !!d);
  const actions = useGenerationActions(projectId, live.apply, current, live.reload);
  useUsageRefresh(projectId, live.docs);
  const briefReady = useBriefReady(project);
  const gate = useGenerationGate(projectId, () => void live.reload());
  const limit = useDocumentLimit(live.docs);
  // A version saved by someone else (an edit, a restore, an accepted update) shows without a reload.
  useProjectChanges(projectId, (change) => {
    if (change.kind === 'documents') void live.reload();
  });
  const approvals = useApprovals(projectId);

  if (loading) return <LoadingPage />;
  if (notFound) return <ProjectNotFound />;
  if (error || !project) return <ProjectLoadError />;

  const settingsPath = alternate ? pathTo.missionControlSettings(project.id) : pathTo.projectSettings(project.id);

  return (
    <Container size="lg" py="md">
      <ProjectHeader project={project} settingsPath={settingsPath} briefPath={pathTo.projectBrief(project.id)} />
      <GeneratorNotice />
      {live.error && (
        <Alert color="red" mb="md" title="Documents could not be loaded">
          {live.error}{' '}
          <Button size="compact-sm" variant="subtle" onClick={() => void live.reload()}>
            Try again
          </Button>
        </Alert>
      )}
      {live.loading ? (
        <Skeleton h={360} radius="lg" />
      ) : (
        <>
          <ImpactPanel projectId={project.id} docs={live.docs} />
          <DocumentSequence
            docs={live.docs}
            briefReady={briefReady}
            busy={actions.busy}
            documentPath={(type) => pathTo.projectDocument(project.id, type)}
            limit={limit}
            onGenerate={(type) => gate.guard(() => void actions.generate(type))}
            onGenerateAll={() => gate.guard(() => void actions.generateAll())}
            onCancel={(doc) => void actions.cancel(doc)}
            onRetry={(doc) => void actions.retry(doc)}
            approvals={approvals}
          />
          <QualityPanel projectId={project.id} docs={live.docs} onBriefChanged={() => void live.reload()} />
          {(live.docs.prd?.version ?? 0) > 0 && <VerificationPanel projectId={project.id} />}
          <TraceabilityPanel projectId={project.id} projectName={project.name} docs={live.docs} />
          {live.docs.roadmap?.status === 'ready' && <MilestoneProgress projectId={project.id} />}
          <ProjectExports projectId={project.id} projectName={project.name} docs={live.docs} />
        </>
      )}
      {gate.modal}
    </Container>
  );
}
