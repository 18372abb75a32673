import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSubmitProject } from '../hooks/use-submit-project';
import { useWizardDraftStore } from '../stores/wizard-draft-store';
import { canContinue } from '../wizard-model';
import { WizardBackground, wizardContentClass } from './wizard-background';
import { WizardFooter } from './wizard-footer';
import { WizardHeader } from './wizard-header';
import { WIZARD_STEPS } from './wizard-steps';

const LAST = WIZARD_STEPS.length - 1;

/** The Create New Project wizard: six steps, a draft kept in local storage. */
export function CreateProjectPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const draft = useWizardDraftStore((state) => state.draft);
  const restore = useWizardDraftStore((state) => state.restore);
  const { submit, submitting } = useSubmitProject();
  const firstRender = useRef(true);

  // The draft is restored from local storage when the wizard opens.
  useEffect(() => restore(), [restore]);

  // Every step change scrolls smoothly to the top (not the first render: the page just opened).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [step]);

  // The step index moves only within range.
  const goTo = (index: number) => setStep(Math.min(LAST, Math.max(0, index)));
  const current = WIZARD_STEPS[step] ?? WIZARD_STEPS[0]!;
  const StepComponent = current.Component;

  return (
    <>
      <WizardBackground />
      <Container size={880} py="md" className={wizardContentClass}>
        <WizardHeader steps={WIZARD_STEPS} current={step} onJump={goTo} />
        <Paper component="section" withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} mt="lg" aria-labelledby="wizard-step-title">
          <Stack gap={4} mb="xl">
            <Title order={2} id="wizard-step-title" fz={{ base: 22, sm: 26 }}>
              {current.title}
            </Title>
            <Text c="dimmed">{current.subtitle}</Text>
          </Stack>
          <StepComponent />
          <WizardFooter
            isFirst={step === 0}
            isLast={step === LAST}
            canContinue={canContinue(step, draft)}
            submitting={submitting}
            onPrevious={() => goTo(step - 1)}
            // Save as Draft only returns to the dashboard: every change is already stored.
            onSaveDraft={() => void navigate('/')}
            onContinue={() => goTo(step + 1)}
            onCreate={() => void submit()}
          />
        </Paper>
      </Container>
    </>
  );
}
