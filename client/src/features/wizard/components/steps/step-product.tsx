import { Stack, Textarea } from '@mantine/core';
import { useDraftField } from '../../stores/draft-store-context';
import { FeatureDetailsPanel } from '../fields/feature-details-panel';
import { FieldSection } from '../fields/field-section';
import { ListField } from '../fields/list-field';

/** Step 2, Core Product Details. */
export function StepProduct() {
  const [problem, setProblem] = useDraftField('problemStatement');
  const [features, setFeatures] = useDraftField('keyFeatures');
  const [nonGoals, setNonGoals] = useDraftField('nonGoals');
  const [competitors, setCompetitors] = useDraftField('competitors');
  return (
    <Stack gap="xl">
      <FieldSection
        htmlFor="wizard-problem"
        label="Problem Statement"
        help="The pain your users have today, before your product exists."
        tips={['Describe the problem, not your solution', 'Say who has it and how often']}
        examples={['Busy parents spend hours every week deciding what to cook and still end up ordering takeout.']}
      >
        <Textarea id="wizard-problem" value={problem} onChange={(event) => setProblem(event.currentTarget.value)} placeholder="What problem does your product solve, and for whom?" autosize minRows={3} />
      </FieldSection>
      <FieldSection
        htmlFor="wizard-features"
        label="Top 3-5 must-have features"
        help="The features without which the first version would be useless."
        tips={['Aim for 3-5 features', 'One feature per entry', 'Start each with a verb']}
        examples={['Generate a weekly meal plan', 'Build a shopping list from the plan', 'Save favourite recipes']}
      >
        <ListField id="wizard-features" itemName="feature" items={features} onChange={setFeatures} placeholder="Add a must-have feature" />
      </FieldSection>
      {features.length > 0 && (
        <FieldSection
          label="Feature details"
          optional
          help="Answer for the features that matter most: your words become that feature's acceptance criteria and its user, instead of a guess."
          description="Open a feature to say who does it, when, what they get, its rule and what happens if it fails."
        >
          <FeatureDetailsPanel />
        </FieldSection>
      )}
      <FieldSection
        htmlFor="wizard-non-goals"
        label="2-3 non-goals / intentionally excluded features"
        help="What the first version deliberately will not do. Saying it keeps the scope small."
        tips={['Aim for 2-3 non-goals', 'Pick things people might expect but you will leave out']}
        examples={['No social feed', 'No grocery delivery']}
      >
        <ListField id="wizard-non-goals" itemName="non-goal" items={nonGoals} onChange={setNonGoals} placeholder="Add a non-goal" />
      </FieldSection>
      <FieldSection
        htmlFor="wizard-competitors"
        label="Competitors"
        optional
        help="Products your users use today instead, and what they lack."
        tips={['Include indirect alternatives such as spreadsheets or pen and paper']}
        examples={['Mealime: good recipes, but no family-size planning']}
      >
        <Textarea id="wizard-competitors" value={competitors} onChange={(event) => setCompetitors(event.currentTarget.value)} placeholder="Who else solves this problem, and how is your product different?" autosize minRows={2} />
      </FieldSection>
    </Stack>
  );
}
