import { GraphQLJSONObject as JSONObject } from 'graphql-scalars';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('QualityDimensions', { description: 'Scores 0–100 per dimension (docs/quality.md explains the weighting).' })
export class QualityDimensionsType {
  @Field(() => Int) completeness!: number;
  @Field(() => Int) clarity!: number;
  @Field(() => Int) testability!: number;
  @Field(() => Int) traceability!: number;
  @Field(() => Int) feasibility!: number;
  @Field(() => Int, { nullable: true, description: 'Criteria and requirements in their own words, not boilerplate; null in history points recorded before it existed.' }) specificity!: number | null;
}

@ObjectType('QualityVerdictRule', { description: 'The findings of one rule behind a verdict.' })
export class QualityVerdictRuleType {
  @Field(() => String) rule!: string;
  @Field(() => String) severity!: string;
  @Field(() => Int) count!: number;
}

@ObjectType('QualityVerdict', { description: 'What a reviewer would say of one dimension: strong, adequate, thin or broken, and why.' })
export class QualityVerdictType {
  @Field(() => String) dimension!: string;
  @Field(() => Int) score!: number;
  @Field(() => String, { description: 'strong, adequate, thin or broken.' }) verdict!: string;
  @Field(() => String) summary!: string;
  @Field(() => [QualityVerdictRuleType]) rules!: QualityVerdictRuleType[];
}

@ObjectType('QualityFinding', { description: 'One problem the analyzer found, where it is and how to fix it.' })
export class QualityFindingType {
  @Field(() => String, { description: 'The rule, e.g. fr-without-criteria.' }) rule!: string;
  @Field(() => String, { description: 'critical, high, medium or low.' }) severity!: string;
  @Field(() => String) dimension!: string;
  @Field(() => String, { nullable: true, description: 'The spec item (FR-3), when the finding is about one.' }) itemId!: string | null;
  @Field(() => String, { nullable: true, description: 'The document type, for a finding in a document.' }) document!: string | null;
  @Field(() => String, { nullable: true }) section!: string | null;
  @Field(() => String) message!: string;
  @Field(() => String) suggestion!: string;
}

@ObjectType('QualityPoint')
export class QualityPointType {
  @Field(() => Int) score!: number;
  @Field(() => QualityDimensionsType) dimensions!: QualityDimensionsType;
  @Field(() => DateTimeISO) createdAt!: string;
}

@ObjectType('Analysis', { description: 'A deterministic quality report: the same input gives the same report.' })
export class AnalysisType {
  @Field(() => ID, { nullable: true }) projectId!: string | null;
  @Field(() => Int) score!: number;
  @Field(() => QualityDimensionsType) dimensions!: QualityDimensionsType;
  @Field(() => [QualityVerdictType], { description: 'One verdict per dimension, in the order of `dimensions`.' }) verdicts!: QualityVerdictType[];
  @Field(() => Boolean, { description: '"Ready to build from": no dimension is thin or broken.' }) ready!: boolean;
  @Field(() => String, { description: 'What would raise the grade most.' }) headline!: string;
  @Field(() => [QualityFindingType]) findings!: QualityFindingType[];
  @Field(() => [QualityPointType], { description: 'The score over time, oldest first (empty for a draft).' }) history!: QualityPointType[];
}

@ObjectType('ClarifyingQuestion', { description: 'A question whose answer improves the brief; the answer is written to `field`.' })
export class ClarifyingQuestionType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'The brief field the answer goes to (wizard name, e.g. keyFeatures).' }) field!: string;
  @Field(() => String) question!: string;
  @Field(() => String, { description: 'Why it matters.' }) why!: string;
  @Field(() => [String], { description: 'Answers to pick, where sensible.' }) suggestions!: string[];
  @Field(() => Boolean, { description: 'The answer is a list (one entry per line).' }) list!: boolean;
  @Field(() => Int, { description: '1 is the most important.' }) priority!: number;
}

@InputType()
export class ClarifyingAnswerInput {
  @Field(() => ID) questionId!: string;
  @Field(() => String) answer!: string;
}

export { JSONObject };
