import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Container, Drawer, Group, SegmentedControl, Skeleton, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { pathTo } from '../../../app/paths';
import { ProjectLoadError, ProjectNotFound } from '../../../components/project-not-found';
import { DOCUMENT_TITLES, isDocumentType } from '../../../lib/generation';
import { graphqlAppCode } from '../../../lib/graphql-error';
import { useProjectChanges } from '../../../lib/live/project-changes';
import { DocumentPageProjectQuery } from '../api/documents.graphql';
import { useDocument, type DocumentDetail } from '../hooks/use-document';
import { DocumentEditor } from './document-editor';
import { DocumentReader } from './document-reader';
import { ExportButtons } from './export-buttons';
import { SectionRegenerate } from './section-regenerate';
import { roadmapOf } from '../roadmap/roadmap-data';
import { RoadmapView } from '../roadmap/roadmap-view';
import { VersionHistory } from './version-history';
import { SuggestedCriteria } from '../suggestions/suggested-criteria';
import { DocumentReview } from './document-review';
import { CommentsPanel } from './comments-panel';
import { useCommentCounts } from '../../../lib/comment-counts';
import type { MarkdownComments } from '../markdown/markdown-view';

type Mode = 'read' | 'edit' | 'history';
const BUSY_POLL_MS = 3_000;
const MODES: Array<{ value: Mode; label: string }> = [
  { value: 'read', label: 'Read' },
  { value: 'edit', label: 'Edit' },
  { value: 'history', label: 'History' },
];

function DocumentBody({ mode, doc, setDoc, reload, comments }: { mode: Mode; doc: DocumentDetail; setDoc: (doc: DocumentDetail) => void; reload: () => void; comments?: MarkdownComments }) {
  if (mode === 'edit') return <DocumentEditor key={doc.id} doc={doc} onSaved={setDoc} />;
  if (mode === 'history') return <VersionHistory doc={doc} onRestored={setDoc} />;
  if (!doc.content.trim()) return <Text c="dimmed">This document has no content yet.</Text>;
  const roadmap = doc.type === 'roadmap' ? roadmapOf(doc.structured) : null;
  return (
    <>
      <SectionRegenerate doc={doc} onAccepted={setDoc} />
      {doc.type === 'prd' && doc.version > 0 && <SuggestedCriteria projectId={doc.projectId} onChanged={reload} />}
      {doc.type === 'roadmap' && roadmap && <RoadmapView data={roadmap} projectId={doc.projectId} onReplanned={reload} />}
      <DocumentReader markdown={doc.content} comments={comments} />
    </>
  );
}

/**
 * The comment thread open beside the document: a section's or an item's. A link can open one
 * with `?comments=FR-3` (the matrix and the update review link here that way).
 */
function useCommentThread(type: string | null) {
  const [search] = useSearchParams();
  const linked = search.get('comments');
  const [current, setCurrent] = useState<{ target: string; label: string } | null>(() => (linked && type ? { target: linked, label: linked } : null));
  const open = useCallback((target: string, label: string) => setCurrent({ target, label }), []);
  const close = useCallback(() => setCurrent(null), []);
  return { current, open, close };
}

