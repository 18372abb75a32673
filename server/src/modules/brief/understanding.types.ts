import { Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A key feature an integration serves, as the user told it.' })
export class IntegrationUse {
  @Field(() => String, { description: 'An entry of integrations.' })
  integration!: string;

  @Field(() => String, { description: "A key feature's text, as in keyFeatures." })
  feature!: string;
}

@InputType({ description: 'One integration the product uses, and what for.' })
export class IntegrationUseInput {
  @Field(() => String, { description: 'An entry of integrations (trimmed, any case).' })
  integration!: string;

  @Field(() => String, { description: "A key feature's text (trimmed, any case)." })
  feature!: string;
}

@ObjectType({ description: 'One line of "here is what I understood": what the generator takes the brief to say, where that came from, and how to correct it.' })
export class UnderstoodLine {
  @Field(() => String, { description: 'Stable within a brief: actor:FR-2, integration:INT-1, team_size, constraint:1, metric:SM-1.' })
  key!: string;

  @Field(() => String, { description: 'actor, integration, team_size, constraint or metric.' })
  topic!: string;

  @Field(() => String, { nullable: true, description: 'The spec item the line is about (FR-2, INT-1, SM-1), if any.' })
  itemId!: string | null;

  @Field(() => String, { description: 'The key feature, integration, constraint or metric, in the brief’s words.' })
  subject!: string;

  @Field(() => String, { description: 'One sentence: what the generator took it to mean.' })
  understood!: string;

  @Field(() => [String], { description: 'The current value(s): a persona’s entry, the features served, the team size, the implied tasks, the target.' })
  values!: string[];

  @Field(() => String, { description: 'answer (the user’s correction), brief (its words), pattern (the capability catalogue), guess, or unknown (see question).' })
  source!: string;

  @Field(() => String, { description: 'Where it came from, in words.' })
  evidence!: string;

  @Field(() => String, { nullable: true, description: 'Asked instead of guessed, when nothing says.' })
  question!: string | null;

  @Field(() => String, { description: 'actor (pick a persona: featureDetails[n].actor), integration_features (toggle key features: integrationUses), team_size (a number: teamSize) or edit (change the brief field).' })
  correction!: string;

  @Field(() => [String], { description: 'What a one-click correction picks from (personas, key features, team sizes); [] for edit.' })
  choices!: string[];

  @Field(() => String, { description: 'The brief field a correction writes.' })
  field!: string;
}

@ObjectType({ description: 'The brief read back as the generator understands it, before generating.' })
export class BriefUnderstanding {
  @Field(() => ID, { nullable: true, description: 'The project read; null for a wizard draft.' })
  projectId!: string | null;

  @Field(() => [UnderstoodLine], { description: 'Who does each key feature, which integration serves which feature, the team size, each technical constraint, each metric, in that order.' })
  lines!: UnderstoodLine[];
}
