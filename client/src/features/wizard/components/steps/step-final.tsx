import { Stack, Textarea } from '@mantine/core';
import { useDraftField } from '../../stores/draft-store-context';
import type { TextKey } from '../../wizard-model';
import { FieldSection } from '../fields/field-section';
import { TagInput } from '../fields/tag-input';

function FreeText({ field, id, placeholder }: { field: TextKey; id: string; placeholder: string }) {
  const [value, setValue] = useDraftField(field);
  return <Textarea id={id} value={value} onChange={(event) => setValue(event.currentTarget.value)} placeholder={placeholder} autosize minRows={3} />;
}

/** Step 6, Final Considerations. */
export function StepFinal() {
  const [compliance, setCompliance] = useDraftField('compliance');
  return (
    <Stack gap="xl">
      <FieldSection
        htmlFor="wizard-risks"
        label="Potential Risks and Challenges"
        help="What could stop the product from succeeding: technical, market, legal or team risks."
        tips={['Name the biggest unknown first', 'Add how you might reduce each risk']}
        examples={['Recipe licensing costs could be higher than expected.']}
      >
        <FreeText field="risks" id="wizard-risks" placeholder="What could go wrong, and how would you handle it?" />
      </FieldSection>
      <FieldSection
        htmlFor="wizard-compliance"
        label="Regulatory / Compliance Requirements"
        help="Laws and standards the product must follow. Type one and press Enter; each is listed once."
        tips={['Think about where your users live and what data you store']}
        examples={['GDPR', 'HIPAA', 'COPPA', 'PCI DSS']}
      >
        <TagInput id="wizard-compliance" itemName="requirement" tags={compliance} onChange={setCompliance} placeholder="e.g. GDPR, HIPAA" unique />
      </FieldSection>
      <FieldSection htmlFor="wizard-future" label="Future Evolution and Growth" help="Where the product could go after the first version." examples={['A premium tier with nutritionist-reviewed plans; a partner API for grocery stores.']}>
        <FreeText field="futureEvolution" id="wizard-future" placeholder="How could the product grow in the next year or two?" />
      </FieldSection>
      <FieldSection htmlFor="wizard-notes" label="Anything else?" help="Anything that did not fit elsewhere but matters.">
        <FreeText field="additionalNotes" id="wizard-notes" placeholder="Additional notes" />
      </FieldSection>
    </Stack>
  );
}
