import { useQuery } from '@apollo/client/react';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { atProjectLimit } from '../../../lib/plan-limits';
import { WizardUsageQuery } from '../api/brief-check.graphql';
import { useSubmitProject } from '../hooks/use-submit-project';
import { useWizardDraftStore } from '../stores/wizard-draft-store';
import { canContinue } from '../wizard-model';
import { BriefCheck } from './brief-check/brief-check';
import { ProjectLimitNotice } from './project-limit-notice';
import { UnderstandingPanel } from './understanding/understanding-panel';
import { useWizardStep, WizardShell } from './wizard-shell';

/** The Create New Project wizard: six steps, a draft kept in local storage. */
export function CreateProjectPage() {
  const navigate = useNavigate();
  const { step, goTo } = useWizardStep();
  const draft = useWizardDraftStore((state) => state.draft);
  const restore = useWizardDraftStore((state) => state.restore);
  const { submit, submitting } = useSubmitProject();
  // At the plan's limit the wizard stops before the first step (the server would refuse the last).
  // Unknown usage (loading, failed) opens the wizard: the server still has the last word.
  const usage = useQuery(WizardUsageQuery, { fetchPolicy: 'cache-and-network' }).data?.usageStats;

  // The draft is restored from local storage when the wizard opens.
  useEffect(() => restore(), [restore]);

  if (usage && atProjectLimit(usage) && !submitting) {
    return <ProjectLimitNotice used={usage.projectsCreated} max={usage.maxProjects} hasDraft={draft.projectName.trim() !== '' || draft.projectDescription.trim() !== ''} />;
  }

  return (
    <WizardShell
      step={step}
      goTo={goTo}
      canContinue={canContinue(step, draft)}
      review={
        <>
          <UnderstandingPanel goTo={goTo} savedWith="with the project" />
          <BriefCheck />
        </>
      }
      footer={{
        submitting,
        finishLabel: 'Create Project',
        onFinish: () => void submit(),
        // Save as Draft only returns to the dashboard: every change is already stored.
        secondary: { label: 'Save as Draft', icon: <IconDeviceFloppy size={16} />, onClick: () => void navigate('/') },
      }}
    />
  );
}
