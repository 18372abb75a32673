import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../app/paths';
import { callFailures, logCallFailure } from '../../../lib/call-failures';
import { graphqlAppCode, graphqlErrorMessage } from '../../../lib/graphql-error';
import { UpdateBriefMutation } from '../api/brief.graphql';
import { stepOfField, toBriefInput } from '../brief-model';
import type { DraftStoreApi } from '../stores/draft-store-context';
import { canContinue } from '../wizard-model';

export const briefMessages = {
  savedTitle: 'Brief saved',
  saved: (name: string) => `Your changes to "${name}" were saved.`,
  unchangedTitle: 'Nothing changed',
  unchanged: 'The brief is as it was, so there was nothing to save.',
  requiredTitle: 'Name and description needed',
  required: 'The project needs a name and a one-sentence description (step 1).',
  errorTitle: 'Could not save the brief',
  errorFallback: 'Failed to save the brief. Please check your connection and try again.',
  conflictTitle: 'The brief was changed elsewhere',
};

/** The first field the server named in a refusal (extensions.fields), if any. */
function refusedField(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const fields = error.errors[0]?.extensions?.fields;
  const first = Array.isArray(fields) ? (fields[0] as { field?: unknown } | undefined) : undefined;
  return typeof first?.field === 'string' ? first.field : undefined;
}

interface SaveBriefOptions {
  projectId: string;
  store: DraftStoreApi;
  /** The version the editor loaded; the server refuses the save if it is no longer current. */
  baseVersion: number;
  /** Opens a step (the one asking for a field the server refused). */
  goTo: (step: number) => void;
}

/**
 * "Save changes": the whole draft against the loaded version. Success (or nothing to save)
 * returns to Mission Control; a conflict keeps everything on screen and says why; a refused
 * field opens its step.
 */
export function useSaveBrief({ projectId, store, baseVersion, goTo }: SaveBriefOptions) {
  const navigate = useNavigate();
  const { cache } = useApolloClient();
  const [updateBrief] = useMutation(UpdateBriefMutation);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);

  const save = async () => {
    const draft = store.getState().draft;
    // Spec §5: the name and description are checked before any call.
    if (!canContinue(0, draft)) {
      notifications.show({ color: 'red', title: briefMessages.requiredTitle, message: briefMessages.required });
      goTo(0);
      return;
    }
    setSaving(true);
    setConflict(null);
    try {
      const result = await updateBrief({ variables: { projectId, input: toBriefInput(draft), baseVersion } });
      const saved = result.data?.updateBrief;
      if (!saved) throw new Error('updateBrief answered no brief');
      if (saved.changedFields.length === 0) {
        notifications.show({ color: 'blue', title: briefMessages.unchangedTitle, message: briefMessages.unchanged });
      } else {
        notifications.show({ color: 'green', title: briefMessages.savedTitle, message: briefMessages.saved(saved.projectName) });
        // The project's cached fields (name, lists) and project lists are read again.
        cache.evict({ id: cache.identify({ __typename: 'Project', id: projectId }) });
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'projects' });
        cache.gc();
      }
      await navigate(pathTo.projectMissionControl(projectId));
    } catch (error) {
      logCallFailure(callFailures.saveWizardResponse, error);
      const message = graphqlErrorMessage(error, briefMessages.errorFallback);
      if (graphqlAppCode(error) === 'BRIEF_CONFLICT') {
        setConflict(message);
        // The page's alert (with the way to load the latest version) sits above the step.
        window.scrollTo({ top: 0, behavior: 'smooth' });
        notifications.show({ color: 'red', title: briefMessages.conflictTitle, message });
      } else {
        notifications.show({ color: 'red', title: briefMessages.errorTitle, message });
        const step = stepOfField(refusedField(error));
        if (step !== null) goTo(step);
      }
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, conflict, clearConflict: () => setConflict(null) };
}
