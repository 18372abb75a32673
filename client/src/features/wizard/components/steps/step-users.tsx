import { Stack, Textarea } from '@mantine/core';
import { useDraftField } from '../../stores/draft-store-context';
import { FieldSection } from '../fields/field-section';
import { ListField } from '../fields/list-field';
import { PlatformCards } from './platform-cards';

/** Step 3, User & Experience. */
export function StepUsers() {
  const [personas, setPersonas] = useDraftField('userPersonas');
  const [journeys, setJourneys] = useDraftField('userJourneys');
  const [platforms, setPlatforms] = useDraftField('platforms');
  const [ux, setUx] = useDraftField('uxDefinition');
  const [design, setDesign] = useDraftField('designGuidelines');
  return (
    <Stack gap="xl">
      <FieldSection
        htmlFor="wizard-personas"
        label="User Personas"
        help="The kinds of people who will use the product. Click the pencil to edit one."
        tips={['Describe each persona in a few words: role, context, main goal']}
        examples={['Working parent of two who plans meals on Sunday evenings', 'Fitness enthusiast tracking macros']}
      >
        <ListField id="wizard-personas" itemName="persona" items={personas} onChange={setPersonas} placeholder="Add a user persona" editable />
      </FieldSection>
      <FieldSection
        htmlFor="wizard-journeys"
        label="Key User Journeys"
        help="The main paths a user takes through the product, step by step."
        tips={['Start from how the user arrives', 'End at the moment they get value']}
        examples={['Sign up → answer 3 questions about the family → get a first weekly plan → export the shopping list']}
      >
        <Textarea id="wizard-journeys" value={journeys} onChange={(event) => setJourneys(event.currentTarget.value)} placeholder="Describe the most important things users will do, step by step" autosize minRows={3} />
      </FieldSection>
      <FieldSection label="Platforms" help="Where the product will run. Select every platform that applies." tips={['Start with 1-2 platforms: you can add more later']}>
        <PlatformCards value={platforms} onChange={setPlatforms} />
      </FieldSection>
      <FieldSection
        htmlFor="wizard-ux"
        label="What defines a great UX?"
        help="What must the experience feel like for your users to love it?"
        tips={['Think about speed, simplicity, accessibility and delight']}
        examples={['Planning a week takes under two minutes, with one hand, on a phone.']}
      >
        <Textarea id="wizard-ux" value={ux} onChange={(event) => setUx(event.currentTarget.value)} placeholder="e.g. fast, minimal clicks, works offline, accessible" autosize minRows={2} />
      </FieldSection>
      <FieldSection htmlFor="wizard-design" label="Design / Brand Guidelines" optional help="Colours, typography, tone of voice or existing design systems to follow." examples={['Friendly and playful, rounded shapes, brand colour #2E7D32']}>
        <Textarea id="wizard-design" value={design} onChange={(event) => setDesign(event.currentTarget.value)} placeholder="Any brand colours, style references or design systems" autosize minRows={2} />
      </FieldSection>
    </Stack>
  );
}
