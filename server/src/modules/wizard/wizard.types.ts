import { GraphQLJSONObject as JSONObject } from 'graphql-scalars';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { WizardSection } from './wizard-response.entity.js';

// GraphQL speaks camelCase (wizard.graphql-presenter.ts); REST keeps the spec's names (wizard.presenter.ts).

@ObjectType({ description: 'The answers of one wizard section of a project.' })
export class WizardResponse {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  projectId!: string;

  @Field(() => String, {
    description: 'project_info, product_details, target_audience, tech_stack, features or deployment.',
  })
  sectionId!: WizardSection;

  @Field(() => JSONObject)
  responses!: Record<string, unknown>;

  @Field(() => Boolean)
  completed!: boolean;

  @Field(() => DateTimeISO)
  createdAt!: string;

  @Field(() => DateTimeISO)
  updatedAt!: string;
}

// Loosely typed on purpose: the REST zod schema checks it and answers the same messages.
@InputType({ description: 'One section to save (insert or replace).' })
export class WizardResponseInput {
  @Field(() => String)
  sectionId!: string;

  @Field(() => JSONObject)
  responses!: Record<string, unknown>;

  @Field(() => Boolean, { nullable: true, description: 'Default true.' })
  completed?: boolean | null;
}

@ObjectType()
export class WizardIssue {
  @Field(() => String, { description: 'The wizard field, e.g. projectName.' })
  field!: string;

  @Field(() => String)
  message!: string;
}

@ObjectType({ description: 'valid is false only when errors is non-empty; warnings are advice (guidance counts).' })
export class WizardValidation {
  @Field(() => Boolean)
  valid!: boolean;

  @Field(() => [WizardIssue])
  errors!: WizardIssue[];

  @Field(() => [WizardIssue])
  warnings!: WizardIssue[];
}
