import { useQuery } from '@apollo/client/react';
import { Alert, Button, Container, Group, Skeleton, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useStore } from 'zustand';
import { pathTo } from '../../../app/paths';
import { ProjectLoadError, ProjectNotFound } from '../../../components/project-not-found';
import type { EditBriefPage_BriefFragment } from '../../../gql/graphql';
import { callFailures, logCallFailure } from '../../../lib/call-failures';
import { graphqlAppCode } from '../../../lib/graphql-error';
import { EditBriefQuery } from '../api/brief.graphql';
import { draftFromBrief } from '../brief-model';
import { useSaveBrief } from '../hooks/use-save-brief';
import { createEditDraftStore, DraftStoreContext } from '../stores/draft-store-context';
import { canContinue } from '../wizard-model';
import { UnderstandingPanel } from './understanding/understanding-panel';
import { useWizardStep, WizardShell } from './wizard-shell';

/** The wizard on an existing project (/project/{id}/brief): the same six steps, "Save changes" at the end. */
export function EditBriefPage() {
  const { projectId = '' } = useParams();
  // Always the server's latest: the version it answers is what the save is checked against.
  const { data, loading, error, refetch } = useQuery(EditBriefQuery, { variables: { projectId }, fetchPolicy: 'network-only' });
  const brief = data?.brief;
  // The brief is the project's wizard response, read whole.
  useEffect(() => {
    if (error) logCallFailure(callFailures.getWizardResponse, error);
  }, [error]);

  if (loading && !brief) {
    return (
      <Container size={880} py="md" aria-busy="true">
        <Skeleton h={32} w="40%" mb="lg" />
        <Skeleton h={56} mb="lg" />
        <Skeleton h={420} radius="lg" />
      </Container>
    );
  }
  if (graphqlAppCode(error) === 'PROJECT_NOT_FOUND') return <ProjectNotFound />;
  if (!brief) return <ProjectLoadError />;
  return <BriefEditor key={projectId} brief={brief} reload={async () => (await refetch()).data?.brief} />;
}

interface BriefEditorProps {
  brief: EditBriefPage_BriefFragment;
  reload: () => Promise<EditBriefPage_BriefFragment | undefined>;
}

function BriefEditor({ brief, reload }: BriefEditorProps) {
  const navigate = useNavigate();
  const missionControl = pathTo.projectMissionControl(brief.projectId);
  // Its own in-memory draft: a new project's stored draft is never read or overwritten here.
  const [store] = useState(() => createEditDraftStore(draftFromBrief(brief)));
  const [baseVersion, setBaseVersion] = useState(brief.version);
  const [reloading, setReloading] = useState(false);
  const draft = useStore(store, (state) => state.draft);
  const { step, goTo } = useWizardStep();
  const { save, saving, conflict, clearConflict } = useSaveBrief({ projectId: brief.projectId, store, baseVersion, goTo });

  /** Replaces the draft by the latest saved brief (the user's unsaved changes go). */
  const loadLatest = async () => {
    setReloading(true);
    try {
      const latest = await reload();
      if (!latest) return;
      store.getState().replace(draftFromBrief(latest));
      setBaseVersion(latest.version);
      clearConflict();
    } finally {
      setReloading(false);
    }
  };

  const notice = conflict ? (
    <Alert color="red" variant="light" mt="lg" icon={<IconAlertTriangle size={18} />} title="Your changes were not saved" role="alert">
      <Text size="sm">{conflict}</Text>
      <Group gap="sm" mt="sm">
        <Button size="xs" color="red" variant="light" leftSection={<IconRefresh size={14} />} loading={reloading} onClick={() => void loadLatest()}>
          Load the latest version (discards your changes)
        </Button>
      </Group>
    </Alert>
  ) : (
    <Text c="dimmed" size="sm" mt="md">
      The brief of {brief.projectName}. Nothing is saved until you press Save changes, on any step.
    </Text>
  );

  return (
    <DraftStoreContext.Provider value={store}>
      <WizardShell
        step={step}
        goTo={goTo}
        canContinue={canContinue(step, draft)}
        title="Edit the brief"
        back={{ to: missionControl, label: 'Back to Mission Control', short: 'Mission Control' }}
        notice={notice}
        review={<UnderstandingPanel goTo={goTo} savedWith="when you press Save changes" />}
        footer={{
          submitting: saving,
          finishLabel: 'Save changes',
          onFinish: () => void save(),
          finishOnEveryStep: true,
          secondary: { label: 'Cancel', icon: <IconX size={16} />, onClick: () => void navigate(missionControl) },
        }}
      />
    </DraftStoreContext.Provider>
  );
}
