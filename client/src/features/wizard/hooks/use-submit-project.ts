import { useApolloClient, useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../app/paths';
import { trackActivity } from '../../../lib/activity';
import { callFailures, logCallFailure } from '../../../lib/call-failures';
import { useAuthStore } from '../../../lib/auth';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { CreateProjectMutation, SaveWizardResponsesMutation } from '../api/create-project.graphql';
import { useWizardDraftStore } from '../stores/wizard-draft-store';
import { createInputProblem, toProjectInput, toSectionInputs } from '../wizard-model';

export const submitMessages = {
  authTitle: 'Authentication Required',
  authMessage: 'You must be logged in to create a project.',
  progressTitle: 'Creating Project',
  progressMessage: 'Please wait while we create your project...',
  noUser: 'Unable to get current user information. Please log in again.',
  errorTitle: 'Error Creating Project',
  errorFallback: 'Failed to create project. Please check your connection and try again.',
  successTitle: 'Project Created!',
  success: (name: string) => `Your project "${name}" has been created successfully.`,
};

const PROGRESS_ID = 'wizard-create-project';

/** Refused before any call: its message is the toast's. */
class ClientCheckError extends Error {}

/** Submit, every step of it, with its success and failure toasts. */
export function useSubmitProject() {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [createProject] = useMutation(CreateProjectMutation);
  const [saveSections] = useMutation(SaveWizardResponsesMutation);
  const { cache } = useApolloClient();

  const submit = async () => {
    const { status, user } = useAuthStore.getState();
    // (1) Not signed in: toast and redirect.
    if (status !== 'authenticated') {
      notifications.show({ color: 'red', title: submitMessages.authTitle, message: submitMessages.authMessage });
      await navigate('/auth');
      return;
    }
    setSubmitting(true);
    // (2) The progress toast, replaced by the outcome.
    notifications.show({ id: PROGRESS_ID, loading: true, autoClose: false, withCloseButton: false, title: submitMessages.progressTitle, message: submitMessages.progressMessage });
    const draft = useWizardDraftStore.getState().draft;
    try {
      // (3) A current user with an id.
      if (!user?.id) throw new ClientCheckError(submitMessages.noUser);
      // (4) Create the project; the name is validated before the call.
      const input = toProjectInput(draft, user.id);
      const problem = createInputProblem(input);
      if (problem) throw new ClientCheckError(problem);
      const created = await createProject({ variables: { input } });
      const project = created.data?.createProject;
      if (!project) throw new Error('createProject answered no project');
      // (5) All six sections in one batch; a failure is logged only.
      try {
        await saveSections({ variables: { projectId: project.id, responses: toSectionInputs(draft) } });
      } catch (error) {
        logCallFailure(callFailures.saveWizardResponsesBatch, error);
      }
      // (6) Success toast, clear the draft, go to the project.
      notifications.hide(PROGRESS_ID);
      notifications.show({ color: 'green', title: submitMessages.successTitle, message: submitMessages.success(project.name) });
      useWizardDraftStore.getState().clear();
      // Cached project lists (the dashboard's, the sidebar's) are read again.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'projects' });
      cache.gc();
      void trackActivity('PROJECT_CREATE', project.id);
      await navigate(pathTo.project(project.id));
    } catch (error) {
      logCallFailure(callFailures.createProject, error);
      notifications.hide(PROGRESS_ID);
      notifications.show({ color: 'red', title: submitMessages.errorTitle, message: failureMessage(error) });
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}

/**
 * The server's message when it gave one; otherwise (no answer, or an answer without a message)
 * the spec's 'Failed to create project. Please check your connection and try again.'.
 */
function failureMessage(error: unknown): string {
  if (error instanceof ClientCheckError) return error.message;
  return graphqlErrorMessage(error, submitMessages.errorFallback);
}
