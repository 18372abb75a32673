import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSubmitProject } from '../hooks/use-submit-project';
import { useWizardDraftStore } from '../stores/wizard-draft-store';
import { canContinue } from '../wizard-model';
import { useWizardStep, WizardShell } from './wizard-shell';

/** The Create New Project wizard: six steps, a draft kept in local storage. */
export function CreateProjectPage() {
  const navigate = useNavigate();
  const { step, goTo } = useWizardStep();
  const draft = useWizardDraftStore((state) => state.draft);
  const restore = useWizardDraftStore((state) => state.restore);
  const { submit, submitting } = useSubmitProject();

  // The draft is restored from local storage when the wizard opens.
  useEffect(() => restore(), [restore]);

  return (
    <WizardShell
      step={step}
      goTo={goTo}
      canContinue={canContinue(step, draft)}
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
