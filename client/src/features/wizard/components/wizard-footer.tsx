import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy, IconSparkles } from '@tabler/icons-react';

interface WizardFooterProps {
  isFirst: boolean;
  isLast: boolean;
  /** Continue's disabled state. */
  canContinue: boolean;
  submitting: boolean;
  onPrevious: () => void;
  onSaveDraft: () => void;
  onContinue: () => void;
  onCreate: () => void;
}

/** Previous (hidden on the first step), Save as Draft, and Continue or Create Project. */
export function WizardFooter({ isFirst, isLast, canContinue, submitting, onPrevious, onSaveDraft, onContinue, onCreate }: WizardFooterProps) {
  return (
    <Group justify="space-between" mt="xl" pt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <div>
        {!isFirst && (
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onPrevious} disabled={submitting}>
            Previous
          </Button>
        )}
      </div>
      <Group gap="sm">
        <Button variant="subtle" color="gray" leftSection={<IconDeviceFloppy size={16} />} onClick={onSaveDraft} disabled={submitting}>
          Save as Draft
        </Button>
        {isLast ? (
          <Button leftSection={<IconSparkles size={16} />} onClick={onCreate} loading={submitting}>
            Create Project
          </Button>
        ) : (
          <Button rightSection={<IconArrowRight size={16} />} onClick={onContinue} disabled={!canContinue}>
            Continue
          </Button>
        )}
      </Group>
    </Group>
  );
}
