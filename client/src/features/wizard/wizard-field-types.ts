/** The shape of the wizard's field configuration (wizard-step-fields.ts): one entry per question. */

import type { ListKey, SectionId, TextKey, WizardDraft } from './wizard-model';

/** One card of a radio choice (performance, scope). */
export interface Choice<V extends string> {
  value: V;
  label: string;
  description: string;
  /** A short tag shown beside the label, e.g. "10-100 users". */
  badge?: string;
}

/** The 'Let AI recommend' switch around a field: what AI recommends, and the field's name in the switch's labels. */
export interface AiOption {
  /** e.g. "an appropriate tech stack". */
  subject: string;
  fieldLabel: string;
}

/** What every question shows around its input: label, help tooltip, description, tips and examples. */
interface FieldBase {
  label: string;
  /** Shown in the help tooltip beside the label. */
  help: string;
  description?: string;
  tips?: readonly string[];
  examples?: readonly string[];
  /** Marked "(optional)" beside the label. */
  optional?: boolean;
}

/** A field with its own input element: the label names it by this id. */
interface InputBase extends FieldBase {
  id: string;
}

interface TextSizing {
  placeholder: string;
  /** The server's size limit, applied as the user types. */
  maxLength?: number;
  size?: 'md';
  /** Needed before Continue (wizard-model.ts canContinue), so marked required. */
  required?: boolean;
}

/** A one-line answer. */
export interface TextField extends InputBase, TextSizing {
  kind: 'text';
  key: TextKey;
}

/** A free-text answer. */
export interface TextareaField extends InputBase, TextSizing {
  kind: 'textarea';
  key: TextKey;
  minRows: number;
  ai?: AiOption;
}

/** A list answer, entry by entry (list-field.tsx). */
export interface ListField extends InputBase {
  kind: 'list';
  key: ListKey;
  /** Names the entries in button labels, e.g. "feature". */
  itemName: string;
  placeholder: string;
  /** Entries can be edited in place. */
  editable?: boolean;
  ai?: AiOption;
}

/** Removable tags (tag-input.tsx). */
export interface TagsField extends InputBase {
  kind: 'tags';
  key: ListKey;
  itemName: string;
  placeholder: string;
  /** Each tag once. */
  unique?: boolean;
}

/** One of fixed options; a value stored before the options existed stays offered. */
export interface SelectField extends InputBase {
  kind: 'select';
  key: TextKey;
  options: readonly string[];
  placeholder: string;
  /** A line shown under the input while one option is chosen: what that option needs from the user. */
  optionHints?: Readonly<Record<string, string>>;
}

/** The draft fields answered by a radio choice (their values are the contracts' enums). */
export type ChoiceKey = 'performanceExpectations' | 'projectScope';

export type ChoiceFieldOf<K extends ChoiceKey> = FieldBase & {
  kind: 'choice';
  key: K;
  choices: ReadonlyArray<Choice<WizardDraft[K]>>;
};

/** A radio choice drawn as cards. */
export type ChoiceField = { [K in ChoiceKey]: ChoiceFieldOf<K> }[ChoiceKey];

/** The platform cards. */
export interface PlatformsField extends FieldBase {
  kind: 'platforms';
  key: 'platforms';
}

/** The feature interview: shown once the key features list has an entry. */
export interface FeatureDetailsField extends FieldBase {
  kind: 'featureDetails';
  key: 'featureDetails';
}

export type WizardField = TextField | TextareaField | ListField | TagsField | SelectField | ChoiceField | PlatformsField | FeatureDetailsField;

/** One step of the wizard: the section its answers are saved as, its heading and its questions in order. */
export interface WizardStepConfig {
  id: SectionId;
  title: string;
  subtitle: string;
  fields: readonly WizardField[];
}
