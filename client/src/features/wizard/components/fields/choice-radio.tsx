import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import type { Choice } from '../../wizard-field-types';

export type { Choice } from '../../wizard-field-types';

interface ChoiceRadioProps<V extends string> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  choices: ReadonlyArray<Choice<V>>;
}

/** A radio choice drawn as cards, each with its description (performance, scope). */
export function ChoiceRadio<V extends string>({ label, value, onChange, choices }: ChoiceRadioProps<V>) {
  return (
    <Radio.Group value={value} onChange={(next) => onChange(next as V)} aria-label={label}>
      <SimpleGrid cols={{ base: 1, sm: choices.length }} spacing="sm">
        {choices.map((choice) => (
          <Radio.Card key={choice.value} value={choice.value} p="md" radius="md" aria-label={choice.label}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <div>
                <Text fw={600} size="sm">
                  {choice.label}
                </Text>
                {choice.badge && (
                  <Text size="xs" fw={600} c="var(--mantine-color-ember-text)">
                    {choice.badge}
                  </Text>
                )}
                <Text size="sm" c="dimmed" mt={2}>
                  {choice.description}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