/** The project the document belongs to (its name); `notFound` when it is missing or someone else's. */
function useProject(id: string) {
  const { data, loading, error } = useQuery(DocumentPageProjectQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const project = data?.project ?? null;
  return { project, loading: loading && !project, error: project ? undefined : error, notFound: graphqlAppCode(error) === 'PROJECT_NOT_FOUND' };
}

/** One generated document of a project: read it, edit it, look through its versions, export it. */
export function DocumentPage() {
  const { projectId = '', docType = '' } = useParams();
  const type = isDocumentType(docType) ? docType : null;
  const [search, setSearch] = useSearchParams();
  const mode: Mode = MODES.some((m) => m.value === search.get('mode')) ? (search.get('mode') as Mode) : 'read';
  const project = useProject(projectId);
  const document = useDocument(projectId, type);
  const generating = document.doc?.status === 'queued' || document.doc?.status === 'generating';
  const { reload } = document;
  // Someone else's new version of this document shows at once, unless this person is editing it
  // (their save then meets the version check instead of losing their text).
  const shownId = document.doc?.id;
  useProjectChanges(projectId, (change) => {
    if (change.kind === 'documents' && change.documentId === shownId && mode !== 'edit') void reload();
  });
  const thread = useCommentThread(type);
  const counts = useCommentCounts(projectId, !document.doc || document.doc.version === 0);
  const comments = useMemo<MarkdownComments | undefined>(() => (type ? { type, counts, onOpen: thread.open } : undefined), [type, counts, thread.open]);
  // While it is being generated, look again now and then: Edit comes back with the new version.
  useEffect(() => {
    if (!generating) return;
    const timer = setInterval(() => void reload(), BUSY_POLL_MS);
    return () => clearInterval(timer);
  }, [generating, reload]);

  if (project.loading)
    return (
      <Container size="xl" py="md">
        <Skeleton h={400} radius="lg" />
      </Container>
    );
  if (project.notFound) return <ProjectNotFound />;
  if (project.error || !project.project) return <ProjectLoadError />;

  const back = pathTo.projectMissionControl(projectId);
  const title = type ? DOCUMENT_TITLES[type] : 'Document';
  const doc = document.doc;
  // A document being (re)generated is about to be replaced: editing it now would lose the edit.
  const busy = generating;
  const shown: Mode = busy && mode === 'edit' ? 'read' : mode;

  return (
    <Container size="xl" py="md">
      <Anchor component={Link} to={back} size="sm" c="dimmed">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} /> Back to Mission Control
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" mt="xs" mb="lg" wrap="wrap" gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            {project.project.name}
          </Text>
          <Group gap="sm">
            <Title order={1}>{title}</Title>
            {doc && (
              <Badge variant="light" tt="none">
                Version {doc.version}
              </Badge>
            )}
            {doc?.status === 'stale' && (
              <Badge color="yellow" variant="dot" tt="none">
                Out of date
              </Badge>
            )}
          </Group>
        </div>
        {doc && <ExportButtons documentId={doc.id} projectId={projectId} fileBase={`${project.project.name}-${type ?? 'document'}`} roadmap={type === 'roadmap'} />}
      </Group>

      {document.loading && <Skeleton h={400} radius="lg" />}
      {!document.loading && document.error && <Alert color="red">{document.error}</Alert>}
      {!document.loading && document.missing && (
        <Alert color="gray" title="Not generated yet">
          This document has not been generated yet.{' '}
          <Anchor component={Link} to={back}>
            Generate it in Mission Control
          </Anchor>
          .
        </Alert>
      )}
      {doc && !document.loading && (
        <>
          <Group gap="sm" mb="md" wrap="wrap">
            <SegmentedControl aria-label="Mode" value={shown} onChange={(value) => setSearch(value === 'read' ? {} : { mode: value }, { replace: true })} data={MODES.map((m) => (m.value === 'edit' && busy ? { ...m, disabled: true } : m))} />
            {busy && (
              <Text size="sm" c="dimmed" data-testid="edit-disabled-reason">
                Editing is available once the generation has finished.
              </Text>
            )}
          </Group>
          <DocumentBody mode={shown} doc={doc} setDoc={document.setDoc} reload={() => void reload()} comments={comments} />
          {shown === 'read' && doc.version > 0 && type && <DocumentReview projectId={projectId} documentId={doc.id} type={type} version={doc.version} />}
        </>
      )}
      <Drawer opened={!!thread.current} onClose={thread.close} position="right" size="md" closeButtonProps={{ 'aria-label': 'Close the comments' }} title={thread.current ? `Comments on ${thread.current.label}` : ''}>
        {thread.current && <CommentsPanel projectId={projectId} target={thread.current.target} />}
      </Drawer>
      {doc && (doc.status === 'generating' || doc.status === 'queued') && (
        <Button component={Link} to={back} variant="subtle" mt="md">
          Watch the generation in Mission Control
        </Button>
      )}
    </Container>
  );
}
