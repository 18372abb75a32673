import { GraphQLJSONObject as JSONObject } from 'graphql-scalars';
import { WizardAnswersType } from './wizard-answers.types.js';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { WizardSection } from './wizard-response.entity.js';

// GraphQL speaks camelCase (wizard.graphql-presenter.ts); REST keeps the spec's names (wizard.presenter.ts).

@ObjectType({ description: 'The answers of one wizard section of a project.' })
export class WizardResponse {
  @Field(() => ID, { description: 'The response id.' })
  id!: string;

  @Field(() => ID, { description: "The project's id." })
  projectId!: string;

  @Field(() => String, {
    description: 'project_info, product_details, target_audience, tech_stack, features or deployment.',
  })
  sectionId!: WizardSection;

  @Field(() => JSONObject, {
    description: "The answers of the step, by field, exactly as stored. Kept as JSON on purpose: each step saves another set of fields (contracts SECTION_FIELDS), half-filled steps and older clients' rows included; `answers` is the typed view.",
  })
  responses!: Record<string, unknown>;

  @Field(() => WizardAnswersType, { description: 'The same answers typed by field (the brief schema); what does not read as its type is null.' })
  answers!: WizardAnswersType;

  @Field(() => Boolean, { description: 'Whether the step is complete.' })
  completed!: boolean;

  @Field(() => DateTimeISO, { description: 'When it was first saved.' })
  createdAt!: string;

  @Field(() => DateTimeISO, { description: 'When it last changed.' })
  updatedAt!: string;
}

// Loosely typed on purpose: the REST zod schema checks it and answers the same messages.
@InputType({ description: 'One section to save (insert or replace).' })
export class WizardResponseInput {
  @Field(() => String, { description: 'The wizard step, e.g. project_info.' })
  sectionId!: string;

  @Field(() => JSONObject, {
    description: "The answers of the step, by field. Free-form by design: the fields depend on the step, and the section's rules (wizard-rules.ts) check them and answer the same messages as REST, which a typed input would pre-empt.",
  })
  responses!: Record<string, unknown>;

  @Field(() => Boolean, { nullable: true, description: 'Default true.' })
  completed?: boolean | null;
}

@ObjectType({ description: 'One problem the wizard found in a step, by field.' })
export class WizardIssue {
  @Field(() => String, { description: 'The wizard field, e.g. projectName.' })
  field!: string;

  @Field(() => String, { description: 'What is wrong.' })
  message!: string;
}

@ObjectType({ description: 'valid is false only when errors is non-empty; warnings are advice (guidance counts).' })
export class WizardValidation {
  @Field(() => Boolean, { description: 'Whether the step can be saved.' })
  valid!: boolean;

  @Field(() => [WizardIssue], { description: 'Problems that block the step.' })
  errors!: WizardIssue[];

  @Field(() => [WizardIssue], { description: 'Problems worth a look that do not block.' })
  warnings!: WizardIssue[];
}
