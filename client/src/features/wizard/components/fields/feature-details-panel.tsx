import { Accordion, Badge, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDraftField } from '../../stores/draft-store-context';
import { detailOf, FEATURE_DETAIL_PARTS, WIZARD_LIMITS, type FeatureDetail } from '../../wizard-model';

type Part = (typeof FEATURE_DETAIL_PARTS)[number];

/** The questions of the feature interview, in the order a person tells the story. */
const QUESTIONS: { part: Exclude<Part, 'actor'>; label: string; placeholder: string; long?: boolean }[] = [
  { part: 'trigger', label: 'When', placeholder: 'What sets it off, e.g. “a walker confirms the slot”' },
  { part: 'outcome', label: 'What they get', placeholder: 'What they see or have once it worked', long: true },
  { part: 'rule', label: 'Rule', placeholder: 'A limit it must respect, e.g. “only two hours ahead”' },
  { part: 'failure', label: 'If it fails', placeholder: 'What happens when it cannot be done', long: true },
];

const empty = (feature: string): FeatureDetail => ({ feature, actor: '', trigger: '', outcome: '', rule: '', failure: '' });
const answered = (d: FeatureDetail | undefined) => !!d && FEATURE_DETAIL_PARTS.some((part) => d[part].trim() !== '');

/**
 * The optional feature interview (wizard step 2 and the brief editor): one collapsible block per
 * key feature asking who does it, when, what they get, its rule and what happens if it fails. The
 * answers are saved with the draft and outrank every guess the generator would make.
 */
export function FeatureDetailsPanel() {
  const [features] = useDraftField('keyFeatures');
  const [personas] = useDraftField('userPersonas');
  const [details, setDetails] = useDraftField('featureDetails');
  if (features.length === 0) return null;

  const update = (feature: string, part: Part, value: string) => {
    const current = detailOf(details, feature);
    const next = { ...(current ?? empty(feature)), feature, [part]: value.slice(0, WIZARD_LIMITS.entry) };
    setDetails(current ? details.map((d) => (d === current ? next : d)) : [...details, next]);
  };

  return (
    <Accordion variant="separated" multiple chevronPosition="right" role="group" aria-label="Feature details">
      {features.map((feature, index) => {
        const detail = detailOf(details, feature);
        const id = `wizard-detail-${index}`;
        // A persona removed since the answer no longer counts; the select shows no choice then.
        const actor = detail && personas.includes(detail.actor) ? detail.actor : null;
        return (
          <Accordion.Item key={`${index}-${feature}`} value={`${index}`}>
            <Accordion.Control>
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate="end" style={{ minWidth: 0, flex: 1 }}>
                  {feature}
                </Text>
                {answered(detail) && (
                  <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
                    Answered
                  </Badge>
                )}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <Select
                  id={`${id}-actor`}
                  label="Who does it"
                  placeholder={personas.length ? 'Pick a persona' : 'Add personas in step 3 first'}
                  data={personas}
                  value={actor}
                  onChange={(value) => update(feature, 'actor', value ?? '')}
                  disabled={personas.length === 0}
                  clearable
                  comboboxProps={{ withinPortal: true }}
                />
                {QUESTIONS.map(({ part, label, placeholder, long }) => {
                  const props = {
                    id: `${id}-${part}`,
                    label,
                    placeholder,
                    value: detail?.[part] ?? '',
                    maxLength: WIZARD_LIMITS.entry,
                  };
                  return long ? (
                    <Textarea key={part} {...props} autosize minRows={1} onChange={(event) => update(feature, part, event.currentTarget.value)} />
                  ) : (
                    <TextInput key={part} {...props} onChange={(event) => update(feature, part, event.currentTarget.value)} />
                  );
                })}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
