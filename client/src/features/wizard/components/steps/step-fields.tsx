import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useDraftField } from '../../stores/draft-store-context';
import type { ChoiceFieldOf, ChoiceKey, ListField as ListFieldConfig, SelectField, TagsField, TextareaField, TextField, WizardField } from '../../wizard-field-types';
import { AI_MARKER } from '../../wizard-model';
import { AiSwitch } from '../fields/ai-switch';
import { ChoiceRadio } from '../fields/choice-radio';
import { FeatureDetailsPanel } from '../fields/feature-details-panel';
import { FieldSection } from '../fields/field-section';
import { ListField } from '../fields/list-field';
import { TagInput } from '../fields/tag-input';
import { PlatformCards } from './platform-cards';

/** A list holding only the marker means "let AI decide". */
const isAiList = (items: string[]) => items.length === 1 && items[0] === AI_MARKER;

function TextInputField({ field }: { field: TextField }) {
  const [value, setValue] = useDraftField(field.key);
  return <TextInput id={field.id} value={value} onChange={(event) => setValue(event.currentTarget.value)} placeholder={field.placeholder} maxLength={field.maxLength} size={field.size} required={field.required} />;
}

function TextareaInput({ field }: { field: TextareaField }) {
  const [value, setValue] = useDraftField(field.key);
  const input = <Textarea id={field.id} value={value} onChange={(event) => setValue(event.currentTarget.value)} placeholder={field.placeholder} maxLength={field.maxLength} autosize minRows={field.minRows} size={field.size} required={field.required} />;
  if (!field.ai) return input;
  return (
    <AiSwitch checked={value === AI_MARKER} onChange={(on) => setValue(on ? AI_MARKER : '')} subject={field.ai.subject} fieldLabel={field.ai.fieldLabel}>
      {input}
    </AiSwitch>
  );
}

function ListInput({ field }: { field: ListFieldConfig }) {
  const [items, setItems] = useDraftField(field.key);
  const input = <ListField id={field.id} itemName={field.itemName} items={items} onChange={setItems} placeholder={field.placeholder} editable={field.editable} />;
  if (!field.ai) return input;
  return (
    <AiSwitch checked={isAiList(items)} onChange={(on) => setItems(on ? [AI_MARKER] : [])} subject={field.ai.subject} fieldLabel={field.ai.fieldLabel}>
      {input}
    </AiSwitch>
  );
}

function TagsInput({ field }: { field: TagsField }) {
  const [tags, setTags] = useDraftField(field.key);
  return <TagInput id={field.id} itemName={field.itemName} tags={tags} onChange={setTags} placeholder={field.placeholder} unique={field.unique} />;
}

function SelectInput({ field }: { field: SelectField }) {
  const [value, setValue] = useDraftField(field.key);
  const hint = value ? field.optionHints?.[value] : undefined;
  return (
    <Select
      id={field.id}
      description={hint}
      inputWrapperOrder={['input', 'description']}
      // A value written before these options (project settings, the API) stays visible.
      data={value === '' || field.options.includes(value) ? [...field.options] : [...field.options, value]}
      value={value === '' ? null : value}
      onChange={(next) => setValue(next ?? '')}
      placeholder={field.placeholder}
      clearable
      allowDeselect
    />
  );
}

function ChoiceInput<K extends ChoiceKey>({ field }: { field: ChoiceFieldOf<K> }) {
  const [value, setValue] = useDraftField(field.key);
  return <ChoiceRadio label={field.label} value={value} onChange={setValue} choices={field.choices} />;
}

function PlatformsInput() {
  const [platforms, setPlatforms] = useDraftField('platforms');
  return <PlatformCards value={platforms} onChange={setPlatforms} />;
}

function FieldInput({ field }: { field: WizardField }) {
  switch (field.kind) {
    case 'text':
      return <TextInputField field={field} />;
    case 'textarea':
      return <TextareaInput field={field} />;
    case 'list':
      return <ListInput field={field} />;
    case 'tags':
      return <TagsInput field={field} />;
    case 'select':
      return <SelectInput field={field} />;
    case 'choice':
      return <ChoiceInput field={field} />;
    case 'platforms':
      return <PlatformsInput />;
    case 'featureDetails':
      return <FeatureDetailsPanel />;
  }
}

/** One question: its section (label, help, tips, examples) around its input. */
function FieldView({ field }: { field: WizardField }) {
  return (
    <FieldSection htmlFor={'id' in field ? field.id : undefined} label={field.label} optional={field.optional} help={field.help} description={field.description} tips={field.tips} examples={field.examples}>
      <FieldInput field={field} />
    </FieldSection>
  );
}

/** The feature interview asks about the key features, so it appears once there is one. */
function FeatureDetailsView({ field }: { field: WizardField }) {
  const [features] = useDraftField('keyFeatures');
  return features.length > 0 ? <FieldView field={field} /> : null;
}

/** A wizard step drawn from its field configuration (wizard-step-fields.ts). */
export function StepFields({ fields }: { fields: readonly WizardField[] }) {
  return <Stack gap="xl">{fields.map((field) => (field.kind === 'featureDetails' ? <FeatureDetailsView key={field.key} field={field} /> : <FieldView key={field.key} field={field} />))}</Stack>;
}
