import { GraphQLJSONObject as JSONObject } from 'graphql-scalars';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('QualityDimensions', { description: 'Scores 0–100 per dimension (docs/quality.md explains the weighting).' })
export class QualityDimensionsType {
  @Field(() => Int, { description: 'Completeness, 0–100.' }) completeness!: number;
  @Field(() => Int, { description: 'Clarity, 0–100.' }) clarity!: number;
  @Field(() => Int, { description: 'Testability, 0–100.' }) testability!: number;
  @Field(() => Int, { description: 'Traceability, 0–100.' }) traceability!: number;
  @Field(() => Int, { description: 'Feasibility, 0–100.' }) feasibility!: number;
  @Field(() => Int, { nullable: true, description: 'Criteria and requirements in their own words, not boilerplate; null in history points recorded before it existed.' }) specificity!: number | null;
}

@ObjectType('QualityVerdictRule', { description: 'The findings of one rule behind a verdict.' })
export class QualityVerdictRuleType {
  @Field(() => String, { description: 'The rule id.' }) rule!: string;
  @Field(() => String, { description: 'critical, high, medium or low.' }) severity!: string;
  @Field(() => Int, { description: 'How many findings it raised.' }) count!: number;
}

@ObjectType('QualityVerdict', { description: 'What a reviewer would say of one dimension: strong, adequate, thin or broken, and why.' })
export class QualityVerdictType {
  @Field(() => String, { description: 'The dimension judged.' }) dimension!: string;
  @Field(() => Int, { description: 'Its score, 0–100.' }) score!: number;
  @Field(() => String, { description: 'strong, adequate, thin or broken.' }) verdict!: string;
  @Field(() => String, { description: 'The verdict in one sentence.' }) summary!: string;
  @Field(() => [QualityVerdictRuleType], { description: 'The rules that fired, with counts.' }) rules!: QualityVerdictRuleType[];
}

@ObjectType('QualityFinding', { description: 'One problem the analyzer found, where it is and how to fix it.' })
export class QualityFindingType {
  @Field(() => String, { description: 'The rule, e.g. fr-without-criteria.' }) rule!: string;
  @Field(() => String, { description: 'critical, high, medium or low.' }) severity!: string;
  @Field(() => String, { description: 'The dimension it lowers.' }) dimension!: string;
  @Field(() => String, { nullable: true, description: 'The spec item (FR-3), when the finding is about one.' }) itemId!: string | null;
  @Field(() => String, { nullable: true, description: 'The document type, for a finding in a document.' }) document!: string | null;
  @Field(() => String, { nullable: true, description: 'Where, when it is in one section.' }) section!: string | null;
  @Field(() => String, { description: 'What is wrong.' }) message!: string;
  @Field(() => String, { description: 'How to fix it.' }) suggestion!: string;
}

@ObjectType('QualityPoint', { description: 'One point of the quality history: the score and dimensions at a time.' })
export class QualityPointType {
  @Field(() => Int, { description: 'The overall score, 0–100.' }) score!: number;
  @Field(() => QualityDimensionsType, { description: 'The score per dimension.' }) dimensions!: QualityDimensionsType;
  @Field(() => DateTimeISO, { description: 'When it was measured.' }) createdAt!: string;
}

@ObjectType('Approver', { description: 'A member who decided on a document version.' })
export class ApproverType {
  @Field(() => ID, { description: "The member's user id." }) id!: string;
  @Field(() => String, { description: "The member's name." }) name!: string;
}

@ObjectType('DocumentApprovalSummary', { description: "Who approved, or asked for changes to, a document's current version." })
export class DocumentApprovalSummaryType {
  @Field(() => ID, { description: "The document's id." }) documentId!: string;
  @Field(() => String, { description: 'The document type (prd, roadmap, …).' }) documentType!: string;
  @Field(() => Int, { description: 'The current version, the one decided on.' }) version!: number;
  @Field(() => [ApproverType], { description: 'Who approved it, first decision first.' }) approvedBy!: ApproverType[];
  @Field(() => [ApproverType], { description: 'Who asked for changes to it.' }) changesRequestedBy!: ApproverType[];
}

@ObjectType('Analysis', { description: 'A deterministic quality report: the same input gives the same report.' })
export class AnalysisType {
  @Field(() => ID, { nullable: true, description: "The project's id; null for a brief analysed before it is saved." }) projectId!: string | null;
  @Field(() => Int, { description: 'The overall quality score, 0–100.' }) score!: number;
  @Field(() => QualityDimensionsType, { description: 'The score per dimension (0–100).' }) dimensions!: QualityDimensionsType;
  @Field(() => [QualityVerdictType], { description: 'One verdict per dimension, in the order of `dimensions`.' }) verdicts!: QualityVerdictType[];
  @Field(() => Boolean, { description: '"Ready to build from": no dimension is thin or broken.' }) ready!: boolean;
  @Field(() => String, { description: 'What would raise the grade most.' }) headline!: string;
  @Field(() => [QualityFindingType], { description: 'What to fix, most severe first.' }) findings!: QualityFindingType[];
  @Field(() => [QualityPointType], { description: 'The score over time, oldest first (empty for a draft).' }) history!: QualityPointType[];
  @Field(() => [DocumentApprovalSummaryType], { description: "Each generated document's current version with who approved it or asked for changes (empty for a draft)." }) approvals!: DocumentApprovalSummaryType[];
}

@ObjectType('ClarifyingQuestion', { description: 'A question whose answer improves the brief; the answer is written to `field`.' })
export class ClarifyingQuestionType {
  @Field(() => ID, { description: 'The question id; answer with it.' }) id!: string;
  @Field(() => String, { description: 'The brief field the answer goes to (wizard name, e.g. keyFeatures).' }) field!: string;
  @Field(() => String, { description: 'The question to ask the user.' }) question!: string;
  @Field(() => String, { description: 'Why it matters.' }) why!: string;
  @Field(() => [String], { description: 'Answers to pick, where sensible.' }) suggestions!: string[];
  @Field(() => Boolean, { description: 'The answer is a list (one entry per line).' }) list!: boolean;
  @Field(() => Int, { description: '1 is the most important.' }) priority!: number;
}

@InputType({ description: 'The answer to one clarifying question.' })
export class ClarifyingAnswerInput {
  @Field(() => ID, { description: 'The id of the question answered.' }) questionId!: string;
  @Field(() => String, { description: 'The answer, in words.' }) answer!: string;
}

export { JSONObject };
