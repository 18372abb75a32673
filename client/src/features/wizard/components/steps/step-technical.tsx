import { Stack, Textarea } from '@mantine/core';
import { useDraftField } from '../../stores/draft-store-context';
import { AI_MARKER, type PerformanceLevel } from '../../wizard-model';
import { AiSwitch } from '../fields/ai-switch';
import { ChoiceRadio, type Choice } from '../fields/choice-radio';
import { FieldSection } from '../fields/field-section';
import { ListField } from '../fields/list-field';

const performanceChoices: ReadonlyArray<Choice<PerformanceLevel>> = [
  { value: 'Low', label: 'Low', description: 'Internal tools, MVPs' },
  { value: 'Medium', label: 'Medium', description: 'Most consumer and business apps' },
  { value: 'High', label: 'High', description: 'Finance, healthcare, where downtime matters' },
];

/** A list holding only the marker means "let AI decide". */
const isAiList = (items: string[]) => items.length === 1 && items[0] === AI_MARKER;

/** Step 4, Technical Foundation, with the four 'Let AI recommend' switches. */
export function StepTechnical() {
  const [techStack, setTechStack] = useDraftField('techStack');
  const [integrations, setIntegrations] = useDraftField('integrations');
  const [security, setSecurity] = useDraftField('securityConcerns');
  const [performance, setPerformance] = useDraftField('performanceExpectations');
  const [constraints, setConstraints] = useDraftField('technicalConstraints');
  return (
    <Stack gap="xl">
      <FieldSection
        htmlFor="wizard-tech-stack"
        label="Preferred Tech Stack"
        help="Languages, frameworks and services you want to use. Not sure? Let AI recommend one."
        tips={['List what your team already knows', 'One technology per entry']}
        examples={['React', 'Node.js', 'PostgreSQL']}
      >
        <AiSwitch checked={isAiList(techStack)} onChange={(on) => setTechStack(on ? [AI_MARKER] : [])} subject="an appropriate tech stack" fieldLabel="tech stack">
          <ListField id="wizard-tech-stack" itemName="technology" items={techStack} onChange={setTechStack} placeholder="Add a technology" editable />
        </AiSwitch>
      </FieldSection>
      <FieldSection htmlFor="wizard-integrations" label="Required Integrations" help="Third-party services the product must connect to." tips={['Think payments, e-mail, analytics, authentication, maps']} examples={['Stripe', 'SendGrid', 'Google Calendar']}>
        <AiSwitch checked={isAiList(integrations)} onChange={(on) => setIntegrations(on ? [AI_MARKER] : [])} subject="appropriate integrations" fieldLabel="integrations">
          <ListField id="wizard-integrations" itemName="integration" items={integrations} onChange={setIntegrations} placeholder="Add an integration" editable />
        </AiSwitch>
      </FieldSection>
      <FieldSection
        htmlFor="wizard-security"
        label="Security & Privacy Concerns"
        help="Sensitive data you handle and how it must be protected."
        tips={['Mention personal, payment or health data', 'Name regulations if you know them']}
        examples={['Stores children’s names; parents must be able to delete all data.']}
      >
        <AiSwitch checked={security === AI_MARKER} onChange={(on) => setSecurity(on ? AI_MARKER : '')} subject="appropriate security & privacy measures" fieldLabel="security and privacy">
          <Textarea id="wizard-security" value={security} onChange={(event) => setSecurity(event.currentTarget.value)} placeholder="What data needs protecting, and how?" autosize minRows={2} />
        </AiSwitch>
      </FieldSection>
      <FieldSection label="Performance & Reliability" help="How much downtime and slowness your users can tolerate.">
        <ChoiceRadio label="Performance & Reliability" value={performance} onChange={setPerformance} choices={performanceChoices} />
      </FieldSection>
      <FieldSection htmlFor="wizard-constraints" label="Technical Constraints" help="Limits the solution must respect: budget, hosting, existing systems, deadlines." examples={['Must run on our existing AWS account; hosting under $50 a month.']}>
        <AiSwitch checked={constraints === AI_MARKER} onChange={(on) => setConstraints(on ? AI_MARKER : '')} subject="appropriate technical constraints" fieldLabel="technical constraints">
          <Textarea id="wizard-constraints" value={constraints} onChange={(event) => setConstraints(event.currentTarget.value)} placeholder="Budget, hosting, legacy systems, offline needs..." autosize minRows={2} />
        </AiSwitch>
      </FieldSection>
    </Stack>
  );
}
