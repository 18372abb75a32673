import { Alert, Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { pathTo } from '../../../app/paths';
import { ProjectNotFound } from '../../../components/project-not-found';
import { DOCUMENT_TITLES, DOCUMENT_TYPES, isDocumentType } from '../../../lib/generation';
import { useSpecUpdate, type PatchHunk, type SpecPatch } from '../hooks/use-spec-update';
import { HunkCard } from './hunk-card';
import { ItemChanges } from './item-changes';
import { useCommentCounts } from '../../../lib/comment-counts';
import { PatchSummary } from './patch-summary';

/** The hunks by document, in the documents' order. */
function byDocument(hunks: PatchHunk[]): Array<{ type: string; title: string; hunks: PatchHunk[] }> {
  const types = [...new Set(hunks.map((h) => h.documentType))];
  const rank = (type: string) => (isDocumentType(type) ? DOCUMENT_TYPES.indexOf(type) : DOCUMENT_TYPES.length);
  return types.sort((a, b) => rank(a) - rank(b)).map((type) => ({ type, title: isDocumentType(type) ? DOCUMENT_TITLES[type] : type, hunks: hunks.filter((h) => h.documentType === type) }));
}

function Applied({ projectId }: { projectId: string }) {
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title="The update is applied" data-testid="update-applied">
      <Text size="sm">Accepted sections are new versions of their documents; rejected ones stay exactly as they were.</Text>
      <Button component={Link} to={pathTo.projectMissionControl(projectId)} size="xs" mt="sm">
        Back to Mission Control
      </Button>
    </Alert>
  );
}

/** Accept all / Reject all for what is still pending; hand-edited sections are never accepted in bulk. */
function BulkActions({ patch, disabled, onDecide }: { patch: SpecPatch; disabled: boolean; onDecide: ReturnType<typeof useSpecUpdate>['decide'] }) {
  const pending = patch.hunks.filter((h) => h.status === 'pending');
  const safe = pending.filter((h) => !h.editedByHand);
  const handEdited = pending.length - safe.length;
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="xs">
      <Text size="sm" c="dimmed">
        {patch.hunks.length - pending.length} of {patch.hunks.length} sections decided
        {handEdited > 0 && ` · Accept all leaves the ${handEdited === 1 ? 'section' : `${handEdited} sections`} you edited by hand for you to decide`}
      </Text>
      <Group gap="xs">
        <Button variant="default" disabled={disabled || pending.length === 0} onClick={() => void onDecide(pending.map((h) => ({ hunkId: h.id, decision: 'reject' })))}>
          Reject all
        </Button>
        <Button disabled={disabled || safe.length === 0} onClick={() => void onDecide(safe.map((h) => ({ hunkId: h.id, decision: 'accept' })))}>
          Accept all
        </Button>
      </Group>
    </Group>
  );
}

/**
 * The review of a spec update (/project/:projectId/update): what it adds, retires and changes
 * by id, each changed item with the sections it reaches and a decision for all of them, then each section that would change as a diff to accept or reject, and for a section
 * edited by hand the three-way view with a merge. Decisions are saved as they are made.
 */
export function SpecUpdatePage() {
  const { projectId = '' } = useParams();
  const update = useSpecUpdate(projectId);
  const comments = useCommentCounts(projectId);
  const { patch, error } = update;
  if (update.notFound) return <ProjectNotFound />;
  const back = pathTo.projectMissionControl(projectId);
  const applied = patch?.status === 'applied';

  return (
    <Container size="lg" py="md">
      <Anchor component={Link} to={back} size="sm" c="dimmed">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} /> Back to Mission Control
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" mt="xs" mb="md" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>Review the update</Title>
          <Text size="sm" c="dimmed">
            Each section the brief change reaches, as it is now and as it would be. Accepted sections become new document versions.
          </Text>
        </div>
        {patch && !applied && (
          <Button variant="subtle" leftSection={<IconRefresh size={16} />} loading={update.preparing} onClick={() => void update.prepare()}>
            Prepare again
          </Button>
        )}
      </Group>

      {error && (
        <Alert color="red" variant="light" mb="md" title={error.conflict ? 'A document changed meanwhile' : 'Something went wrong'} data-testid="update-error">
          <Text size="sm">{error.message}</Text>
          {error.conflict && (
            <Button size="xs" mt="sm" leftSection={<IconRefresh size={14} />} loading={update.preparing} onClick={() => void update.prepare()}>
              Prepare again
            </Button>
          )}
        </Alert>
      )}

      {update.loading && <Skeleton h={360} radius="lg" role="status" aria-label="Loading the update" />}
      {update.loadError && (
        <Alert color="red" variant="light" title="The update could not be loaded">
          <Button size="compact-sm" variant="subtle" onClick={() => void update.reload()}>
            Try again
          </Button>
        </Alert>
      )}
      {!update.loading && !update.loadError && !patch && (
        <Paper withBorder radius="lg" p="lg">
          <Text>No update is waiting for review.</Text>
          <Text size="sm" c="dimmed" mt={4}>
            Prepare one to compare the documents with the brief as it is now.
          </Text>
          <Group mt="md" gap="xs">
            <Button loading={update.preparing} onClick={() => void update.prepare()}>
              Prepare the update
            </Button>
            <Button component={Link} to={back} variant="default">
              Back to Mission Control
            </Button>
          </Group>
        </Paper>
      )}

      {patch && (
        <Stack gap="lg">
          {applied && <Applied projectId={projectId} />}
          <PatchSummary patch={patch} />
          {patch.hunks.length === 0 ? (
            !applied && (
              <Paper withBorder radius="lg" p="lg">
                <Text>No section of the documents changes.</Text>
                <Button mt="md" disabled={update.deciding.size > 0} onClick={() => void update.decide([])}>
                  Mark the spec up to date
                </Button>
              </Paper>
            )
          ) : (
            <>
              <ItemChanges patch={patch} deciding={update.deciding} onDecide={(items) => void update.decideItems(items)} comments={comments} />
              <Title order={2} fz="lg">
                By section
              </Title>
              {!applied && <BulkActions patch={patch} disabled={update.deciding.size > 0} onDecide={update.decide} />}
              {byDocument(patch.hunks).map((group) => (
                <Stack key={group.type} gap="sm" component="section" aria-label={group.title}>
                  <Title order={3} fz="md">
                    {group.title}
                  </Title>
                  {group.hunks.map((hunk) => (
                    <HunkCard key={hunk.id} hunk={hunk} busy={update.deciding.has(hunk.id)} onDecide={(d) => void update.decide([d])} comments={comments} />
                  ))}
                </Stack>
              ))}
            </>
          )}
        </Stack>
      )}
    </Container>
  );
}
