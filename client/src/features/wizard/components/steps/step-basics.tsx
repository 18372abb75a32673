import { Stack, Textarea, TextInput } from '@mantine/core';
import { WIZARD_LIMITS } from '../../wizard-model';
import { useDraftField } from '../../stores/draft-store-context';
import { FieldSection } from '../fields/field-section';

/** Step 1, Project Basics: the name and the one-sentence description. */
export function StepBasics() {
  const [name, setName] = useDraftField('projectName');
  const [description, setDescription] = useDraftField('projectDescription');
  return (
    <Stack gap="xl">
      <FieldSection
        htmlFor="wizard-project-name"
        label="Project Name"
        help="A working name is fine: you can rename the project later in its settings."
        tips={['Keep it short and memorable', 'Hint at what the product does or who it serves']}
        examples={['TaskFlow', 'MealMate', 'FitTrack Pro']}
      >
        <TextInput id="wizard-project-name" value={name} onChange={(event) => setName(event.currentTarget.value)} placeholder="e.g. TaskFlow, MealMate, FitTrack Pro" maxLength={WIZARD_LIMITS.name} size="md" required />
      </FieldSection>
      <FieldSection
        htmlFor="wizard-project-description"
        label="One-Sentence Description"
        help="Describe the product in one sentence: what it is, who it is for and the key benefit."
        description="Formula: [A type of product] that helps [target users] to [key benefit]."
        tips={['Name the type of product first', 'Say exactly who the users are', 'End with the main benefit they get']}
        examples={['A mobile app that helps busy parents plan healthy weekly meals in minutes.', 'A web platform that helps freelance designers get paid faster with automated invoices.']}
      >
        <Textarea
          id="wizard-project-description"
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          placeholder="A [type of product] that helps [target users] to [key benefit]."
          maxLength={WIZARD_LIMITS.text}
          autosize
          minRows={3}
          size="md"
          required
        />
      </FieldSection>
    </Stack>
  );
}
