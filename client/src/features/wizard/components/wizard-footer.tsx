import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface WizardFooterProps {
  isFirst: boolean;
  isLast: boolean;
  /** Continue's disabled state. */
  canContinue: boolean;
  submitting: boolean;
  onPrevious: () => void;
  onContinue: () => void;
  /** The last step's button: 'Create Project', or 'Save changes' in the brief editor. */
  finishLabel: string;
  onFinish: () => void;
  /** The quiet button beside it: 'Save as Draft' when creating, 'Cancel' when editing. */
  secondary: { label: string; icon: ReactNode; onClick: () => void };
  /** The brief editor can save from any step: every step already holds the saved answers. */
  finishOnEveryStep?: boolean;
}

/** Previous (hidden on the first step), the secondary button, and Continue and/or the finish button. */
export function WizardFooter(props: WizardFooterProps) {
  const { isFirst, isLast, canContinue, submitting, onPrevious, onContinue, finishLabel, onFinish, secondary, finishOnEveryStep = false } = props;
  return (
    <Group justify="space-between" mt="xl" pt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <div>
        {!isFirst && (
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onPrevious} disabled={submitting}>
            Previous
          </Button>
        )}
      </div>
      <Group gap="sm" justify="flex-end">
        <Button variant="subtle" color="gray" leftSection={secondary.icon} onClick={secondary.onClick} disabled={submitting}>
          {secondary.label}
        </Button>
        {(isLast || finishOnEveryStep) && (
          <Button variant={isLast ? 'filled' : 'default'} leftSection={<IconSparkles size={16} />} onClick={onFinish} loading={submitting}>
            {finishLabel}
          </Button>
        )}
        {!isLast && (
          <Button rightSection={<IconArrowRight size={16} />} onClick={onContinue} disabled={!canContinue}>
            Continue
          </Button>
        )}
      </Group>
    </Group>
  );
}
