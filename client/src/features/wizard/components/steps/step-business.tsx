import { Select, Stack, Textarea } from '@mantine/core';
import { useDraftField } from '../../stores/draft-store-context';
import { TIMELINE_OPTIONS, WIZARD_LIMITS, type ProjectScope } from '../../wizard-model';
import { ChoiceRadio, type Choice } from '../fields/choice-radio';
import { FieldSection } from '../fields/field-section';
import { TagInput } from '../fields/tag-input';

/** Scope labels: Quick Test 10-100 users, Standard MVP 100-1,000, Scalable Product 1,000+. */
const scopeChoices: ReadonlyArray<Choice<ProjectScope>> = [
  { value: 'quickTest', label: 'Quick Test', badge: '10-100 users', description: 'Validate the idea with a small group of early users.' },
  { value: 'standardMVP', label: 'Standard MVP', badge: '100-1,000 users', description: 'A solid first version for real customers.' },
  { value: 'scalableProduct', label: 'Scalable Product', badge: '1,000+ users', description: 'Built to grow from day one.' },
];

/** Step 5, Business Goals. */
export function StepBusiness() {
  const [goals, setGoals] = useDraftField('businessGoals');
  const [metrics, setMetrics] = useDraftField('successMetrics');
  const [timeline, setTimeline] = useDraftField('timeline');
  const [scope, setScope] = useDraftField('projectScope');
  return (
    <Stack gap="xl">
      <FieldSection
        htmlFor="wizard-business-goals"
        label="Business Goals"
        help="What the product must achieve for the business: revenue, growth, savings, learning."
        tips={['Make goals measurable where you can', 'Say by when you want to reach them']}
        examples={['Reach 500 paying families within 6 months of launch at $5 a month.']}
      >
        <Textarea id="wizard-business-goals" value={goals} onChange={(event) => setGoals(event.currentTarget.value)} placeholder="What does success look like for the business?" maxLength={WIZARD_LIMITS.text} autosize minRows={3} />
      </FieldSection>
      <FieldSection
        htmlFor="wizard-metrics"
        label="Success Metrics / KPIs"
        help="The numbers you will watch to know the product works. Type one and press Enter."
        tips={['Pick 3-5 metrics', 'Prefer metrics users influence: activation, retention, conversion']}
        examples={['Weekly active users', '30-day retention', 'Plans created per user']}
      >
        <TagInput id="wizard-metrics" itemName="metric" tags={metrics} onChange={setMetrics} placeholder="Type a metric and press Enter" />
      </FieldSection>
      <FieldSection htmlFor="wizard-timeline" label="Target Timeline" help="When you would like the first version in users' hands.">
        <Select
          id="wizard-timeline"
          // A timeline written before the wizard's options (project settings, the API) stays visible.
          data={timeline === '' || (TIMELINE_OPTIONS as readonly string[]).includes(timeline) ? [...TIMELINE_OPTIONS] : [...TIMELINE_OPTIONS, timeline]}
          value={timeline === '' ? null : timeline}
          onChange={(value) => setTimeline(value ?? '')}
          placeholder="Select a timeline"
          clearable
          allowDeselect
        />
      </FieldSection>
      <FieldSection label="Project Scope" help="How many users the first version must serve.">
        <ChoiceRadio label="Project Scope" value={scope} onChange={setScope} choices={scopeChoices} />
      </FieldSection>
    </Stack>
  );
}
