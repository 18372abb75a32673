import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { WizardBackground, wizardContentClass } from './wizard-background';
import { WizardFooter } from './wizard-footer';
import { WizardHeader } from './wizard-header';
import { StepFields } from './steps/step-fields';
import { WIZARD_STEPS } from './wizard-steps';

const LAST = WIZARD_STEPS.length - 1;

/** `?step=` (1-based) as a step index within range; anything else is the first step. */
export function stepFromSearch(value: string | null): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? Math.min(LAST, Math.max(0, n - 1)) : 0;
}

/**
 * The current step and a way to move within range; every step change scrolls to the top. The
 * step lives in the address (`?step=4`, replaced rather than pushed), so a reload reopens it
 * next to the restored draft.
 */
export function useWizardStep() {
  const [search, setSearch] = useSearchParams();
  const step = stepFromSearch(search.get('step'));
  const firstRender = useRef(true);
  // Not on the first render: the page just opened.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [step]);
  const goTo = (index: number) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('step', String(Math.min(LAST, Math.max(0, index)) + 1));
        return next;
      },
      { replace: true },
    );
  return { step, goTo };
}

type FooterProps = ComponentProps<typeof WizardFooter>;

interface WizardShellProps {
  step: number;
  goTo: (index: number) => void;
  canContinue: boolean;
  title?: string;
  back?: ComponentProps<typeof WizardHeader>['back'];
  /** Shown between the step strip and the step (the brief editor's save conflict). */
  notice?: ReactNode;
  /** Shown under the last step, above its footer (Create Project's brief check). */
  review?: ReactNode;
  footer: Omit<FooterProps, 'isFirst' | 'isLast' | 'canContinue' | 'onPrevious' | 'onContinue'>;
}

/**
 * The six-step wizard around whatever draft store is provided (draft-store-context.ts): the
 * header and step strip, the current step in its card, the footer. Create Project and the brief
 * editor differ only in the title, the back link and the footer's buttons.
 */
export function WizardShell({ step, goTo, canContinue, title, back, notice, review, footer }: WizardShellProps) {
  const current = WIZARD_STEPS[step] ?? WIZARD_STEPS[0]!;
  return (
    <>
      <WizardBackground />
      <Container size={880} py="md" className={wizardContentClass}>
        <WizardHeader steps={WIZARD_STEPS} current={step} onJump={goTo} title={title} back={back} />
        {notice}
        <Paper component="section" withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} mt="lg" aria-labelledby="wizard-step-title">
          <Stack gap={4} mb="xl">
            <Title order={2} id="wizard-step-title" fz={{ base: 22, sm: 26 }}>
              {current.title}
            </Title>
            <Text c="dimmed">{current.subtitle}</Text>
          </Stack>
          <StepFields key={current.id} fields={current.fields} />
          {step === LAST && review}
          <WizardFooter {...footer} isFirst={step === 0} isLast={step === LAST} canContinue={canContinue} onPrevious={() => goTo(step - 1)} onContinue={() => goTo(step + 1)} />
        </Paper>
      </Container>
    </>
  );
}
