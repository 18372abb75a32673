import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconGitCompare } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../app/paths';
import type { ImpactChecklistQuery } from '../../../gql/graphql';
import { DOCUMENT_LABELS, DOCUMENT_TYPES, isDocumentType } from '../../../lib/generation';
import type { LiveDocuments } from '../hooks/use-live-documents';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { ImpactChecklistQuery as ImpactQuery, StartSpecReviewMutation } from '../graphql/change-impact.graphql';
import { ImpactChecklist } from './impact-checklist';

type Impact = ImpactChecklistQuery['changeImpact'];

/** What the panel has to say, or null when the documents match the brief. */
export function impactState(impact: Impact, openPatch: boolean): 'brief' | 'edits' | 'untracked' | 'open' | null {
  const stale = impact.documents.some((d) => d.status === 'stale');
  const handEdited = impact.documents.some((d) => d.sections.some((s) => s.editedByHand));
  if (impact.briefChanged) return 'brief';
  if (openPatch) return 'open';
  if (!impact.tracked && stale) return 'untracked';
  if (stale && handEdited) return 'edits';
  return null;
}

const TITLES = {
  brief: 'The brief changed',
  edits: 'Documents are out of date',
  untracked: 'The brief changed',
  open: 'An update is waiting for review',
} as const;

/** Changes whenever a document finishes, starts or goes out of date: the impact may have moved. */
function documentsKey(docs: LiveDocuments): string {
  return DOCUMENT_TYPES.map((type) => `${type}@${docs[type]?.version ?? 0}:${docs[type]?.status ?? ''}`).join('|');
}

const label = (type: string) => (isDocumentType(type) ? DOCUMENT_LABELS[type] : type);

/**
 * Mission Control's impact checklist: after the brief changed (or a hand-edited document went
 * out of date), what the change reaches by item id and which sections, before anything is
 * regenerated. "Review the update" prepares the update (or opens the one waiting) for review.
 */
export function ImpactPanel({ projectId, docs }: { projectId: string; docs: LiveDocuments }) {
  const generated = DOCUMENT_TYPES.some((type) => (docs[type]?.version ?? 0) > 0);
  const { data, refetch } = useQuery(ImpactQuery, { variables: { projectId }, skip: !generated, fetchPolicy: 'cache-and-network' });
  const [start, { loading: preparing }] = useMutation(StartSpecReviewMutation);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const key = documentsKey(docs);
  const lastKey = useRef(key);
  useEffect(() => {
    if (key === lastKey.current) return;
    lastKey.current = key;
    if (generated) refetch().catch(() => undefined);
  }, [key, generated, refetch]);

  const impact = data?.changeImpact;
  const open = data?.specPatch?.status === 'open';
  const state = impact && generated ? impactState(impact, open) : null;
  if (!impact || !state) return null;

  const inFlight = impact.inFlight.map(label);
  const review = async () => {
    setError(null);
    if (open) {
      void navigate(pathTo.projectUpdate(projectId));
      return;
    }
    try {
      await start({ variables: { projectId } });
      void navigate(pathTo.projectUpdate(projectId));
    } catch (failure) {
      setError(graphqlErrorMessage(failure, 'The update could not be prepared. Try again.'));
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg" mb="lg" component="section" aria-labelledby="impact-title" data-testid="impact-panel" style={{ borderColor: 'var(--mantine-color-ember-4)' }}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="sm">
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Title order={2} fz="lg" id="impact-title">
            {TITLES[state]}
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            {state === 'untracked'
              ? 'This spec was generated before changes were tracked, so the impact cannot be listed by item id: regenerate the PRD once to start tracking.'
              : state === 'open'
                ? 'Some sections of the update are still to be accepted or rejected.'
                : 'Nothing has been regenerated yet. Here is what the change reaches, by item id; review the update to accept or reject each section.'}
          </Text>
        </div>
        <Button leftSection={<IconGitCompare size={16} />} loading={preparing} disabled={inFlight.length > 0} onClick={() => void review()}>
          Review the update
        </Button>
      </Group>
      {inFlight.length > 0 && (
        <Alert color="blue" variant="light" mb="md" title="Still generating">
          {inFlight.join(', ')} {inFlight.length === 1 ? 'is' : 'are'} still generating: {inFlight.length === 1 ? 'its' : 'their'} items may still change. Review the update once
          {inFlight.length === 1 ? ' it finishes' : ' they finish'}.
        </Alert>
      )}
      {error && (
        <Alert color="red" variant="light" mb="md" title="The update could not be prepared">
          {error}
        </Alert>
      )}
      {state !== 'untracked' && state !== 'open' && <ImpactChecklist impact={impact} />}
    </Paper>
  );
}
