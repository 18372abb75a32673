import { Alert, CloseButton, Group, Switch, Text, ThemeIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface AiSwitchProps {
  /** Whether the field holds the AI marker. */
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What AI will recommend, e.g. "an appropriate tech stack". */
  subject: string;
  fieldLabel: string;
  /** The manual input, shown only while AI is off. */
  children: ReactNode;
}

/**
 * The 'Let AI recommend' switch. While on, the manual input is replaced by
 * the 'AI Powered' notice; the notice's cross turns it off.
 */
export function AiSwitch({ checked, onChange, subject, fieldLabel, children }: AiSwitchProps) {
  return (
    <>
      <Switch label="Let AI recommend" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} aria-label={`Let AI recommend ${fieldLabel}`} color="ember" />
      {checked ? (
        <Alert variant="light" color="violet" radius="md" p="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color="violet" size="md" radius="xl">
              <IconSparkles size={16} />
            </ThemeIcon>
            <div style={{ flex: 1 }}>
              <Text fw={700} size="sm">
                AI Powered
              </Text>
              <Text size="sm">AI will recommend {subject} based on your project requirements</Text>
            </div>
            <CloseButton size="sm" onClick={() => onChange(false)} aria-label={`Stop AI recommending ${fieldLabel}`} />
          </Group>
        </Alert>
      ) : (
        children
      )}
    </>
  );
}
